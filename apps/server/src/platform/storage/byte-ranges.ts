import type { FastifyReply } from 'fastify';
import { AppError, notFound } from '../errors.ts';
import type { BlobStore, ByteRange } from './storage.ts';

/** The one range a player asks for (`bytes=0-`, `bytes=500-999`, `bytes=-500`), or null for the whole file. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * The options of every route that sends stored files: never compressed on the fly, so the 200 and the 206
 * of a later byte range describe the same bytes (a resumed download, a seeking video) and a download shows
 * its size. Those worth compressing (PDFs, images, videos) already are.
 */
export const STORED_FILE_ROUTE = { compress: false } as const;

/**
 * Sends a stored file, or the byte range the request asks for (206), so that a video can seek.
 * `headers` (type, disposition, caching) are only set once the file is found.
 */
export async function sendStored(
  reply: FastifyReply,
  {
    store,
    key,
    range: rangeHeader,
    headers,
  }: {
    store: BlobStore;
    key: string;
    range: string | undefined;
    headers: Record<string, string>;
  },
) {
  const head = await store.head(key, 0);
  if (!head) throw notFound();
  const range = parseRange(rangeHeader, head.size);
  if (range === 'unsatisfiable') throw new AppError(416, { detail: 'Requested range not satisfiable.' });
  const file = await store.get(key, range ?? undefined);
  if (!file) throw notFound();
  reply.headers(headers).header('Accept-Ranges', 'bytes');
  if (!range) return reply.header('Content-Length', file.size).send(file.stream);
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(file.stream);
}

/** How long the S3 engine's presigned GET of a served file lives: what no server check can take back. */
export const STORED_FILE_REDIRECT_SECONDS = 60;

/**
 * Sends a stored file that may be shown (the caller checked who asks): from the bucket through a
 * presigned GET valid STORED_FILE_REDIRECT_SECONDS when the store signs them (S3), else through this
 * server with byte ranges. The headers keep it from ever running script.
 */
export async function sendFile(
  reply: FastifyReply,
  options: {
    store: BlobStore;
    key: string;
    range: string | undefined;
    type: string;
    inline: boolean;
    cache: string;
  },
) {
  const { store, key, type, inline, cache } = options;
  const disposition = inline ? 'inline' : 'attachment';
  if (store.signedGetUrl) {
    if (!(await store.head(key, 0))) throw notFound();
    const url = await store.signedGetUrl(key, {
      expiresInSeconds: STORED_FILE_REDIRECT_SECONDS,
      contentType: type,
      disposition,
    });
    return reply.header('Cache-Control', 'private, no-store').redirect(url, 302);
  }
  return sendStored(reply, {
    store,
    key,
    range: options.range,
    headers: {
      'Content-Type': type,
      'Content-Disposition': disposition,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': cache,
    },
  });
}
