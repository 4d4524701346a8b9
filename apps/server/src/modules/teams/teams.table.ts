import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * A team (spec: company). It exists once its subscription is active; `billingUserId` is the admin whose
 * Stripe subscription pays for `seats`, and `stripeSubscriptionId` ties that subscription to this team once.
 */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  isCompanyPays: boolean('is_company_pays').notNull().default(false),
  billingUserId: integer('billing_user_id').references(() => users.id, { onDelete: 'set null' }),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  /** Seats paid for (the subscription's quantity); members plus open invites never exceed it. */
  seats: integer('seats').notNull().default(2),
  /** Team branding, set by an admin and applied to every member's recipient pages and share e-mails. */
  logoKey: text('logo_key'),
  primaryColor: text('primary_color'),
  showWhiteLabel: boolean('show_white_label').notNull().default(false),
  /** Whether a member's own logo and colour may replace the team's on what they share. */
  allowMemberBranding: boolean('allow_member_branding').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    hasDashboardAccess: boolean('has_dashboard_access').notNull().default(false),
    role: text('role').notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('company_members_user_idx').on(t.userId)],
);

export const companyInvites = pgTable(
  'company_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    message: text('message').notNull().default(''),
    /** The role the invitee gets on joining: 'admin' or 'member'. */
    role: text('role').notNull().default('member'),
    /** SHA-256 of the invite token carried in the sign-up link; a resend replaces it. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '14 days'`),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open invite per address and team: inviting again resends it.
    uniqueIndex('company_invites_open_email_key')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`accepted_at is null and declined_at is null and revoked_at is null`),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyInviteRow = typeof companyInvites.$inferSelect;
