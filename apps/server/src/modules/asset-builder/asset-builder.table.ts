import type { AssetBuilderStatus } from '@folio/shared';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { presentations } from '../presentations/presentations.table.ts';

/** A finished upload the draft will place among the proposed assets (it stays the user's upload until added). */
export type AssetBuilderFile = { upload_key: string; filename: string };
/** One proposed asset as stored: a file is named by its upload key, its name and kind are the draft's. */
export type StoredProposedAsset =
  | { type: 'text'; title: string; description: string }
  | { type: 'link'; website: string; title: string; thumbnail: string | null; thumbnails: string[] }
  | { type: 'file'; upload_key: string; title: string; description: string };

/**
 * An AI asset builder draft (spec §3 'Asset builder entry'): listing URLs and uploaded files in, a proposed
 * set of assets out, which the owner reviews before anything is added to the presentation.
 */
export const assetBuilderDrafts = pgTable(
  'asset_builder_drafts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    urls: jsonb('urls').$type<string[]>().notNull().default([]),
    files: jsonb('files').$type<AssetBuilderFile[]>().notNull().default([]),
    status: text('status').$type<AssetBuilderStatus>().notNull().default('draft'),
    percentage: integer('percentage').notNull().default(0),
    /** The proposed assets, in order, as generated and then as the owner edits them. */
    proposal: jsonb('proposal').$type<StoredProposedAsset[]>(),
    error: text('error'),
    /**
     * Counts generate calls: a job writes its result only while the draft still has the generation it
     * was queued for, so a canceled or superseded run can never land.
     */
    generation: integer('generation').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
  },
  (t) => [index('asset_builder_drafts_user_idx').on(t.userId, t.presentationId)],
);

export type AssetBuilderDraftRow = typeof assetBuilderDrafts.$inferSelect;
