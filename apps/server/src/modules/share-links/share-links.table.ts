import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** Burned-in watermark (issue 18): page images drawn per viewer with who, when and this link's name. */
    watermark: boolean('watermark').notNull().default(false),
    /** The watermark text's opacity in percent. */
    watermarkOpacity: integer('watermark_opacity').notNull().default(20),
    // Verified e-mail gate, allow and block lists (issue 18 points 1-2).
    /** The recipient proves their e-mail with a code sent to it before seeing anything. */
    verifyEmail: boolean('verify_email').notNull().default(false),
    /** Lower-cased e-mails and whole domains (`@acme.com`); any entry implies the verified e-mail gate. */
    allowList: text('allow_list').array().notNull().default(sql`'{}'::text[]`),
    blockList: text('block_list').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Raised when a gate is turned on or tightened: file URLs and view sessions of an older version stop,
     * so a viewer already inside passes the gates as they are now.
     */
    accessVersion: integer('access_version').notNull().default(0),
    /** argon2id; never leaves the server. */
    passwordHash: text('password_hash'),
    /** Set when the link was sent by e-mail (share with email, forwarding): the recipient's address, lower-cased. */
    email: text('email'),
    /** The e-mail as sent: title, subject and message, read back when the share is edited or resent. */
    title: text('title').notNull().default(''),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull().default(''),
    hasAutoReminder: boolean('has_auto_reminder').notNull().default(false),
    daysUntilNextReminder: integer('days_until_next_reminder'),
    reminderInterval: integer('reminder_interval'),
    /** When the next reminder is due; null once reminders stop (first view, 30 days, disabled link). */
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    remindersSent: integer('reminders_sent').notNull().default(0),
    /**
     * When the recipient turned off reminders and follow-up e-mails for this link
     * (`POST /api/client/presentations/{hash}/disable`); null while they still want them.
     */
    emailsStoppedAt: timestamp('emails_stopped_at', { withTimezone: true }),
    /** The link a recipient forwarded to make this one (forward tracking). */
    forwardedFromLinkId: integer('forwarded_from_link_id').references((): AnyPgColumn => shareLinks.id, {
      onDelete: 'set null',
    }),
    // Expiry and limits (link-limits): null is no limit. The used counts rise in one statement per view.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    expiresDaysAfterFirstView: integer('expires_days_after_first_view'),
    maxViews: integer('max_views'),
    maxViewers: integer('max_viewers'),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    viewsUsed: integer('views_used').notNull().default(0),
    viewersUsed: integer('viewers_used').notNull().default(0),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_links_hash_key').on(t.hash),
    index('share_links_next_reminder_idx').on(t.nextReminderAt).where(sql`${t.nextReminderAt} is not null`),
    index('share_links_email_idx').on(t.createdByUserId, t.email),
    index('share_links_presentation_idx').on(t.presentationId, t.createdAt.desc(), t.id.desc()),
    // The public link is a singleton: at most one enabled public link per presentation.
    uniqueIndex('share_links_one_public_key')
      .on(t.presentationId)
      .where(sql`${t.isPublic} and not ${t.disabled}`),
  ],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** A recipient forwarding a link (spec §7 forward): who, to whom, and the tracked link made for them if any. */
export const linkForwards = pgTable(
  'link_forwards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shareLinkId: integer('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    /** The viewing session the forward came from (its viewer is the forwarder). */
    viewSessionId: integer('view_session_id'),
    /** The link made for the new recipient under forward tracking; null when they got the sender's link. */
    forwardLinkId: integer('forward_link_id').references(() => shareLinks.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('link_forwards_presentation_idx').on(t.presentationId, t.createdAt.desc()),
    index('link_forwards_session_idx').on(t.viewSessionId),
  ],
);

export type LinkForwardRow = typeof linkForwards.$inferSelect;
