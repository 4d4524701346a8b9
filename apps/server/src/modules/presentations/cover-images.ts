import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { presentations } from './presentations.table.ts';

/** Removes cover images (logos, header images) that no presentation uses any more: clones share them. */
export async function removeUnusedCoverImages(db: Db, store: BlobStore, keys: (string | null)[]) {
  const candidates = [...new Set(keys.filter((k): k is string => Boolean(k)))];
  if (!candidates.length) return;
  const used = await db
    .select({
      logo: presentations.logoKey,
      background: presentations.backgroundKey,
      thumbnail: presentations.backgroundThumbnailKey,
    })
    .from(presentations)
    .where(
      or(
        inArray(presentations.logoKey, candidates),
        inArray(presentations.backgroundKey, candidates),
        inArray(presentations.backgroundThumbnailKey, candidates),
      ),
    );
  const inUse = new Set(used.flatMap((row) => [row.logo, row.background, row.thumbnail]));
  await Promise.all(candidates.filter((key) => !inUse.has(key)).map((key) => store.delete(key)));
}
