import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { assets } from './assets.table.ts';

/** Where an asset's page images live: beside its upload's random name, so they cannot be guessed. */
export const pagesPrefixOf = (fileKey: string) => `pages/${path.basename(fileKey).replace(/\.[^.]+$/, '')}/`;

/** The uploaded files of these presentations' assets (read before the presentations are deleted). */
export async function assetFileKeys(db: Db, presentationIds: number[]) {
  if (!presentationIds.length) return [];
  const rows = await db
    .selectDistinct({ key: assets.fileKey })
    .from(assets)
    .where(inArray(assets.presentationId, presentationIds));
  return rows.map((r) => r.key).filter((k): k is string => Boolean(k));
}

/** Removes each file and its page images unless an asset (a copy, say) still uses it. */
export async function removeUnusedAssetFiles(db: Db, store: BlobStore, fileKeys: string[]) {
  if (!fileKeys.length) return;
  const used = await db
    .selectDistinct({ key: assets.fileKey })
    .from(assets)
    .where(inArray(assets.fileKey, fileKeys));
  const stillUsed = new Set(used.map((r) => r.key));
  for (const key of new Set(fileKeys)) {
    if (stillUsed.has(key)) continue;
    await store.delete(key);
    await store.deletePrefix(pagesPrefixOf(key));
  }
}
