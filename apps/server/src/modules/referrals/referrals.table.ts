import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/** Each user's referral code, made the first time the user looks at their referral page. */
export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who referred whom: one row per referred user. `qualifiedAt` is when the friend became a paying customer
 * (the credit job is queued in that transaction); `creditedAt` when the reward reached the referrer's balance.
 */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: integer('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    stripeBalanceTransactionId: text('stripe_balance_transaction_id'),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerUserId)],
);
