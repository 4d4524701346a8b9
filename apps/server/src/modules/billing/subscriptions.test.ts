import { BILLING_MESSAGES } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { patiently } from '../../test/patience.ts';
import { type BillingTestApp, createBillingTestApp, deliverAll } from '../../test/stripe/billing-test-app.ts';
import { call } from '../../test/test-app.ts';

describe('subscribing through Stripe Checkout, then cancelling and changing the period', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp({ env: { TRIAL_DAYS: '0' } });
  });
  afterAll(() => t.close());

  /** A user who paid for a plan on Checkout, with Stripe's events delivered. */
  async function subscribed(body: object = { plan_id: 'core_monthly' }) {
    const user = await buildUser(t.app);
    const start = await call(t, 'POST', '/api/user/start-subscription', user.headers, body);
    expect(start.statusCode).toBe(200);
    const sessionId = new URL(start.json().url).pathname.split('/').pop()!;
    await deliverAll(t, t.stripe.completeCheckout(sessionId));
    return { ...user, sessionId };
  }

  it('sends a free user to a hosted Checkout page for the plan, then makes them premium once Stripe reports the payment', async () => {
    const user = await buildUser(t.app);
    const start = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
      plan_id: 'core_monthly',
    });
    expect(start.statusCode).toBe(200);
    expect(start.json().url).toMatch(new RegExp(`^${t.stripe.url}/checkout/cs_test_`));
    const sessionId = new URL(start.json().url).pathname.split('/').pop()!;
    const session = t.stripe.object(sessionId)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(user.user.id),
      success_url: 'http://folio.test/payment/core_monthly?checkout=success',
      cancel_url: 'http://folio.test/payment/core_monthly?checkout=canceled',
      _line_items: [{ price: t.prices.core_monthly.id, quantity: 1 }],
    });
    expect(t.stripe.object(session.customer as string)).toMatchObject({ email: user.email });
    // Nothing changes before Stripe says the customer paid.
    expect((await call(t, 'GET', '/api/user', user.headers)).json()).toMatchObject({ role: 'free_agent' });
    const pushed: string[] = [];
    t.app.realtime.connect(user.user.id, { readyState: 1, send: (text) => pushed.push(text) });

    await deliverAll(t, t.stripe.completeCheckout(sessionId));
    // The open app hears of the new role over its socket (spec §4, role change message).
    await vi.waitFor(
      () =>
        expect(pushed.map((m) => JSON.parse(m))).toContainEqual({
          type: 'role.changed',
          role: 'premium_agent',
        }),
      patiently,
    );
    expect((await call(t, 'GET', '/api/user', user.headers)).json()).toMatchObject({
      role: 'premium_agent',
      subscription_status: 'active',
    });
    const plan = await call(t, 'GET', '/api/user/subscription', user.headers);
    expect(plan.json().subscription).toMatchObject({
      plan_id: 'core_monthly',
      status: 'active',
      interval: 'month',
      quantity: 1,
      cancel_at_period_end: false,
    });
    expect(Date.parse(plan.json().subscription.current_period_end)).toBeGreaterThan(Date.now());
  });

  it('refuses a second subscription while one is live', async () => {
    const user = await subscribed();
    const again = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
      plan_id: 'core_yearly',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: BILLING_MESSAGES.alreadySubscribed });
  });

  it('bills a team plan per seat, with at least 2 seats', async () => {
    const user = await buildUser(t.app);
    const one = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
      plan_id: 'tiered_monthly',
      quantity: 1,
    });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({ quantity: [BILLING_MESSAGES.tieredNeedsTeam] });
    const seven = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
      plan_id: 'tiered_monthly',
      quantity: 7,
    });
    const sessionId = new URL(seven.json().url).pathname.split('/').pop()!;
    expect(t.stripe.object(sessionId)?._line_items).toEqual([
      { price: t.prices.tiered_monthly.id, quantity: 7 },
    ]);
  });

  it('keeps the user on the site: a cancel address elsewhere is refused', async () => {
    const user = await buildUser(t.app);
    const response = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
      plan_id: 'core_monthly',
      cancel_url: 'https://evil.example/phish',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('cancel_url');
  });

  it('cancels at the end of the paid period with the spec text; premium stays until Stripe ends it', async () => {
    const user = await subscribed();
    const cancel = await call(t, 'POST', '/api/user/cancel-subscription', user.headers);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ message: 'Subscription canceled successfully.' });
    const plan = (await call(t, 'GET', '/api/user/subscription', user.headers)).json().subscription;
    expect(plan).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await call(t, 'GET', '/api/user', user.headers)).json().role).toBe('premium_agent');
  });

  it('changes the billing period with the spec text, to the same kind of plan', async () => {
    const user = await subscribed();
    const same = await call(t, 'POST', '/api/user/change-subscription', user.headers, { interval: 'month' });
    expect(same.statusCode).toBe(409);
    const change = await call(t, 'POST', '/api/user/change-subscription', user.headers, { interval: 'year' });
    expect(change.json()).toEqual({ message: 'Billing period successfully updated.' });
    const plan = (await call(t, 'GET', '/api/user/subscription', user.headers)).json().subscription;
    expect(plan).toMatchObject({ plan_id: 'core_yearly', interval: 'year' });
    const update = t.stripe.requests
      .filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'))
      .at(-1);
    expect(update?.form).toMatchObject({
      proration_behavior: 'create_prorations',
      items: [{ price: t.prices.core_yearly.id }],
    });
  });

  it("answers the spec's failure texts when Stripe fails, and changes nothing", async () => {
    const user = await subscribed();
    const restore = t.stripe.fail(/^\/v1\/subscriptions\/sub_/);
    try {
      const cancel = await call(t, 'POST', '/api/user/cancel-subscription', user.headers);
      expect(cancel.statusCode).toBe(502);
      expect(cancel.json()).toEqual({ detail: BILLING_MESSAGES.cancelFailed });
      const change = await call(t, 'POST', '/api/user/change-subscription', user.headers, {
        interval: 'year',
      });
      expect(change.json()).toEqual({ detail: BILLING_MESSAGES.editFailed });
    } finally {
      restore();
    }
    const plan = (await call(t, 'GET', '/api/user/subscription', user.headers)).json().subscription;
    expect(plan).toMatchObject({ plan_id: 'core_monthly', cancel_at_period_end: false });
  });

  it('has nothing to cancel, change or open a portal for before a first purchase', async () => {
    const user = await buildUser(t.app);
    for (const [method, url, body] of [
      ['POST', '/api/user/cancel-subscription', undefined],
      ['POST', '/api/user/change-subscription', { interval: 'year' }],
      ['GET', '/api/user/my-portal', undefined],
    ] as const)
      expect((await call(t, method, url, user.headers, body)).statusCode).toBe(409);
    expect((await call(t, 'GET', '/api/user/subscription', user.headers)).json()).toEqual({
      subscription: null,
    });
  });

  it('opens the Customer Portal for a customer, returning to the billing settings', async () => {
    const user = await subscribed();
    const portal = await call(t, 'GET', '/api/user/my-portal', user.headers);
    expect(portal.json().url).toMatch(new RegExp(`^${t.stripe.url}/portal/bps_test_`));
    const id = new URL(portal.json().url).pathname.split('/').pop()!;
    expect(t.stripe.object(id)).toMatchObject({ return_url: 'http://folio.test/settings/billing' });
  });
});
