import { index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import type { AssetRow } from '../assets/assets.table.ts';
import { presentations } from '../presentations/presentations.table.ts';

/** What a copied asset carries to the clipboard: everything but its place. */
export type AssetSnapshot = Omit<AssetRow, 'id' | 'presentationId' | 'position' | 'createdAt' | 'updatedAt'>;

export const clipboardItems = pgTable(
  'clipboard_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourcePresentationId: integer('source_presentation_id').references(() => presentations.id, {
      onDelete: 'set null',
    }),
    asset: jsonb('asset').$type<AssetSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clipboard_user_idx').on(t.userId, t.id.desc())],
);
