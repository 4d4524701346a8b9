import { thumbnailMetaSchema } from '@folio/shared';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { assetFiles, removeUnusedAssetFiles, type StoredFiles } from '../assets/asset-storage.ts';
import { clipboardItems } from '../clipboard/clipboard.table.ts';
import { coverFilesOf, removeUnusedCoverImages } from '../presentations/cover-images.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { companies } from '../teams/teams.table.ts';
import { uploads } from '../uploads/uploads.table.ts';
import { dataExports } from './data-exports.table.ts';

const storedFilesSchema = z.object({
  fileKey: z.string().nullable(),
  convertedFiles: z.array(z.string()),
  pageThumbnails: z.array(z.string()),
  thumbnail: z.string().nullable().optional(),
  thumbnailCropped: z.string().nullable().optional(),
  thumbnailScreenshot: z.string().nullable().optional(),
  thumbnailMeta: thumbnailMetaSchema.nullable().optional(),
});

/**
 * The stored files a deleted account leaves: cover files and asset files go unless another account still
 * uses them (a team member's copy of a template shares its files), the others always.
 */
export const accountFilesSchema = z.object({
  covers: z.array(z.string()),
  assets: z.array(storedFilesSchema),
  keys: z.array(z.string()),
  prefixes: z.array(z.string()),
});
export type AccountFiles = z.infer<typeof accountFilesSchema>;

/** Reads, in the deleting transaction, every stored file of the user (and of teams that go with them). */
export async function accountFilesOf(tx: Db, userId: number, teamIds: number[]): Promise<AccountFiles> {
  const owned = await tx.select().from(presentations).where(eq(presentations.userId, userId));
  const fromAssets = await assetFiles(
    tx,
    owned.map((p) => p.id),
  );
  // A clipboard copy and an upload not yet made an asset are files too; an asset may still use them.
  const copied = await tx
    .select({ asset: clipboardItems.asset })
    .from(clipboardItems)
    .where(eq(clipboardItems.userId, userId));
  const waiting = await tx
    .select({ key: uploads.key, fileKey: uploads.fileKey })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), isNull(uploads.attachedAt)));
  const exports = await tx
    .select({ key: dataExports.fileKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.fileKey)));
  const logos = teamIds.length
    ? await tx.select({ key: companies.logoKey }).from(companies).where(inArray(companies.id, teamIds))
    : [];
  const asFile = (fileKey: string | null): StoredFiles => ({
    fileKey,
    convertedFiles: [],
    pageThumbnails: [],
  });
  return {
    covers: owned.flatMap(coverFilesOf).filter((k): k is string => Boolean(k)),
    assets: [
      ...fromAssets,
      ...copied.map(({ asset }) => ({
        fileKey: asset.fileKey,
        convertedFiles: asset.convertedFiles,
        pageThumbnails: asset.pageThumbnails,
        thumbnail: asset.thumbnail,
        thumbnailCropped: asset.thumbnailCropped,
        thumbnailScreenshot: asset.thumbnailScreenshot,
        thumbnailMeta: asset.thumbnailMeta,
      })),
      ...waiting.flatMap((u) => [asFile(u.key), ...(u.fileKey ? [asFile(u.fileKey)] : [])]),
    ],
    keys: [...exports, ...logos].map((r) => r.key).filter((k): k is string => Boolean(k)),
    prefixes: [`users/${userId}/`],
  };
}

/** Deletes what the account left; run after the commit that deleted its rows, so it sees who still uses a file. */
export async function removeAccountFiles(db: Db, store: BlobStore, files: AccountFiles) {
  await removeUnusedCoverImages(db, store, files.covers);
  await removeUnusedAssetFiles(db, store, files.assets);
  await Promise.all(files.keys.map((key) => store.delete(key)));
  for (const prefix of files.prefixes) await store.deletePrefix(prefix);
}

/** The durable half of an account's deletion: queued in its transaction, so a crash leaves no file behind. */
export const removeAccountFilesJob = ({ db, store }: { db: Db; store: BlobStore }) =>
  defineJob({
    name: 'accounts.remove-files',
    schema: accountFilesSchema,
    handler: (files) => removeAccountFiles(db, store, files),
  });
