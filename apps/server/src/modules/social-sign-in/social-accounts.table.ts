import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * A Google or Facebook account linked to a user: signs them in, keeps the provider's picture. One per
 * provider and user; a provider account belongs to one user at most.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    /** Google's `sub`, Facebook's app-scoped user id. */
    providerUserId: text('provider_user_id').notNull(),
    email: text('email').notNull().default(''),
    /** The provider's picture URL as last seen at sign-in (spec: google_account_picture, facebook_account_picture). */
    pictureUrl: text('picture_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_key').on(t.provider, t.providerUserId),
    uniqueIndex('social_accounts_user_provider_key').on(t.userId, t.provider),
  ],
);
