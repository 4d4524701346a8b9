import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { buildUser } from '../../test/factories.ts';
import { type BillingTestApp, createBillingTestApp } from '../../test/stripe/billing-test-app.ts';
import { call } from '../../test/test-app.ts';
import { createBillingRepository } from '../billing/billing.repository.ts';
import { createCustomers } from '../billing/customers.ts';
import { createStripeClient } from '../billing/stripe.client.ts';
import { createReferralCredits } from './referral-credits.ts';
import { referrals } from './referrals.table.ts';

describe('the referral credit job', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp({ env: { TRIAL_DAYS: '0' } });
  });
  afterAll(() => t.close());

  it('credits once when it runs again after a crash between Stripe and the mark', async () => {
    const referrer = await buildUser(t.app);
    const { code } = (await call(t, 'GET', '/api/referrals', referrer.headers)).json();
    const friend = await buildUser(t.app);
    expect((await call(t, 'POST', '/api/referral-code', friend.headers, { code })).statusCode).toBe(200);

    const db = t.database.db;
    const stripe = createStripeClient(
      parseConfig({ ...t.stripe.env, PUBLIC_URL: 'http://folio.test' }).stripe!,
    );
    const credits = createReferralCredits({
      db,
      clock: { now: () => new Date() },
      queue: () => {
        throw new Error('not queued in this test');
      },
      stripe,
      customers: createCustomers({ stripe, repo: createBillingRepository(db) }),
    });
    const run = () => credits.job.handler({ referredUserId: friend.user.id }, { lastAttempt: false });
    const credited = () => db.select().from(referrals).where(eq(referrals.referredUserId, friend.user.id));

    await run();
    const [first] = await credited();
    expect(first!.creditedAt).not.toBeNull();
    // The process died before the mark was written: the retry finds it unmarked.
    await db.update(referrals).set({ creditedAt: null }).where(eq(referrals.referredUserId, friend.user.id));
    await run();
    await run();
    const [again] = await credited();
    expect(again!.stripeBalanceTransactionId).toBe(first!.stripeBalanceTransactionId);
    const customer = await createBillingRepository(db).customerOfUser(referrer.user.id);
    expect(t.stripe.object(customer!.stripeCustomerId)).toMatchObject({ balance: -2000 });
  });
});
