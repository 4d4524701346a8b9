import {
  BILLING_MESSAGES,
  DATA_RIGHTS_TEXTS,
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
  notInGoodStanding,
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
/** A subscription that is paid up: only such a one is moved to another plan. */
const GOOD_STANDING = new Set(['active', 'trialing']);

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

  /** Puts the subscription's item on another price and/or seat count, prorated, and stores the answer. */
  async function moveItem(
    userId: number,
    failure: string,
    priceId: string | null,
    quantity: number | null,
    metadata?: Record<string, string>,
  ) {
    const { subscriptionId } = await live(userId);
    await change(userId, failure, async () => {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0]!;
      return stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: priceId ?? item.price.id, quantity: quantity ?? item.quantity ?? 1 }],
        proration_behavior: 'create_prorations',
        // Moved to a team's plan: the team lives on it, so a pending cancellation is called off.
        ...(metadata && { metadata, cancel_at_period_end: false }),
      });
    });
  }

  /**
   * A hosted Checkout page for the plan; answers its URL. The subscription starts when Stripe says it is
   * paid. `metadata` goes on the subscription (a team's name: the team is made once it is active).
   */
  async function start(
    user: UserRow,
    input: { plan_id: PlanId; quantity: number; coupon?: string; cancel_url?: string },
    options: { metadata?: Record<string, string>; successPath?: string } = {},
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
      subscription_data: {
        metadata: { ...options.metadata, folio_user_id: String(user.id), folio_plan_id: input.plan_id },
      },
      // The plan's page waits there until the webhook has made the user premium.
      success_url: `${publicUrl}${options.successPath ?? `/payment/${input.plan_id}?checkout=success`}`,
      cancel_url: cancelUrl,
    });
    if (!session.url) throw providerFailed();
    return { url: session.url };
  }

  return {
    async current(userId: number) {
      return presentSubscription(await customers.find(userId));
    },

    start,

    /**
     * A team's plan: Checkout when the user has no live subscription, else their subscription moved to the
     * plan with `quantity` seats, prorated, and stored at once (the answer is then `successPath`). `metadata`
     * goes on the subscription either way. 409 when their subscription is not in good standing.
     */
    async startOrMove(
      user: UserRow,
      input: { plan_id: PlanId; quantity: number; cancel_url?: string },
      options: { metadata: Record<string, string>; successPath: string },
    ) {
      const existing = await customers.find(user.id);
      if (!(existing?.stripeSubscriptionId && LIVE.has(existing.status ?? '')))
        return start(user, input, options);
      if (!GOOD_STANDING.has(existing.status ?? '')) throw notInGoodStanding();
      const target = await plans.find(input.plan_id);
      if (!target) throw planUnavailable();
      await moveItem(user.id, BILLING_MESSAGES.editFailed, target.stripePriceId, input.quantity, {
        ...options.metadata,
        folio_plan_id: input.plan_id,
      });
      return { url: `${publicUrl}${options.successPath}` };
    },

    /**
     * Changes the seats of the user's subscription `subscriptionId`, prorated (the card pays for the rest of
     * the period). 409 when that is not the user's live subscription any more.
     */
    async setQuantity(userId: number, subscriptionId: string, quantity: number) {
      if ((await live(userId)).subscriptionId !== subscriptionId) throw noSubscription();
      await moveItem(userId, BILLING_MESSAGES.editFailed, null, quantity);
    },

    /** Cancels at the end of the paid period: premium stays until then. */
    async cancel(userId: number) {
      const { subscriptionId } = await live(userId);
      await change(userId, BILLING_MESSAGES.cancelFailed, () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
      return { message: BILLING_MESSAGES.canceled };
    },

    /**
     * Cancels the user's live subscription at once, not at the period's end (their account is being
     * deleted, so nothing stays to use it); false when they have none. Throws providerFailed when Stripe
     * refuses or cannot be reached.
     */
    async endNow(userId: number) {
      const customer = await customers.find(userId);
      const subscriptionId = customer?.stripeSubscriptionId;
      if (!subscriptionId || !LIVE.has(customer.status ?? '')) return false;
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch {
        throw providerFailed(DATA_RIGHTS_TEXTS.billingFailed);
      }
      return true;
    },

    /** Moves the subscription to the same kind of plan billed every month or every year, prorated. */
    async changePeriod(userId: number, interval: PlanInterval) {
      const { customer } = await live(userId);
      const kind = customer.planId?.startsWith('tiered') ? 'tiered' : 'core';
      const target = await plans.find(`${kind}_${interval === 'year' ? 'yearly' : 'monthly'}`);
      if (!target) throw planUnavailable();
      if (customer.planId === target.id) throw samePeriod();
      await moveItem(userId, BILLING_MESSAGES.editFailed, target.stripePriceId, null);
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
