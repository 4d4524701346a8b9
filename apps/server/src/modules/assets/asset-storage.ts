import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PAGE_RENDITION_WIDTHS } from '@folio/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { renditionKey } from '../../platform/storage/renditions.routes.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { type AssetRow, assets } from './assets.table.ts';

export type PageKeys = { image: string; thumbnail: string };

/** A new page image's key and its thumbnail's: random each, so that neither names the other or the file. */
export const newPageKeys = (): PageKeys => ({
  image: `pages/${randomBytes(16).toString('hex')}.jpg`,
  thumbnail: `thumbs/${randomBytes(16).toString('hex')}.jpg`,
});

/** A new random key for a copy of a page image or thumbnail (earlier conversions' pages included). */
export const pageCopyKey = (key: string) => {
  const keys = newPageKeys();
  return key.startsWith('thumbs/') || /\/thumb-\d{4}\.jpg$/.test(key) ? keys.thumbnail : keys.image;
};

/** Where earlier conversions put an asset's page images: beside its upload's name. */
const legacyPagesPrefixOf = (fileKey: string) => `pages/${path.basename(fileKey).replace(/\.[^.]+$/, '')}/`;

/** What an asset stores: its file, page images (with their copies) and page thumbnails. */
export type StoredFiles = Pick<AssetRow, 'fileKey' | 'convertedFiles' | 'pageThumbnails'>;

/** Removes the page images and thumbnails of an asset (a reconversion, or with its file). */
export async function removePageFiles(store: BlobStore, files: StoredFiles) {
  const keys = [
    ...files.convertedFiles.flatMap((key) => [
      key,
      ...PAGE_RENDITION_WIDTHS.map((w) => renditionKey(key, w)),
    ]),
    ...files.pageThumbnails,
  ];
  await Promise.all(keys.map((key) => store.delete(key)));
  if (files.fileKey) await store.deletePrefix(legacyPagesPrefixOf(files.fileKey));
}

/** The stored files of these presentations' assets (read before the presentations are deleted). */
export async function assetFiles(db: Db, presentationIds: number[]): Promise<StoredFiles[]> {
  if (!presentationIds.length) return [];
  return db
    .select({
      fileKey: assets.fileKey,
      convertedFiles: assets.convertedFiles,
      pageThumbnails: assets.pageThumbnails,
    })
    .from(assets)
    .where(inArray(assets.presentationId, presentationIds));
}

/** Removes each file and its page images unless an asset (a copy, say) still uses the file. */
export async function removeUnusedAssetFiles(db: Db, store: BlobStore, files: StoredFiles[]) {
  const withFile = files.filter((f): f is StoredFiles & { fileKey: string } => Boolean(f.fileKey));
  if (!withFile.length) return;
  const used = await db
    .selectDistinct({ key: assets.fileKey })
    .from(assets)
    .where(
      inArray(
        assets.fileKey,
        withFile.map((f) => f.fileKey),
      ),
    );
  const stillUsed = new Set(used.map((r) => r.key));
  const done = new Set<string>();
  for (const f of withFile) {
    if (stillUsed.has(f.fileKey) || done.has(f.fileKey)) continue;
    done.add(f.fileKey);
    await store.delete(f.fileKey);
    await removePageFiles(store, f);
  }
}
