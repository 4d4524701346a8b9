import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * Every signed upload: who may attach the stored file, and since when it waits for an asset.
 * A file no asset took within 24 h is swept away with its row.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The key the file moves to when an asset is made from it, written before the move: if the server
     * stops between the move and the asset's row, a retry takes the moved file and the sweeper finds it.
     */
    fileKey: text('file_key'),
    /** Set when an asset takes the file; the asset then owns it. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [index('uploads_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`)],
);

export type UploadRow = typeof uploads.$inferSelect;
