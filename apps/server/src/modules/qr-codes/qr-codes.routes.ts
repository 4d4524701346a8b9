import { QR_CODE_FORMATS, type QrCodeQuery, qrCodeQuerySchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { attachment } from '../../platform/csv.ts';
import { idParams } from '../../platform/params.ts';
import { shareLinkUrl } from '../share-links/share-links.presenter.ts';
import type { ShareLinksService } from '../share-links/share-links.service.ts';
import { QR_CODE_PIXELS, QR_QUIET_ZONE, qrCode, qrTarget } from './qr-codes.ts';

type Deps = { shareLinks: ShareLinksService; publicUrl: string };

const linkParams = idParams.extend({ linkId: idParams.shape.id });

/** A file name from the link's name: letters, digits and dashes. */
const fileName = (name: string, format: string) => {
  const words = name
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');
  return `qr-${words.toLowerCase() || 'link'}.${format}`;
};

/** The QR code of a share link, for every plan (issue 18). */
export async function qrCodeRoutes(base: FastifyInstance, { shareLinks, publicUrl }: Deps) {
  // Typed without the Zod provider: the answer is an image (a Buffer), which its reply type would not
  // accept; params and query are still validated by the schemas.
  base.get<{ Params: { id: number; linkId: number }; Querystring: QrCodeQuery }>(
    '/api/presentations/:id/share-links/:linkId/qr-code',
    {
      schema: {
        tags: ['share-links'],
        operationId: 'getShareLinkQrCode',
        summary: 'Download the QR code of a share link',
        description:
          `The link’s QR code as a download, print-ready: \`format=${QR_CODE_FORMATS.join('|')}\` (png by default), ` +
          `${QR_CODE_PIXELS} px wide with a quiet zone of ${QR_QUIET_ZONE} modules, black on white, medium error ` +
          'correction. It encodes the link’s URL with `?src=qr`: views opened from it record `source: "qr"` ' +
          '(insights: via QR code). Open to every plan. Signed-in owner only: another user’s presentation or ' +
          'link id answers 404 `{ detail: "Not found." }`.',
        params: linkParams,
        querystring: qrCodeQuerySchema,
        produces: ['image/png', 'image/svg+xml'],
        response: {
          200: z.string().describe('The QR code (image/png or image/svg+xml), as an attachment.'),
        },
      },
    },
    async (request, reply) => {
      const { id, linkId } = request.params;
      const { format } = request.query;
      const { link, presentation } = await shareLinks.get(requireAuth(request).user, id, linkId);
      const { body, type } = await qrCode(qrTarget(shareLinkUrl(publicUrl, link, presentation)), format);
      return reply
        .headers({
          'Content-Type': type,
          'Content-Disposition': attachment(fileName(link.name, format)),
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          'Cache-Control': 'private, no-store',
        })
        .send(body);
    },
  );
}
