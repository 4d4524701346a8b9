import { REFERRAL_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { patiently } from '../../test/patience.ts';
import { expectLimitedAfter } from '../../test/rate-limits.ts';
import {
  type BillingTestApp,
  createBillingTestApp,
  deliver,
  deliverAll,
} from '../../test/stripe/billing-test-app.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { billingCustomers } from '../billing/billing.table.ts';
import { companies, companyMembers } from '../teams/teams.table.ts';
import { CLAIMS_PER_MINUTE } from './referrals.routes.ts';

type User = Awaited<ReturnType<typeof buildUser>>;

const page = async (t: TestApp, user: User) => (await call(t, 'GET', '/api/referrals', user.headers)).json();

/** Waits until the friend's sign-up is on the referrer's page (the outbox delivers it after the commit). */
async function signedUpThrough(t: TestApp, referrer: User, code: string, name = 'Sam') {
  const friend = await buildUser(t.app, { rr: code, first_name: name, last_name: 'Okafor' });
  await vi.waitFor(
    async () =>
      expect((await page(t, referrer)).results.map((r: { name: string }) => r.name)).toContain(`${name} O.`),
    patiently,
  );
  return friend;
}

describe('refer a friend, with Stripe', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp({ env: { TRIAL_DAYS: '0' } });
  });
  afterAll(() => t.close());

  const balanceCredits = () =>
    t.stripe.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/balance_transactions'));

  async function subscribe(user: User) {
    const start = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
      plan_id: 'core_monthly',
    });
    expect(start.statusCode).toBe(200);
    const events = t.stripe.completeCheckout(new URL(start.json().url).pathname.split('/').pop()!);
    await deliverAll(t, events);
    return events;
  }

  it('gives each user a link to their own referral page, and one code that stays', async () => {
    const user = await buildUser(t.app);
    const url = await call(t, 'GET', '/api/referral-rock-auth-url', user.headers);
    expect(url.statusCode).toBe(200);
    expect(url.json()).toEqual({ url: 'http://folio.test/referral' });
    const first = await page(t, user);
    expect(first).toMatchObject({ reward_cents: 2000, payments_configured: true, results: [] });
    expect(first.link).toBe(`http://folio.test/sign-up?rr=${first.code}`);
    expect((await page(t, user)).code).toBe(first.code);
    expect((await call(t, 'GET', '/api/user', user.headers)).json().can_refer_a_friend).toBe(true);
  });

  it('credits the referrer $20 on their Stripe balance once when the friend pays, however often Stripe says so', async () => {
    const referrer = await buildUser(t.app, { first_name: 'Ana', last_name: 'Lopez' });
    const { code } = await page(t, referrer);
    const friend = await signedUpThrough(t, referrer, code);
    expect((await page(t, referrer)).results).toEqual([
      { name: 'Sam O.', signed_up_at: expect.any(String), credited_at: null },
    ]);
    const before = balanceCredits().length;

    const events = await subscribe(friend);
    await vi.waitFor(
      async () => expect((await page(t, referrer)).results[0].credited_at).not.toBeNull(),
      patiently,
    );
    const [customer] = await t.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, referrer.user.id));
    expect(t.stripe.object(customer!.stripeCustomerId)).toMatchObject({ balance: -2000 });
    expect(balanceCredits().slice(before)).toHaveLength(1);
    expect(balanceCredits().at(-1)!.form).toMatchObject({ amount: '-2000', currency: 'usd' });

    // Stripe delivers the same events again, and a later change of the same subscription.
    for (const event of events) expect((await deliver(t, event)).json()).toMatchObject({ duplicate: true });
    const created = events.find((e) => e.type === 'customer.subscription.created')!;
    await deliverAll(t, [
      t.stripe.setSubscriptionStatus(
        String((created.data as { object: { id: string } }).object.id),
        'active',
      ),
    ]);
    expect(balanceCredits().slice(before)).toHaveLength(1);
    expect(t.stripe.object(customer!.stripeCustomerId)).toMatchObject({ balance: -2000 });
  });

  it('lets a friend who signed up without the link claim a code, once, and never their own', async () => {
    const referrer = await buildUser(t.app, { first_name: 'Ana', last_name: 'Lopez' });
    const other = await buildUser(t.app);
    const friend = await buildUser(t.app);
    const { code } = await page(t, referrer);
    const own = await call(t, 'POST', '/api/referral-code', friend.headers, {
      code: (await page(t, friend)).code,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ code: [REFERRAL_TEXTS.ownCode] });
    const unknown = await call(t, 'POST', '/api/referral-code', friend.headers, { code: 'NoSuchCode1' });
    expect(unknown.json()).toEqual({ code: [REFERRAL_TEXTS.invalidCode] });
    const claim = await call(t, 'POST', '/api/referral-code', friend.headers, { code });
    expect(claim.statusCode).toBe(200);
    expect(claim.json()).toEqual({ referrer_name: 'Ana L.' });
    expect((await call(t, 'POST', '/api/referral-code', friend.headers, { code })).statusCode).toBe(200);
    const second = await call(t, 'POST', '/api/referral-code', friend.headers, {
      code: (await page(t, other)).code,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: REFERRAL_TEXTS.alreadyReferred });
    // Each user sees only their own link and friends.
    expect((await page(t, other)).results).toEqual([]);
    expect((await page(t, friend)).results).toEqual([]);
    expect((await page(t, referrer)).results).toHaveLength(1);
  });

  it('hides refer-a-friend from a user in a team, and their code refers no one', async () => {
    const member = await buildUser(t.app);
    const { code } = await page(t, member);
    const [team] = await t.database.db.insert(companies).values({ name: 'Harbor Realty' }).returning();
    await t.database.db.insert(companyMembers).values({ companyId: team!.id, userId: member.user.id });
    expect((await call(t, 'GET', '/api/user', member.headers)).json().can_refer_a_friend).toBe(false);
    for (const path of ['/api/referrals', '/api/referral-rock-auth-url']) {
      const hidden = await call(t, 'GET', path, member.headers);
      expect(hidden.statusCode).toBe(403);
      expect(hidden.json()).toEqual({ detail: REFERRAL_TEXTS.inTeam });
    }
    const friend = await buildUser(t.app);
    const claim = await call(t, 'POST', '/api/referral-code', friend.headers, { code });
    expect(claim.json()).toEqual({ code: [REFERRAL_TEXTS.invalidCode] });
  });

  it('refuses the referral pages without a session', async () => {
    expect((await call(t, 'GET', '/api/referrals', {})).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/referral-code', {}, { code: 'abcdefgh' })).statusCode).toBe(401);
  });

  it('takes at most the limit of claims a minute from one address, then answers 429', async () => {
    const guesser = await buildUser(t.app);
    await expectLimitedAfter(CLAIMS_PER_MINUTE, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/referral-code',
        headers: guesser.headers,
        payload: { code: 'NoSuchCode1' },
        remoteAddress: '198.51.100.33',
      }),
    );
  });
});

describe('refer a friend without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('still records who signed up through the link, and says credits cannot be paid here', async () => {
    const referrer = await buildUser(t.app);
    const { code, payments_configured } = await page(t, referrer);
    expect(payments_configured).toBe(false);
    await signedUpThrough(t, referrer, code, 'Lee');
  });
});
