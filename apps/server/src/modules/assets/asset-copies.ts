import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from '../../platform/storage/content-types.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { pageCopyKey } from './asset-storage.ts';
import type { AssetRow } from './assets.table.ts';

type Urls = { fileUrl: (key: string) => string };
type FileFields = Pick<AssetRow, 'fileKey' | 'convertedFiles' | 'pageThumbnails' | 'thumbnail'> &
  Partial<Pick<AssetRow, 'thumbnailCropped' | 'originalThumbnail' | 'thumbnailScreenshot' | 'thumbnailMeta'>>;

const freshName = (key: string) => `${randomBytes(16).toString('hex')}${path.extname(key)}`;

/**
 * Copies of stored files under new random keys, for a presentation copied into another account: the
 * copy owns its files, so nothing the original's owner deletes, converts again or revokes reaches it.
 * `created` lists the keys written, for the caller to remove if its rows are not written after all.
 */
export function createFileCopies(store: BlobStore, { fileUrl }: Urls) {
  const created: string[] = [];
  const done = new Map<string, string>();
  const filesBase = fileUrl('');

  /** Copies one file to `to`; a file missing from the store is left out (null). */
  async function copyTo(from: string, to: string) {
    const source = await store.get(from);
    if (!source) return null;
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-copy-'));
    try {
      const local = path.join(dir, 'file');
      await pipeline(source.stream, createWriteStream(local));
      await store.putFile(to, local, contentTypeOf(to));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    created.push(to);
    return to;
  }

  async function copyKey(from: string, to: string) {
    if (!done.has(from)) done.set(from, (await copyTo(from, to)) ?? '');
    return done.get(from) || null;
  }

  /** A cover image (logo, header image) copied beside the original under a new name. */
  const image = (key: string | null) =>
    key ? copyKey(key, `${path.dirname(key)}/${freshName(key)}`) : Promise.resolve(null);

  /** An asset's upload, page images and thumbnail copied, each under a new random key of its own. */
  async function asset<A extends FileFields>(row: A): Promise<A> {
    const oldFile = row.fileKey;
    const newFile = oldFile ? `${path.dirname(oldFile)}/${freshName(oldFile)}` : null;
    const target = (key: string) =>
      key.startsWith('pages/') || key.startsWith('thumbs/')
        ? pageCopyKey(key)
        : `${path.dirname(key)}/${freshName(key)}`;
    const pages = async (keys: string[]) => {
      const copied: string[] = [];
      for (const key of keys) {
        const to = await copyKey(key, target(key));
        if (to) copied.push(to);
      }
      return copied;
    };
    // A stored thumbnail (a page's, an upload, a screenshot) is copied; a link's or video's is someone else's URL.
    const thumbnailUrl = async <U extends string | null | undefined>(url: U) => {
      const stored = url?.startsWith(filesBase) ? url.slice(filesBase.length) : null;
      if (!stored) return url;
      const copied = await copyKey(stored, target(stored));
      return copied ? fileUrl(copied) : null;
    };
    const meta = row.thumbnailMeta;
    return {
      ...row,
      // Kept even when the original is missing, as the copy's own name.
      fileKey: oldFile && newFile ? ((await copyKey(oldFile, newFile)) ?? newFile) : null,
      convertedFiles: await pages(row.convertedFiles),
      pageThumbnails: await pages(row.pageThumbnails),
      thumbnail: await thumbnailUrl(row.thumbnail),
      ...('thumbnailCropped' in row && {
        thumbnailCropped: await thumbnailUrl(row.thumbnailCropped),
        originalThumbnail: await thumbnailUrl(row.originalThumbnail),
        thumbnailScreenshot: await thumbnailUrl(row.thumbnailScreenshot),
        thumbnailMeta: meta ? { ...meta, picture: (await thumbnailUrl(meta.picture)) ?? null } : meta,
      }),
    };
  }

  /** Removes what was copied (the copy's rows were not written). */
  const discard = () => Promise.all(created.map((key) => store.delete(key)));

  return { image, asset, discard };
}
