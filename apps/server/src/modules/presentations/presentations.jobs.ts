import { and, isNotNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { assetFiles, removeUnusedAssetFiles } from '../assets/asset-storage.ts';
import { coverFileSelection, coverFilesOf, removeUnusedCoverImages } from './cover-images.ts';
import { presentations } from './presentations.table.ts';

/** How long a deleted presentation can still be restored. */
export const RESTORE_DAYS = 30;

/** Daily: presentations deleted more than 30 days ago go for good, with their cover images and files. */
export const purgeDeletedJob = ({ db, store, clock }: { db: Db; store: BlobStore; clock: Clock }) =>
  defineJob({
    name: 'presentations.purge-deleted',
    schema: z.object({}).passthrough(),
    cron: '40 3 * * *',
    async handler() {
      const cutoff = new Date(clock.now().getTime() - RESTORE_DAYS * 86_400_000);
      const expired = and(isNotNull(presentations.deletedAt), lt(presentations.deletedAt, cutoff));
      const ids = await db.select({ id: presentations.id }).from(presentations).where(expired);
      const files = await assetFiles(
        db,
        ids.map((r) => r.id),
      );
      const removed = await db.delete(presentations).where(expired).returning(coverFileSelection);
      await removeUnusedCoverImages(db, store, removed.flatMap(coverFilesOf));
      await removeUnusedAssetFiles(db, store, files);
    },
  });
