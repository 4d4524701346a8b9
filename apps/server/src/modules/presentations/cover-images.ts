import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { type PresentationRow, presentations } from './presentations.table.ts';

/** Every stored file of a cover: logo, header image (original, thumbnail, crop), picture, header video. */
export const COVER_FILE_COLUMNS = [
  'logoKey',
  'backgroundKey',
  'backgroundThumbnailKey',
  'backgroundCroppedKey',
  'pictureKey',
  'backgroundVideoKey',
  'backgroundVideoPosterKey',
] as const satisfies readonly (keyof PresentationRow)[];
export type CoverFileColumn = (typeof COVER_FILE_COLUMNS)[number];

export const coverFilesOf = (row: Pick<PresentationRow, CoverFileColumn>) =>
  COVER_FILE_COLUMNS.map((column) => row[column]);

const coverColumns = Object.fromEntries(COVER_FILE_COLUMNS.map((c) => [c, presentations[c]])) as {
  [C in CoverFileColumn]: (typeof presentations)[C];
};
/** For `.returning(...)` of deleted rows. */
export const coverFileSelection = coverColumns;

/** Removes cover files that no presentation uses any more: clones share them. */
export async function removeUnusedCoverImages(db: Db, store: BlobStore, keys: (string | null)[]) {
  const candidates = [...new Set(keys.filter((k): k is string => Boolean(k)))];
  if (!candidates.length) return;
  const used = await db
    .select(coverColumns)
    .from(presentations)
    .where(or(...COVER_FILE_COLUMNS.map((c) => inArray(presentations[c], candidates))));
  const inUse = new Set(used.flatMap((row) => coverFilesOf(row)));
  await Promise.all(candidates.filter((key) => !inUse.has(key)).map((key) => store.delete(key)));
}
