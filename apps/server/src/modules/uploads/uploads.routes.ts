import { PREMIUM_FILE_LIMIT, uploadSignSchema, uploadTicketSchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { KeyTakenError, type LocalStore, TooLargeError } from '../../platform/storage/local-store.ts';
import { verifyLocalUpload } from '../../platform/storage/upload-policy.ts';
import type { UploadsService } from './uploads.service.ts';

type Deps = { uploads: UploadsService; local: LocalStore | null; clock: Clock };

const refused = (detail: string) => new AppError(403, { detail });
/** A signed form writes its key once: posted again, it could swap a file already converted and shared. */
const KEY_TAKEN = 'This upload form has already been used.';

export async function uploadsRoutes(base: FastifyInstance, { uploads, local, clock }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/uploads/sign',
    {
      schema: {
        tags: ['uploads'],
        operationId: 'signUpload',
        summary: 'Sign a direct upload of one file',
        description:
          'Signs a direct upload of one file (spec §5 types and limits). Post `fields` then the file as `file` ' +
          'to `url` as multipart/form-data; then create the asset or document with `upload_key: key`. ' +
          'Files no asset uses are removed after 24 h.',
        body: uploadSignSchema,
        response: { 200: uploadTicketSchema },
      },
    },
    async (request) => uploads.sign(requireAuth(request).user, request.body),
  );

  if (!local) return;
  /**
   * The embedded store's stand-in for S3's POST endpoint: the policy is checked as S3 checks it (key,
   * expiry, signature, size range) and the file streams to disk, never whole in memory.
   */
  app.post('/api/uploads/local', { schema: { hide: true } }, async (request, reply) => {
    if (!request.isMultipart()) throw refused('Expected a multipart form.');
    const fields: Record<string, string> = {};
    for await (const part of request.parts({
      limits: { fileSize: PREMIUM_FILE_LIMIT + 1, files: 1, fields: 20 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const verified = verifyLocalUpload(local.signingSecret, fields, clock.now());
      const taken = 'refused' in verified ? null : await local.head(verified.key, 0);
      if ('refused' in verified || taken) {
        part.file.resume();
        throw refused('refused' in verified ? verified.refused : KEY_TAKEN);
      }
      try {
        const size = await local.putStream(verified.key, part.file, verified.maxBytes);
        if (size < verified.minBytes) {
          await local.delete(verified.key);
          throw new AppError(400, { detail: 'The file is empty.' });
        }
      } catch (error) {
        if (error instanceof KeyTakenError) throw refused(KEY_TAKEN);
        if (error instanceof TooLargeError)
          throw new AppError(413, { detail: 'The file is larger than this upload allows.' });
        throw error;
      }
      return reply.status(204).send();
    }
    throw new AppError(400, { detail: 'The form has no file.' });
  });
}
