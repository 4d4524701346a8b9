/**
 * Who names an asset's stored file and pages: asset rows (a clone or a paste shares its source's keys)
 * and the clipboard's copies of assets, which a paste later turns into assets with those very keys.
 * Every cleanup asks here before it deletes. (Custom thumbnails: thumbnail-files.ts.)
 */
import { and, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clipboardItems } from '../clipboard/clipboard.table.ts';
import { assets } from './assets.table.ts';

const snapshotFileKey = sql<string>`${clipboardItems.asset}->>'fileKey'`;

/** Of these upload keys, those an asset or a clipboard copy still names as its file. */
export async function fileKeysInUse(db: Db, keys: string[]) {
  if (!keys.length) return new Set<string>();
  const used = await Promise.all([
    db.selectDistinct({ key: assets.fileKey }).from(assets).where(inArray(assets.fileKey, keys)),
    db.selectDistinct({ key: snapshotFileKey }).from(clipboardItems).where(inArray(snapshotFileKey, keys)),
  ]);
  return new Set(used.flat().map((r) => r.key));
}

const textArray = (keys: string[]) =>
  sql`array[${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
const listsAny = (list: SQL, keys: string[]) => sql`${list} ?| ${textArray(keys)}`;

/**
 * What of an asset's pages and file others use (before it is converted again): the page keys another
 * asset or a clipboard copy lists, and whether one names its file (then pages kept under the file's name
 * by earlier conversions are theirs too).
 */
export async function pagesInUseByOthers(
  db: Db,
  asset: { id: number; fileKey: string | null },
  keys: string[],
) {
  const file = asset.fileKey ? [asset.fileKey] : [];
  const pagesOf = (converted: SQL, thumbs: SQL) =>
    keys.length ? [listsAny(converted, keys), listsAny(thumbs, keys)] : [];
  const snapshotList = (field: 'convertedFiles' | 'pageThumbnails') =>
    sql`${clipboardItems.asset}->${sql.raw(`'${field}'`)}`;
  const matches = (conditions: (SQL | undefined)[]) => or(...conditions) ?? sql`false`;
  const [others, copies] = await Promise.all([
    db
      .select({ fileKey: assets.fileKey, converted: assets.convertedFiles, thumbs: assets.pageThumbnails })
      .from(assets)
      .where(
        and(
          ne(assets.id, asset.id),
          matches([
            ...pagesOf(sql`${assets.convertedFiles}`, sql`${assets.pageThumbnails}`),
            ...(file.length ? [inArray(assets.fileKey, file)] : []),
          ]),
        ),
      ),
    db
      .select({
        fileKey: snapshotFileKey,
        converted: sql<string[]>`${snapshotList('convertedFiles')}`,
        thumbs: sql<string[]>`${snapshotList('pageThumbnails')}`,
      })
      .from(clipboardItems)
      .where(
        matches([
          ...pagesOf(snapshotList('convertedFiles'), snapshotList('pageThumbnails')),
          ...(file.length ? [inArray(snapshotFileKey, file)] : []),
        ]),
      ),
  ]);
  const rows = [...others, ...copies];
  return {
    pages: new Set(rows.flatMap((r) => [...(r.converted ?? []), ...(r.thumbs ?? [])])),
    fileShared: rows.some((r) => asset.fileKey !== null && r.fileKey === asset.fileKey),
  };
}
