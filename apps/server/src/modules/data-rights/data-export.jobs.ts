import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import type { DataExports } from './data-export.service.ts';
import { dataExports } from './data-exports.table.ts';

/** Writes one export's zip; retried twice (a restart mid-way starts it again from the beginning). */
export const buildDataExportJob = (exports: () => DataExports) =>
  defineJob({
    name: 'data-exports.build',
    schema: z.object({ exportId: z.number().int().positive() }),
    retryLimit: 2,
    expireInSeconds: 3600,
    handler: ({ exportId }, { lastAttempt }) => exports().run(exportId, lastAttempt),
  });

/** Deletes from the store the zips past their expiry, and those of failed exports; answers how many. */
export async function removeExpiredExports({ db, store, clock }: { db: Db; store: BlobStore; clock: Clock }) {
  const due = await db
    .select({ id: dataExports.id, fileKey: dataExports.fileKey, status: dataExports.status })
    .from(dataExports)
    .where(
      and(
        isNotNull(dataExports.fileKey),
        or(
          and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, clock.now())),
          eq(dataExports.status, 'failed'),
        ),
      ),
    );
  for (const row of due) {
    await store.delete(row.fileKey!);
    await db
      .update(dataExports)
      .set({ fileKey: null, status: row.status === 'ready' ? 'expired' : row.status })
      .where(eq(dataExports.id, row.id));
  }
  return due.length;
}

/** Hourly: expired zips leave the store. */
export const cleanupDataExportsJob = (deps: { db: Db; store: BlobStore; clock: Clock }) =>
  defineJob({
    name: 'data-exports.cleanup',
    schema: z.object({}).passthrough(),
    cron: '23 * * * *',
    handler: async () => {
      await removeExpiredExports(deps);
    },
  });
