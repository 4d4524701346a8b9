import type { PlanTier } from '@folio/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/** The plans as Stripe last described them (synced from its Prices), so GET /plan never waits on Stripe. */
export const billingPlans = pgTable('billing_plans', {
  id: text('id', { enum: ['core_monthly', 'core_yearly', 'tiered_monthly', 'tiered_yearly'] }).primaryKey(),
  stripePriceId: text('stripe_price_id').notNull(),
  interval: text('interval', { enum: ['month', 'year'] }).notNull(),
  currency: text('currency').notNull(),
  tiers: jsonb('tiers').$type<PlanTier[]>().notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
});

/**
 * A user's Stripe customer and the subscription as Stripe last told us. `syncedAt` is when the copy was
 * read from Stripe: a copy read earlier never overwrites one read later.
 */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').notNull().unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    planId: text('plan_id'),
    status: text('status'),
    quantity: integer('quantity').notNull().default(0),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_customers_subscription_idx').on(t.stripeSubscriptionId)],
);

/** Every webhook event Stripe delivered, by its id: stored once, applied once by a job. */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('stripe_events_unprocessed_idx').on(t.receivedAt).where(sql`processed_at is null`)],
);

export type BillingCustomerRow = typeof billingCustomers.$inferSelect;
export type BillingPlanRow = typeof billingPlans.$inferSelect;
