import { REFERRAL_REWARD_CENTS } from '@folio/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob, type Queue } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Customers } from '../billing/customers.ts';
import type { StripeClient } from '../billing/stripe.client.ts';
import { createReferralsRepository } from './referrals.repository.ts';

/**
 * The $20 reward: when a referred user becomes a paying customer, the referral is marked and its credit job
 * queued in the same transaction; the job puts -2000 cents on the referrer's Stripe customer balance. The
 * mark makes a replayed or later event a no-op; Stripe's idempotency key and `credited_at` make a job that
 * runs twice credit once.
 */
export function createReferralCredits(deps: {
  db: Db;
  clock: Clock;
  queue: () => Queue;
  stripe: StripeClient;
  customers: Customers;
}) {
  const { db, clock, queue, stripe, customers } = deps;
  const repo = createReferralsRepository(db);

  const job = defineJob({
    name: 'referrals.credit',
    schema: z.object({ referredUserId: z.number().int().positive() }),
    async handler({ referredUserId }) {
      const referral = await repo.referralOf(referredUserId);
      if (!referral || referral.creditedAt) return;
      const referrer = await repo.user(referral.referrerUserId);
      if (!referrer) return;
      const customer = await customers.ensure(referrer);
      const transaction = await stripe.customers.createBalanceTransaction(
        customer.stripeCustomerId,
        {
          amount: -REFERRAL_REWARD_CENTS,
          currency: 'usd',
          description: 'Refer-a-friend reward',
          metadata: { folio_referred_user_id: String(referredUserId) },
        },
        { idempotencyKey: `folio-referral-credit-${referredUserId}` },
      );
      await repo.markCredited(referredUserId, transaction.id, clock.now());
    },
  });

  return {
    job,
    /** In the transaction that stores a paying subscription: marks the user's referral and queues its credit. */
    async recordPaying(tx: Db, userId: number) {
      const qualified = await createReferralsRepository(tx).qualify(userId, clock.now());
      if (qualified) await queue().sendInTransaction(tx, job, { referredUserId: userId });
      return qualified;
    },
    wake: () => queue().wake(job),
  };
}

export type ReferralCredits = ReturnType<typeof createReferralCredits>;
