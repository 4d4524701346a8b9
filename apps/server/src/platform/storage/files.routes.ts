import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../errors.ts';
import { contentTypeOf, isShownInline } from './content-types.ts';
import type { BlobStore, ByteRange } from './storage.ts';

/** The one range a player asks for (`bytes=0-`, `bytes=500-999`, `bytes=-500`), or null for the whole file. */
function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * Serves stored files; keys are random, and the headers keep a file from ever running script. Byte
 * ranges let a video seek; images, videos and PDFs show in the browser, other files download.
 */
export async function fileRoutes(app: FastifyInstance, { store }: { store: BlobStore }) {
  app.get<{ Params: { '*': string } }>('/api/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const head = await store.head(key, 0);
    if (!head) throw notFound();
    const range = parseRange(request.headers.range, head.size);
    if (range === 'unsatisfiable') throw new AppError(416, { detail: 'Requested range not satisfiable.' });
    const file = await store.get(key, range ?? undefined);
    if (!file) throw notFound();
    const type = contentTypeOf(key);
    reply
      .header('Content-Type', type)
      .header('Accept-Ranges', 'bytes')
      .header('Content-Disposition', isShownInline(type) ? 'inline' : 'attachment')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=31536000, immutable');
    if (!range) return reply.header('Content-Length', file.size).send(file.stream);
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(file.stream);
  });
}
