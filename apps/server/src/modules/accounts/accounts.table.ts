import { HOT_LEAD_MINUTES, type NotificationSettings, type ViewEmailMode } from '@folio/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /**
     * When the address was proven (verification link or code, an invite sent to it). Null: unverified, so
     * nothing shared to the address attaches and the user cannot share by e-mail. Social sign-in sets it
     * when the provider says the address is verified.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set when the account was created through a social provider and has no password. */
    provider: text('provider'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    mobilePhone: text('mobile_phone').notNull().default(''),
    pictureKey: text('picture_key'),
    thumbnailPictureKey: text('thumbnail_picture_key'),
    logoKey: text('logo_key'),
    role: text('role', { enum: ['free_agent', 'premium_agent'] })
      .notNull()
      .default('free_agent'),
    subscriptionStatus: text('subscription_status'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** When the end of the trial was handled (the downgrade-to-free modal raised for a free user), once. */
    trialEndHandledAt: timestamp('trial_end_handled_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    isBeta: boolean('is_beta').notNull().default(false),
    showOnboarding: boolean('show_onboarding').notNull().default(true),
    showDowngradeToFreemiumModal: boolean('show_downgrade_to_freemium_modal').notNull().default(false),
    hasNewReceivedPresentation: boolean('has_new_received_presentation').notNull().default(false),
    hasNewPresentationTemplate: boolean('has_new_presentation_template').notNull().default(false),
    canReferAFriend: boolean('can_refer_a_friend').notNull().default(true),
    changePasswordRequired: boolean('change_password_required').notNull().default(false),
    templatesUsed: integer('templates_used').notNull().default(0),
    /** When the starter templates were put in the account (once, on the first visit of an empty account). */
    starterTemplatesAt: timestamp('starter_templates_at', { withTimezone: true }),
    remainingPresentationInsightsFreeUser: integer('remaining_presentation_insights_free_user').notNull(),
    autoSummarizeAssets: boolean('auto_summarize_assets').notNull().default(true),
    hideSummarizerModal: boolean('hide_summarizer_modal').notNull().default(false),
    hideInFolders: boolean('hide_in_folders').notNull().default(false),
    hideEmptyBackgroundAlert: boolean('hide_empty_background_alert').notNull().default(false),
    showSingleFileInformation: boolean('show_single_file_information').notNull().default(true),
    webPushNotifications: boolean('web_push_notifications').notNull().default(false),
    onesignalPlayerId: text('onesignal_player_id'),
    /** IANA time zone of the user's browser (e-mails give times in it); null: UTC. */
    timeZone: text('time_zone'),
    /** E-mails about views: at each viewer's first view, a daily digest, or none (settings). */
    viewEmails: text('view_emails').$type<ViewEmailMode>().notNull().default('instant'),
    /** Minutes in one visit that make a viewer a 'hot lead'; null: no such alerts. */
    hotLeadMinutes: integer('hot_lead_minutes').default(HOT_LEAD_MINUTES.default),
    /** Per notification category: in-app, e-mail and push on or off (settings, Notifications tab). */
    notificationSettings: jsonb('notification_settings').$type<NotificationSettings>().notNull().default({}),
    primaryColor: text('primary_color'),
    /** White label (premium): recipients see the user's logo and primary colour instead of Folio's. */
    showWhiteLabel: boolean('show_white_label').notNull().default(false),
    /** Recipient pages without their header (premium): nothing above the presentation but its cover. */
    hideRecipientHeader: boolean('hide_recipient_header').notNull().default(false),
    /** Marketing attributions sent at sign-up (fpr, rr, hubspotutk). */
    /** When the user last used the app (an authenticated request), kept to the minute or so for Manage Team. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    signupSource: jsonb('signup_source').$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A verification sent to `email` (the user's address, or the new one of an e-mail change): the link's
 * token and the 6-digit code, both stored hashed, single use, with the wrong code attempts counted.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.ip, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type EmailVerificationRow = typeof emailVerifications.$inferSelect;
