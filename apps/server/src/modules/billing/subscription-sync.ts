import type { SubscriptionStatus } from '@folio/shared';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import type { BillingRepository, SubscriptionCopy } from './billing.repository.ts';
import type { Plans } from './plans.ts';
import type { StripeClient } from './stripe.client.ts';

/** Statuses in which the subscription still gives premium (past due: the user is sent to fix the card). */
const PREMIUM_STATUSES = new Set<string>(['active', 'trialing', 'past_due']);
/** Statuses of a subscription that is over and will never bill again. */
const ENDED_STATUSES = new Set<string>(['canceled', 'incomplete_expired']);

/** What a subscription means for the team it funds, if any (teams/team-funding.ts). */
export type TeamFunding = {
  /** Whether a paying team covers the user, other than the one this subscription funds. */
  paidByTeam(userId: number, subscriptionId: string | null): Promise<boolean>;
  /** Writes it in the transaction that stores the subscription; answers whether it recorded events. */
  apply(
    tx: Db,
    userId: number,
    subscription: {
      id: string;
      status: string;
      quantity: number;
      metadata: Record<string, string>;
      pays: boolean;
    },
  ): Promise<boolean>;
};

/** The subscription that speaks for the customer: the newest one not over, else the newest. */
export function currentSubscription(subscriptions: Stripe.Subscription[]) {
  const newestFirst = [...subscriptions].sort((a, b) => b.created - a.created);
  return newestFirst.find((s) => !ENDED_STATUSES.has(s.status)) ?? newestFirst[0] ?? null;
}

/**
 * Brings a user's role and subscription_status in line with Stripe. Every caller reads the customer's
 * subscriptions from Stripe first, so the order in which events arrive does not matter; a copy read before
 * the stored one is dropped.
 */
export function createSubscriptionSync(deps: {
  stripe: StripeClient;
  repo: BillingRepository;
  plans: Plans;
  clock: Clock;
  events: Events;
  /** A subscription became active: what that causes (the referrer's reward) is written in the same transaction. */
  paying?: { recordPaying(tx: Db, userId: number): Promise<boolean>; wake(): void };
  teams?: TeamFunding;
}) {
  const { stripe, repo, plans, clock, events, paying, teams } = deps;

  async function copyOf(subscription: Stripe.Subscription | null): Promise<SubscriptionCopy> {
    if (!subscription)
      return {
        stripeSubscriptionId: null,
        planId: null,
        status: null,
        quantity: 0,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      };
    const item = subscription.items.data[0];
    const plan = item ? await plans.findByPrice(item.price.id) : null;
    return {
      stripeSubscriptionId: subscription.id,
      planId: plan?.id ?? null,
      status: subscription.status as SubscriptionStatus,
      quantity: item?.quantity ?? 0,
      currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    };
  }

  /** Stores what Stripe said at `readAt` about the user's subscription (null: none). */
  async function apply(userId: number, subscription: Stripe.Subscription | null, readAt: Date) {
    const before = await repo.user(userId);
    if (!before) return;
    const copy = await copyOf(subscription);
    const role = copy.status && PREMIUM_STATUSES.has(copy.status) ? 'premium_agent' : 'free_agent';
    // A paying team keeps a member premium whatever their own subscription does: nothing to announce then.
    const covered = (await teams?.paidByTeam(userId, subscription?.id ?? null)) ?? false;
    const downgraded =
      !covered &&
      before.role === 'premium_agent' &&
      role === 'free_agent' &&
      ENDED_STATUSES.has(copy.status ?? '');
    // A user the operator made premium by hand, with no subscription, keeps that plan.
    const keepRole = !subscription && before.role === 'premium_agent';
    const roleChanged = !keepRole && before.role !== role && !covered;
    let paid = false;
    let teamChanged = false;
    const stored = await repo.storeSubscription(
      userId,
      copy,
      readAt,
      { role: keepRole ? before.role : role, downgraded },
      async (tx) => {
        if (roleChanged) await events.record(tx, 'user.role_changed', { userId, role });
        if (copy.status === 'active' && paying) paid = await paying.recordPaying(tx, userId);
        if (subscription && teams)
          teamChanged = await teams.apply(tx, userId, {
            id: subscription.id,
            status: subscription.status,
            quantity: copy.quantity,
            metadata: subscription.metadata ?? {},
            pays: PREMIUM_STATUSES.has(subscription.status),
          });
      },
    );
    if (stored && (roleChanged || teamChanged)) events.flush();
    if (paid) paying?.wake();
  }

  return {
    apply,
    /** Reads the customer's subscriptions from Stripe now and applies the current one; unknown customers are skipped. */
    async syncCustomer(stripeCustomerId: string) {
      const customer = await repo.customerByStripeId(stripeCustomerId);
      if (!customer) return false;
      const readAt = clock.now();
      const list = await stripe.subscriptions.list({ customer: stripeCustomerId, status: 'all', limit: 10 });
      await apply(customer.userId, currentSubscription(list.data), readAt);
      return true;
    },
  };
}

export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>;
