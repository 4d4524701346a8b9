import {
  accountDeleteSchema,
  DATA_EXPORT_HOURS,
  DATA_EXPORT_INTERVAL_MINUTES,
  dataExportDownloadQuerySchema,
  dataExportSchema,
  dataExportStateSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobDefinition } from '../../jobs/queue.ts';
import { type CookieOptions, clearSessionCookie, requireSession } from '../../platform/auth.ts';
import { attachment } from '../../platform/csv.ts';
import { idParams } from '../../platform/params.ts';
import { guardsSecret } from '../../platform/rate-limit-store.ts';
import { STORED_FILE_ROUTE, sendStored } from '../../platform/storage/byte-ranges.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { perUserRateLimit } from '../imports/imports.routes.ts';
import type { AccountDeletion } from './account-deletion.service.ts';
import type { DataExports } from './data-export.service.ts';

type Deps = {
  exports: DataExports;
  deletion: AccountDeletion;
  buildJob: JobDefinition;
  store: BlobStore;
  cookie: CookieOptions;
};

const detail = (description: string) => z.looseObject({ detail: z.string() }).describe(description);
const SESSION_ONLY =
  'Signed in with a session (cookie or its bearer token); an API key gets 403 session_required.';
const DELETE_ATTEMPTS_PER_MINUTE = 10;
/** Export downloads a minute per user (a resumed download asks again for the rest), on every instance together. */
export const EXPORT_DOWNLOADS_PER_MINUTE = 30;

/** Issue 19 point 6: download your data, delete your account. */
export async function dataRightsRoutes(base: FastifyInstance, deps: Deps) {
  const { exports, deletion } = deps;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['your data'];

  app.get(
    '/api/account/data-export',
    {
      schema: {
        tags,
        operationId: 'getDataExport',
        summary: "Read the user's latest data export",
        description:
          `The latest export (null before the first) with its progress, and when the next may be requested ` +
          `(null: now). A ready export has a \`download_url\` for ${DATA_EXPORT_HOURS} hours. ${SESSION_ONLY}`,
        response: { 200: dataExportStateSchema },
      },
    },
    async (request) => exports.state(requireSession(request).user.id),
  );

  app.post(
    '/api/account/data-export',
    {
      schema: {
        tags,
        operationId: 'requestDataExport',
        summary: 'Request a zip of all the user’s data',
        description:
          'Queues the export (202): a zip with README.txt, JSON files of the account, presentations, documents, ' +
          'folders, share links, contacts, notifications and insights, and the stored files under files/. The ' +
          'socket reports `data_export.progress`, then `data_export.ready` (an e-mail with the link follows) ' +
          `or \`data_export.failed\`. One at a time and one per ${DATA_EXPORT_INTERVAL_MINUTES} minutes ` +
          `(429 with the wait). ${SESSION_ONLY}`,
        response: { 202: dataExportSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await exports.request(requireSession(request).user.id, deps.buildJob)),
  );

  // The answer is the zip's bytes, which the Zod provider's reply type would not accept.
  base.get<{
    Params: z.output<typeof idParams>;
    Querystring: z.output<typeof dataExportDownloadQuerySchema>;
  }>(
    '/api/account/data-export/:id/download',
    {
      ...STORED_FILE_ROUTE,
      config: guardsSecret(perUserRateLimit(EXPORT_DOWNLOADS_PER_MINUTE)),
      schema: {
        tags,
        operationId: 'downloadDataExport',
        summary: 'Download a data export',
        description:
          'The zip (application/zip, as an attachment) of a `download_url`. The URL is signed and bound to the ' +
          'user who requested it: another user, a changed parameter or signature answer 404, and after its ' +
          `expiry 410. It needs that user's session as well. At most ${EXPORT_DOWNLOADS_PER_MINUTE} a minute (429). ` +
          SESSION_ONLY,
        params: idParams,
        querystring: dataExportDownloadQuerySchema,
        produces: ['application/zip'],
        response: {
          200: z.string().describe('The zip.'),
          410: detail('The download expired: request a new export.'),
        },
      },
    },
    async (request, reply) => {
      const user = requireSession(request).user;
      const { expires, signature } = request.query;
      const file = await exports.download(user.id, request.params.id, { expires, signature });
      if (deps.store.signedGetUrl) {
        const url = await deps.store.signedGetUrl(file.key, {
          expiresInSeconds: 60,
          contentType: 'application/zip',
          disposition: 'attachment',
        });
        return reply.header('Cache-Control', 'private, no-store').redirect(url, 302);
      }
      return sendStored(reply, {
        store: deps.store,
        key: file.key,
        range: request.headers.range,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': attachment(file.filename),
          'Cache-Control': 'private, no-store',
        },
      });
    },
  );

  app.post(
    '/api/account/delete',
    {
      config: guardsSecret(perUserRateLimit(DELETE_ATTEMPTS_PER_MINUTE)),
      schema: {
        tags,
        operationId: 'deleteAccount',
        summary: 'Delete the user’s account and everything in it',
        description:
          'Confirmed by `password`, or by `email` for an account that has no password (social sign-in); a ' +
          'wrong one answers 400 with the field. 409 while the user is the only admin, or the payer, of a ' +
          'team that has other members. A paid subscription is cancelled at Stripe first (502 if that fails: ' +
          'nothing is deleted). Then every presentation, document, asset, file, link, contact, insight, key, ' +
          'webhook and connection of the user is deleted, their links answer 404, every session ends and ' +
          `their sockets close; no e-mail or webhook about them is sent after. ${SESSION_ONLY}`,
        body: accountDeleteSchema,
        response: {
          204: z.null(),
          409: detail('The user must hand over or empty a team first.'),
          502: detail('The payment provider failed: nothing was deleted.'),
        },
      },
    },
    async (request, reply) => {
      await deletion.deleteConfirmed(requireSession(request).user, request.body);
      clearSessionCookie(reply, deps.cookie);
      return reply.status(204).send(null);
    },
  );
}
