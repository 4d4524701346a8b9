import {
  BILLING_MESSAGES,
  MIN_TEAM_SEATS,
  type PlanId,
  type PlanInterval,
  type Subscription,
  type SubscriptionStatus,
} from '@folio/shared';
import type Stripe from 'stripe';
import type { Clock } from '../../platform/clock.ts';
import { fieldError } from '../../platform/errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import {
  alreadySubscribed,
  couponInvalid,
  noCustomer,
  noSubscription,
  planUnavailable,
  providerFailed,
  samePeriod,
} from './billing.errors.ts';
import type { BillingCustomerRow } from './billing.table.ts';
import type { Coupons } from './coupons.ts';
import type { Customers } from './customers.ts';
import type { Plans } from './plans.ts';
import type { StripeClient } from './stripe.client.ts';
import type { SubscriptionSync } from './subscription-sync.ts';

const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);

export const presentSubscription = (row: BillingCustomerRow | null): Subscription | null =>
  row?.stripeSubscriptionId && row.status
    ? {
        plan_id: row.planId as PlanId | null,
        status: row.status as SubscriptionStatus,
        interval: row.planId ? (row.planId.endsWith('_yearly') ? 'year' : 'month') : null,
        quantity: row.quantity,
        current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
        cancel_at_period_end: row.cancelAtPeriodEnd,
      }
    : null;

/** Where Checkout may send the user back: a path of this app, or an address on its own origin. */
function ownUrl(publicUrl: string, value: string | undefined, fallback: string) {
  if (!value) return `${publicUrl}${fallback}`;
  const url = URL.canParse(value, publicUrl) ? new URL(value, publicUrl) : null;
  if (url?.origin !== new URL(publicUrl).origin)
    throw fieldError('cancel_url', 'Must be an address of this site.');
  return url.href;
}

/** Start (hosted Checkout), cancel, change period and read the user's subscription; the portal. */
export function createSubscriptions(deps: {
  stripe: StripeClient;
  plans: Plans;
  coupons: Coupons;
  customers: Customers;
  sync: SubscriptionSync;
  clock: Clock;
  publicUrl: string;
}) {
  const { stripe, plans, coupons, customers, sync, clock, publicUrl } = deps;

  async function live(userId: number) {
    const customer = await customers.find(userId);
    if (!customer?.stripeSubscriptionId || !LIVE.has(customer.status ?? '')) throw noSubscription();
    return { customer, subscriptionId: customer.stripeSubscriptionId };
  }

  /** Runs a change in Stripe, then stores what Stripe answered (the webhook will say the same later). */
  async function change(userId: number, failure: string, run: () => Promise<Stripe.Subscription>) {
    const readAt = clock.now();
    let updated: Stripe.Subscription;
    try {
      updated = await run();
    } catch {
      throw providerFailed(failure);
    }
    await sync.apply(userId, updated, readAt);
  }

  return {
    async current(userId: number) {
      return presentSubscription(await customers.find(userId));
    },

    /** A hosted Checkout page for the plan; answers its URL. The subscription starts when Stripe says it is paid. */
    async start(
      user: UserRow,
      input: { plan_id: PlanId; quantity: number; coupon?: string; cancel_url?: string },
    ) {
      const plan = await plans.find(input.plan_id);
      if (!plan) throw planUnavailable();
      const tiered = input.plan_id.startsWith('tiered');
      if (tiered && input.quantity < MIN_TEAM_SEATS)
        throw fieldError('quantity', BILLING_MESSAGES.tieredNeedsTeam);
      const existing = await customers.find(user.id);
      if (existing?.stripeSubscriptionId && LIVE.has(existing.status ?? '')) throw alreadySubscribed();
      const promotion = input.coupon ? await coupons.find(input.coupon) : null;
      if (input.coupon && !promotion) throw couponInvalid('coupon');
      const cancelUrl = ownUrl(publicUrl, input.cancel_url, `/payment/${input.plan_id}?checkout=canceled`);
      const customer = await customers.ensure(user);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.stripeCustomerId,
        client_reference_id: String(user.id),
        line_items: [{ price: plan.stripePriceId, quantity: tiered ? input.quantity : 1 }],
        ...(promotion
          ? { discounts: [{ promotion_code: promotion.promotionCodeId }] }
          : { allow_promotion_codes: true }),
        subscription_data: { metadata: { folio_user_id: String(user.id), folio_plan_id: input.plan_id } },
        // The plan's page waits there until the webhook has made the user premium.
        success_url: `${publicUrl}/payment/${input.plan_id}?checkout=success`,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw providerFailed();
      return { url: session.url };
    },

    /** Cancels at the end of the paid period: premium stays until then. */
    async cancel(userId: number) {
      const { subscriptionId } = await live(userId);
      await change(userId, BILLING_MESSAGES.cancelFailed, () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
      return { message: BILLING_MESSAGES.canceled };
    },

    /** Moves the subscription to the same kind of plan billed every month or every year, prorated. */
    async changePeriod(userId: number, interval: PlanInterval) {
      const { customer, subscriptionId } = await live(userId);
      const kind = customer.planId?.startsWith('tiered') ? 'tiered' : 'core';
      const target = await plans.find(`${kind}_${interval === 'year' ? 'yearly' : 'monthly'}`);
      if (!target) throw planUnavailable();
      if (customer.planId === target.id) throw samePeriod();
      await change(userId, BILLING_MESSAGES.editFailed, async () => {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        const item = current.items.data[0]!;
        return stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price: target.stripePriceId, quantity: item.quantity ?? 1 }],
          proration_behavior: 'create_prorations',
        });
      });
      return { message: BILLING_MESSAGES.periodUpdated };
    },

    /** The Stripe Customer Portal (cards, invoices, cancel) for the user's customer. */
    async portal(userId: number, returnPath = '/settings/billing') {
      const customer = await customers.find(userId);
      if (!customer) throw noCustomer();
      const session = await stripe.billingPortal.sessions.create({
        customer: customer.stripeCustomerId,
        return_url: `${publicUrl}${returnPath}`,
      });
      return { url: session.url };
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
