import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { presentations } from '../presentations/presentations.table.ts';

/** A tracked link to a presentation or document: individual (one per recipient or use) or the public one. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    /** 160 random bits as 40 lowercase hex characters: the only address recipients know. */
    hash: text('hash').notNull(),
    name: text('name').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    isIndexable: boolean('is_indexable').notNull().default(false),
    submittedToGallery: boolean('submitted_to_gallery').notNull().default(false),
    /** Unpublished: kept so it can be restored. */
    disabled: boolean('disabled').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    activityEmailUpdates: boolean('activity_email_updates').notNull().default(true),
    requireEmail: boolean('require_email').notNull().default(false),
    requireEmailMessage: text('require_email_message').notNull().default(''),
    requirePhoneNumber: boolean('require_phone_number').notNull().default(false),
    requirePhoneNumberMessage: text('require_phone_number_message').notNull().default(''),
    forwardTracking: boolean('forward_tracking').notNull().default(false),
    preventDownload: boolean('prevent_download').notNull().default(false),
    preventFeedback: boolean('prevent_feedback').notNull().default(false),
    preventPrinting: boolean('prevent_printing').notNull().default(false),
    /** argon2id; never leaves the server. */
    passwordHash: text('password_hash'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_links_hash_key').on(t.hash),
    index('share_links_presentation_idx').on(t.presentationId, t.createdAt.desc(), t.id.desc()),
    // The public link is a singleton: at most one enabled public link per presentation.
    uniqueIndex('share_links_one_public_key')
      .on(t.presentationId)
      .where(sql`${t.isPublic} and not ${t.disabled}`),
  ],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
