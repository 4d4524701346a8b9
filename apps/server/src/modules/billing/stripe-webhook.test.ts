import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import {
  type BillingTestApp,
  createBillingTestApp,
  deliver,
  deliverAll,
  processed,
} from '../../test/stripe/billing-test-app.ts';
import { call } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { stripeEvents } from './billing.table.ts';

describe('POST /api/stripe/webhook', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp({ env: { TRIAL_DAYS: '0' } });
  });
  afterAll(() => t.close());

  /** A subscribed user and the id of their Stripe subscription; events of the purchase are applied. */
  async function subscriber() {
    const user = await buildUser(t.app);
    const start = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
      plan_id: 'core_monthly',
    });
    const sessionId = new URL(start.json().url).pathname.split('/').pop()!;
    await deliverAll(t, t.stripe.completeCheckout(sessionId));
    const subscriptionId = t.stripe.object(sessionId)!.subscription as string;
    return { ...user, subscriptionId };
  }
  const userOf = async (headers: Record<string, string>) =>
    (await call(t, 'GET', '/api/user', headers)).json();
  const jobsOf = async (eventId: string) => {
    const { rows } = await t.database.executeSql(
      "select count(*)::int as n from pgboss.job where name = 'billing.stripe-event' and data->>'eventId' = $1",
      [eventId],
    );
    return (rows[0] as { n: number }).n;
  };
  const storedEvent = async (id: string) =>
    (await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, id)))[0];

  it('refuses a bad signature, another secret or no signature, and stores nothing', async () => {
    const { subscriptionId } = await subscriber();
    const event = t.stripe.setSubscriptionStatus(subscriptionId, 'past_due');
    const forged = await deliver(t, event, { secret: 'whsec_someoneelse' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail).toMatch(/^Webhook signature rejected/);
    const garbled = await deliver(t, event, { signature: 't=1,v1=deadbeef' });
    expect(garbled.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(none.statusCode).toBe(400);
    // A signed body changed after signing is refused too: the signature covers the raw bytes.
    const payload = JSON.stringify(event);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': t.stripe.sign(payload) },
      payload: payload.replace('past_due', 'active  '),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await storedEvent(event.id)).toBeUndefined();
  });

  it('refuses a signature older than 300 s (a replay) and takes one just inside it', async () => {
    const { subscriptionId } = await subscriber();
    const now = Math.floor(Date.now() / 1000);
    const stale = t.stripe.setSubscriptionStatus(subscriptionId, 'past_due');
    const late = await deliver(t, stale, { timestamp: now - 301 });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toMatch(/tolerance/);
    expect(await storedEvent(stale.id)).toBeUndefined();
    const inTime = await deliver(t, stale, { timestamp: now - 290 });
    expect(inTime.json()).toEqual({ received: true, duplicate: false });
  });

  it('applies a duplicate delivery once: the second is acknowledged and queues nothing', async () => {
    const user = await subscriber();
    const event = t.stripe.setSubscriptionStatus(user.subscriptionId, 'past_due');
    const reads = () => t.stripe.requests.filter((r) => r.path === '/v1/subscriptions').length;
    const before = reads();
    const first = await deliver(t, event);
    const second = await deliver(t, event);
    expect([first.json(), second.json()]).toEqual([
      { received: true, duplicate: false },
      { received: true, duplicate: true },
    ]);
    await processed(t, [event.id]);
    expect(await userOf(user.headers)).toMatchObject({
      subscription_status: 'past_due',
      role: 'premium_agent',
    });
    // A replay once it was applied is acknowledged as well.
    expect((await deliver(t, event)).json()).toEqual({ received: true, duplicate: true });
    expect(await jobsOf(event.id)).toBe(1);
    expect(reads()).toBe(before + 1);
  });

  it('applies a delivery and its retry arriving at the same moment once', async () => {
    const user = await subscriber();
    const event = t.stripe.setSubscriptionStatus(user.subscriptionId, 'past_due');
    const answers = await Promise.all([deliver(t, event), deliver(t, event), deliver(t, event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    await processed(t, [event.id]);
    expect(await jobsOf(event.id)).toBe(1);
    expect(await userOf(user.headers)).toMatchObject({ subscription_status: 'past_due' });
  });

  it('resolves events arriving out of order by reading the subscription from Stripe', async () => {
    const user = await subscriber();
    const failed = t.stripe.setSubscriptionStatus(user.subscriptionId, 'past_due');
    const fixed = t.stripe.setSubscriptionStatus(user.subscriptionId, 'active');
    // Stripe delivers the card fix first, the failure after it.
    await deliverAll(t, [fixed, failed]);
    expect(await userOf(user.headers)).toMatchObject({
      subscription_status: 'active',
      role: 'premium_agent',
    });
  });

  it('follows the subscription through its statuses: past due keeps premium, unpaid and canceled end it', async () => {
    const user = await subscriber();
    const steps = [
      ['past_due', 'premium_agent'],
      ['active', 'premium_agent'],
      ['unpaid', 'free_agent'],
      ['active', 'premium_agent'],
      ['canceled', 'free_agent'],
    ] as const;
    for (const [status, role] of steps) {
      await deliverAll(t, [t.stripe.setSubscriptionStatus(user.subscriptionId, status)]);
      expect(await userOf(user.headers)).toMatchObject({ subscription_status: status, role });
    }
    // The end of a paid plan opens the downgrade-to-free modal (spec §4).
    expect((await userOf(user.headers)).show_downgrade_to_freemium_modal).toBe(true);
    const plan = (await call(t, 'GET', '/api/user/subscription', user.headers)).json();
    expect(plan.subscription).toMatchObject({ status: 'canceled' });
  });

  it('does not let an old canceled subscription overwrite a newer live one', async () => {
    const user = await subscriber();
    await deliverAll(t, [t.stripe.setSubscriptionStatus(user.subscriptionId, 'canceled')]);
    const start = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
      plan_id: 'core_yearly',
    });
    const sessionId = new URL(start.json().url).pathname.split('/').pop()!;
    await deliverAll(t, t.stripe.completeCheckout(sessionId));
    // A late copy of the old subscription's end.
    await deliverAll(t, [
      t.stripe.state.event('customer.subscription.deleted', t.stripe.object(user.subscriptionId)!),
    ]);
    expect(await userOf(user.headers)).toMatchObject({
      role: 'premium_agent',
      subscription_status: 'active',
    });
    const plan = (await call(t, 'GET', '/api/user/subscription', user.headers)).json();
    expect(plan.subscription).toMatchObject({ plan_id: 'core_yearly' });
  });

  it("stores and acknowledges events of customers that are not this app's, changing no user", async () => {
    const stranger = t.stripe.state.customer({});
    const sub = t.stripe.state.subscription(stranger.id, [{ price: t.prices.core_monthly.id, quantity: 1 }]);
    const event = t.stripe.state.event('customer.subscription.created', sub);
    const active = () =>
      t.database.db.select({ id: users.id }).from(users).where(eq(users.subscriptionStatus, 'active'));
    const before = await active();
    await deliverAll(t, [event]);
    expect(await active()).toEqual(before);
    expect((await storedEvent(event.id))?.type).toBe('customer.subscription.created');
  });

  it('re-reads the plans when a Price changes in Stripe', async () => {
    const price = t.stripe.object(t.prices.core_monthly.id)!;
    price.unit_amount = 3100;
    await deliverAll(t, [t.stripe.state.event('price.updated', price)]);
    const plans = (await t.app.inject({ method: 'GET', url: '/api/plan?kind=core&interval=month' })).json();
    expect(plans.results[0].tiers).toEqual([{ from: 1, up_to: null, unit_amount: 3100 }]);
  });
});
