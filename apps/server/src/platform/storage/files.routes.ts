import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import type { BlobStore } from './storage.ts';

/** Serves stored files; keys are random, and the headers keep a file from ever running script. */
export async function fileRoutes(app: FastifyInstance, { store }: { store: BlobStore }) {
  app.get<{ Params: { '*': string } }>('/api/files/*', { schema: { hide: true } }, async (request, reply) => {
    const file = await store.get(request.params['*']);
    if (!file) throw notFound();
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Content-Disposition', 'inline')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .send(file.stream);
  });
}
