import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { STORED_FILE_ROUTE, sendFile } from './byte-ranges.ts';
import { contentTypeOf, isShownInline } from './content-types.ts';
import { type BlobStore, isValidKey } from './storage.ts';

/** Whether this signed-in user may read the stored file `key` (something of theirs uses it). */
export type MayRead = (userId: number, key: string) => Promise<boolean>;

/**
 * The owner's files, `/api/files/{key}`: only to the session of a user something of theirs uses the key,
 * else 404 as for a key that does not exist (recipients get `/api/client/files/{token}` URLs instead).
 * Byte ranges let a video seek; images, videos and PDFs show in the browser, other files download.
 */
export async function fileRoutes(
  app: FastifyInstance,
  { store, mayRead }: { store: BlobStore; mayRead: MayRead },
) {
  app.get<{ Params: { '*': string } }>(
    '/api/files/*',
    { ...STORED_FILE_ROUTE, schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      const user = request.auth?.user;
      if (!user || !isValidKey(key) || !(await mayRead(user.id, key))) throw notFound();
      const type = contentTypeOf(key);
      return sendFile(reply, {
        store,
        key,
        range: request.headers.range,
        type,
        inline: isShownInline(type),
        cache: 'private, max-age=31536000, immutable',
      });
    },
  );
}
