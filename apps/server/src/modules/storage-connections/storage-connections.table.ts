import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * A cloud-storage account a user connected through OAuth (the code → token exchange done on the server).
 * Tokens are sealed with the server's encryption key and never reach the browser.
 */
export const storageConnections = pgTable(
  'storage_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['box', 'dropbox', 'google_drive'] }).notNull(),
    /** Who the account is at the provider (its e-mail or name), shown in Integrations. */
    accountLabel: text('account_label').notNull().default(''),
    accessTokenSealed: text('access_token_sealed').notNull(),
    refreshTokenSealed: text('refresh_token_sealed'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('storage_connections_user_provider_key').on(t.userId, t.provider)],
);
