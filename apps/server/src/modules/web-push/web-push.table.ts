import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/** A browser's Push API subscription (its push service endpoint and the keys to encrypt for it). */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url as the browser gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('web_push_subscriptions_endpoint_key').on(t.endpoint),
    // Every notification looks up its user's subscriptions.
    index('web_push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The VAPID key pair the server signs push requests with: made by the first instance that needs it and
 * shared through the database, so every instance signs with the key browsers subscribed with.
 */
export const webPushKeys = pgTable('web_push_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type WebPushSubscriptionRow = typeof webPushSubscriptions.$inferSelect;
