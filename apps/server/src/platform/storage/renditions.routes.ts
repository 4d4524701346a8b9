import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isPageImageKey, PAGE_RENDITION_WIDTHS } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { notFound } from '../errors.ts';
import { STORED_FILE_ROUTE, sendStored } from './byte-ranges.ts';
import type { MayRead } from './files.routes.ts';
import { type BlobStore, isValidKey } from './storage.ts';

/** As the converter writes page images; the copies are only smaller. */
const RENDITION_JPEG = { quality: 82, optimiseCoding: false } as const;

/**
 * Where a page image's copy is kept: under a name the page's key hashes to (a copy's key never leads back
 * to its page), or beside the page (page-0001.jpg → page-0001-w800.jpg) for pages of earlier conversions,
 * which were in their asset's folder.
 */
export const renditionKey = (key: string, width: number) =>
  key.includes('/page-')
    ? key.replace(/\.jpg$/, `-w${width}.jpg`)
    : `renditions/${createHash('sha256').update(`${key} ${width}`).digest('hex').slice(0, 32)}.jpg`;

/**
 * A page image's copy at one of PAGE_RENDITION_WIDTHS, made on first request and stored beside it;
 * requests for the same copy while it is made wait for the one resize.
 */
export function createRenditions(store: BlobStore) {
  const making = new Map<string, Promise<void>>();

  async function make(key: string, width: number, target: string) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'folio-rendition-'));
    try {
      const source = path.join(dir, 'page.jpg');
      const copy = path.join(dir, `page-w${width}.jpg`);
      await store.download(key, source);
      await sharp(source).resize({ width, withoutEnlargement: true }).jpeg(RENDITION_JPEG).toFile(copy);
      await store.putFile(target, copy, 'image/jpeg');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    /** The key of the copy of the page image `key` at `width`, made now if need be. */
    async ensure(key: string, width: number) {
      const target = renditionKey(key, width);
      if (await store.head(target, 0)) return target;
      let made = making.get(target);
      if (!made) {
        made = make(key, width, target).finally(() => making.delete(target));
        making.set(target, made);
      }
      await made;
      return target;
    },
  };
}

export type Renditions = ReturnType<typeof createRenditions>;

/** The owner's page copies, `/api/renditions/{width}/{key}`: answered only where `/api/files/{key}` is. */
export async function renditionRoutes(
  app: FastifyInstance,
  { renditions, store, mayRead }: { renditions: Renditions; store: BlobStore; mayRead: MayRead },
) {
  app.get<{ Params: { width: string; '*': string } }>(
    '/api/renditions/:width/*',
    { ...STORED_FILE_ROUTE, schema: { hide: true } },
    async (request, reply) => {
      const width = Number(request.params.width);
      const key = request.params['*'];
      const user = request.auth?.user;
      if (!PAGE_RENDITION_WIDTHS.some((w) => w === width) || !isPageImageKey(key) || !isValidKey(key))
        throw notFound();
      if (!user || !(await mayRead(user.id, key))) throw notFound();
      if (!(await store.head(key, 0))) throw notFound();
      return sendStored(reply, {
        store,
        key: await renditions.ensure(key, width),
        range: request.headers.range,
        headers: {
          'Content-Type': 'image/jpeg',
          'Content-Disposition': 'inline',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'Cache-Control': 'private, max-age=31536000, immutable',
        },
      });
    },
  );
}
