import type { FastifyInstance } from 'fastify';
import { sendStored } from './byte-ranges.ts';
import { contentTypeOf, isShownInline } from './content-types.ts';
import type { BlobStore } from './storage.ts';

/**
 * Serves stored files; keys are random, and the headers keep a file from ever running script. Byte
 * ranges let a video seek; images, videos and PDFs show in the browser, other files download.
 */
export async function fileRoutes(app: FastifyInstance, { store }: { store: BlobStore }) {
  app.get<{ Params: { '*': string } }>('/api/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const type = contentTypeOf(key);
    return sendStored(reply, {
      store,
      key,
      range: request.headers.range,
      headers: {
        'Content-Type': type,
        'Content-Disposition': isShownInline(type) ? 'inline' : 'attachment',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, max-age=31536000, immutable',
      },
    });
  });
}
