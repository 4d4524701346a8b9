import {
  AGREEMENT_TEXTS,
  agreementAcceptanceListSchema,
  agreementResponseSchema,
  agreementUpdateSchema,
  idParamSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { attachment } from '../../platform/csv.ts';
import { idParams } from '../../platform/params.ts';
import { presentAcceptance, presentAgreement } from './link-agreements.presenter.ts';
import type { AgreementsService } from './link-agreements.service.ts';

const linkParams = idParams.extend({ linkId: idParamSchema });
const acceptanceParams = idParams.extend({ acceptanceId: idParamSchema });
const ACCEPTANCES = '/api/presentations/:id/agreement-acceptances';
const OWNER =
  'Signed-in owner only: another user’s presentation, link or acceptance id answers 404 `{ detail: "Not found." }`.';
const PATH = '/api/presentations/:id/share-links/:linkId/agreement';

/** A link's agreement gate, for its owner (issue 18, point 4). */
export async function agreementsRoutes(
  base: FastifyInstance,
  { agreements }: { agreements: AgreementsService },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['share-links'];

  app.get(
    PATH,
    {
      schema: {
        tags,
        operationId: 'getLinkAgreement',
        summary: "Read a link's agreement",
        description: `The agreement recipients must accept before viewing, or \`agreement: null\`. ${OWNER}`,
        params: linkParams,
        response: { 200: agreementResponseSchema },
      },
    },
    async (request) => {
      const { id, linkId } = request.params;
      const row = await agreements.current(requireAuth(request).user, id, linkId);
      return { agreement: row && presentAgreement(row) };
    },
  );

  app.put(
    PATH,
    {
      schema: {
        tags,
        operationId: 'setLinkAgreement',
        summary: "Set a link's agreement",
        description:
          'Recipients must then accept this text with their name and e-mail before they see anything. A changed ' +
          'text becomes the next version (acceptances keep the version they accepted); the same text keeps its ' +
          `version. Empty is 400 '${AGREEMENT_TEXTS.textRequired}'. Premium: free users get 403 ` +
          `\`{ detail: '${AGREEMENT_TEXTS.premium}', code: 'premium_required' }\`. ${OWNER}`,
        params: linkParams,
        body: agreementUpdateSchema,
        response: { 200: agreementResponseSchema },
      },
    },
    async (request) => {
      const { id, linkId } = request.params;
      const row = await agreements.set(requireAuth(request).user, id, linkId, request.body.text);
      return { agreement: presentAgreement(row) };
    },
  );

  app.delete(
    PATH,
    {
      schema: {
        tags,
        operationId: 'removeLinkAgreement',
        summary: "Remove a link's agreement",
        description: `Recipients are no longer asked to accept it; past acceptances and their receipts stay. 204. ${OWNER}`,
        params: linkParams,
        response: { 204: z.null().describe('Removed.') },
      },
    },
    async (request, reply) => {
      const { id, linkId } = request.params;
      await agreements.remove(requireAuth(request).user, id, linkId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    ACCEPTANCES,
    {
      schema: {
        tags,
        operationId: 'listAgreementAcceptances',
        summary: "List the agreement acceptances of a presentation's links",
        description: `Who accepted which version on which link, when and from which address, newest first. ${OWNER}`,
        params: idParams,
        response: { 200: agreementAcceptanceListSchema },
      },
    },
    async (request) => {
      const rows = await agreements.acceptances(requireAuth(request).user, request.params.id);
      return { results: rows.map(presentAcceptance) };
    },
  );

  // Typed without the Zod provider: the answer is the PDF's bytes, which its reply type would not accept;
  // the params are still validated by the schema.
  base.get<{ Params: z.output<typeof acceptanceParams> }>(
    `${ACCEPTANCES}/:acceptanceId/receipt`,
    {
      schema: {
        tags,
        operationId: 'downloadAgreementReceipt',
        summary: 'Download an acceptance as a PDF receipt',
        description:
          'A PDF naming who accepted (name, e-mail), when (UTC), from which IP address and browser, the link, ' +
          `the version and the SHA-256 of its text, then the text itself. ${OWNER}`,
        params: acceptanceParams,
        produces: ['application/pdf'],
        response: { 200: z.string().describe('The PDF receipt.') },
      },
    },
    async (request, reply) => {
      const { id, acceptanceId } = request.params;
      const pdf = await agreements.receipt(requireAuth(request).user, id, acceptanceId);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`agreement-receipt-${acceptanceId}.pdf`))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
