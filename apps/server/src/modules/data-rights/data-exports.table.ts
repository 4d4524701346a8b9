import type { DataExportStatus } from '@folio/shared';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * A zip of everything a user has (Settings → Your data): written by a job, kept in the store for
 * DATA_EXPORT_HOURS, then deleted with its file by the cleanup job. Rows go with the user.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<DataExportStatus>().notNull().default('queued'),
    percentage: integer('percentage').notNull().default(0),
    /** The zip in the store once written; null before, and after it expired. */
    fileKey: text('file_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.id.desc()),
    index('data_exports_expires_idx').on(t.expiresAt),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
