import { RECIPIENT_EMAILS_TEXTS, stopEmailsResponseSchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import type { StopEmails } from './stop-emails.ts';

/** Tries a minute per address and link; a hash is unguessable, so this only bounds a loop. */
const RATE_LIMIT = 20;

/** `POST client/presentations/{id}/disable` of the spec: what a recipient can turn off for themselves. */
export async function stopEmailsRoutes(base: FastifyInstance, { stopEmails }: { stopEmails: StopEmails }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/client/presentations/:hash/disable',
    {
      config: {
        rateLimit: {
          max: RATE_LIMIT,
          timeWindow: '1 minute',
          keyGenerator: (request) => `${request.ip}:${(request.params as { hash?: string }).hash}`,
        },
      },
      schema: {
        tags: ['viewer'],
        operationId: 'stopShareEmails',
        summary: 'Stop the e-mails about a shared presentation',
        security: NO_CREDENTIALS,
        description:
          'The recipient of an e-mailed link turns off the e-mails about it: automatic reminders stop at once ' +
          '(none is sent after this call, even one already due), and the author’s “updated” notices and ' +
          'messages skip this link. The link itself keeps working and its views are still counted; the ' +
          'author’s explicit resend still goes out. Authorised by the link’s hash — the capability the ' +
          'recipient’s e-mail carries, in its footer link ' +
          `'${RECIPIENT_EMAILS_TEXTS.stopLink}' — with no session. Idempotent: every call answers 200 with ` +
          'the title and the moment the e-mails were first stopped. 404 for an unknown hash, a public link or ' +
          `a link not sent by e-mail (nobody to stop e-mails for), or a deleted presentation. At most ${RATE_LIMIT} ` +
          'calls a minute per address and link (429).',
        params: z.object({ hash: z.string().max(64) }),
        response: { 200: stopEmailsResponseSchema },
      },
    },
    async (request) => stopEmails.stop(request.params.hash),
  );
}
