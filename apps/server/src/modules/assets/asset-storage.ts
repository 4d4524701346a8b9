import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PAGE_RENDITION_WIDTHS } from '@folio/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { renditionKey } from '../../platform/storage/renditions.routes.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { type AssetRow, assets } from './assets.table.ts';
import { fileKeysInUse, pagesInUseByOthers } from './file-references.ts';
import { type CustomThumbnailFiles, removeUnusedThumbnails } from './thumbnail-files.ts';

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
export type StoredFiles = Pick<AssetRow, 'fileKey' | 'convertedFiles' | 'pageThumbnails'> &
  Partial<CustomThumbnailFiles>;

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

/**
 * Removes an asset's page images and thumbnails before it is converted again, but none that a copy (an
 * asset or a clipboard copy sharing its keys) still lists.
 */
export async function removeOwnPageFiles(db: Db, store: BlobStore, asset: StoredFiles & { id: number }) {
  const keys = [...asset.convertedFiles, ...asset.pageThumbnails];
  const used = await pagesInUseByOthers(db, asset, keys);
  const own = (list: string[]) => list.filter((key) => !used.pages.has(key));
  await removePageFiles(store, {
    fileKey: used.fileShared ? null : asset.fileKey,
    convertedFiles: own(asset.convertedFiles),
    pageThumbnails: own(asset.pageThumbnails),
  });
}

/** The stored files of these presentations' assets (read before the presentations are deleted). */
export async function assetFiles(db: Db, presentationIds: number[]): Promise<StoredFiles[]> {
  if (!presentationIds.length) return [];
  return db
    .select({
      fileKey: assets.fileKey,
      convertedFiles: assets.convertedFiles,
      pageThumbnails: assets.pageThumbnails,
      thumbnail: assets.thumbnail,
      thumbnailCropped: assets.thumbnailCropped,
      thumbnailMeta: assets.thumbnailMeta,
      thumbnailScreenshot: assets.thumbnailScreenshot,
    })
    .from(assets)
    .where(inArray(assets.presentationId, presentationIds));
}

/**
 * Removes each file and its page images unless an asset (a copy, say) or a clipboard copy of one still
 * names the file (a paste takes the copy's keys as they are).
 */
export async function removeUnusedAssetFiles(db: Db, store: BlobStore, files: StoredFiles[]) {
  await removeUnusedThumbnails(db, store, files);
  const withFile = files.filter((f): f is StoredFiles & { fileKey: string } => Boolean(f.fileKey));
  if (!withFile.length) return;
  const stillUsed = await fileKeysInUse(
    db,
    withFile.map((f) => f.fileKey),
  );
  const done = new Set<string>();
  for (const f of withFile) {
    if (stillUsed.has(f.fileKey) || done.has(f.fileKey)) continue;
    done.add(f.fileKey);
    await store.delete(f.fileKey);
    await removePageFiles(store, f);
  }
}
