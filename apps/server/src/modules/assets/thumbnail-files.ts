import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { storedKeyOf } from '../../platform/storage/storage.ts';
import { clipboardItems } from '../clipboard/clipboard.table.ts';
import { type AssetRow, assets } from './assets.table.ts';

/** Where uploaded thumbnails and website screenshots are stored (a chosen page is one of the page thumbnails). */
export const THUMBNAIL_PREFIX = 'asset-thumbnails';

/** A new random key for a custom thumbnail file. */
export const newThumbnailKey = (ext: string) =>
  `${THUMBNAIL_PREFIX}/${randomBytes(16).toString('hex')}${ext}`;

export type CustomThumbnailFiles = Pick<
  AssetRow,
  'thumbnail' | 'thumbnailCropped' | 'thumbnailMeta' | 'thumbnailScreenshot'
>;

/** The stored files of an asset's custom thumbnails: its uploaded picture, crop and screenshot. */
export function customThumbnailKeys(files: Partial<CustomThumbnailFiles>) {
  return [files.thumbnail, files.thumbnailCropped, files.thumbnailMeta?.picture, files.thumbnailScreenshot]
    .map((url) => (url ? storedKeyOf(url) : null))
    .filter((key): key is string => Boolean(key?.startsWith(`${THUMBNAIL_PREFIX}/`)));
}

/** Where a custom thumbnail's URL is kept: on an asset row, and in a clipboard copy of one (pasted later). */
const THUMBNAIL_PLACES = [
  {
    table: assets,
    columns: [
      assets.thumbnail,
      assets.thumbnailCropped,
      assets.thumbnailScreenshot,
      sql`${assets.thumbnailMeta}->>'picture'`,
    ],
    files: {
      thumbnail: assets.thumbnail,
      thumbnailCropped: assets.thumbnailCropped,
      thumbnailScreenshot: assets.thumbnailScreenshot,
      thumbnailMeta: assets.thumbnailMeta,
    },
  },
  {
    table: clipboardItems,
    columns: [
      sql`${clipboardItems.asset}->>'thumbnail'`,
      sql`${clipboardItems.asset}->>'thumbnailCropped'`,
      sql`${clipboardItems.asset}->>'thumbnailScreenshot'`,
      sql`${clipboardItems.asset}->'thumbnailMeta'->>'picture'`,
    ],
    files: {
      thumbnail: sql<string | null>`${clipboardItems.asset}->>'thumbnail'`,
      thumbnailCropped: sql<string | null>`${clipboardItems.asset}->>'thumbnailCropped'`,
      thumbnailScreenshot: sql<string | null>`${clipboardItems.asset}->>'thumbnailScreenshot'`,
      thumbnailMeta: sql<CustomThumbnailFiles['thumbnailMeta']>`${clipboardItems.asset}->'thumbnailMeta'`,
    },
  },
] as const;

/**
 * Removes these assets' custom thumbnail files that nothing names any more: no asset (a clone, say) and
 * no clipboard copy, whose paste must still show its thumbnail.
 */
export async function removeUnusedThumbnails(
  db: Db,
  store: BlobStore,
  files: Partial<CustomThumbnailFiles>[],
) {
  const candidates = [...new Set(files.flatMap(customThumbnailKeys))];
  if (!candidates.length) return;
  const patterns = sql.join(
    candidates.map((key) => sql`${`%/api/files/${key}`}`),
    sql`, `,
  );
  const used = await Promise.all(
    THUMBNAIL_PLACES.map((place) =>
      db
        .select(place.files)
        .from(place.table)
        .where(
          sql.join(
            place.columns.map((column) => sql`${column} like any(array[${patterns}])`),
            sql` or `,
          ),
        ),
    ),
  );
  const inUse = new Set(used.flat().flatMap(customThumbnailKeys));
  await Promise.all(candidates.filter((key) => !inUse.has(key)).map((key) => store.delete(key)));
}
