import { BILLING_MESSAGES } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { type BillingTestApp, createBillingTestApp, deliverAll } from '../../test/stripe/billing-test-app.ts';
import { call, createTestApp } from '../../test/test-app.ts';

describe('invoices (GET /api/user/invoices) and fixing a failed renewal in the Customer Portal', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp({ env: { TRIAL_DAYS: '0' } });
  });
  afterAll(() => t.close());

  async function subscribed(planId = 'core_monthly') {
    const user = await buildUser(t.app);
    const start = await call(t, 'POST', '/api/user/start-subscription', user.headers, { plan_id: planId });
    const sessionId = new URL(start.json().url).pathname.split('/').pop()!;
    await deliverAll(t, t.stripe.completeCheckout(sessionId, { last4: '0341' }));
    const subscriptionId = t.stripe.object(sessionId)!.subscription as string;
    return { ...user, subscriptionId };
  }
  const invoicesOf = async (headers: Record<string, string>) =>
    (await call(t, 'GET', '/api/user/invoices', headers)).json();
  const userOf = async (headers: Record<string, string>) =>
    (await call(t, 'GET', '/api/user', headers)).json();

  it("lists the subscriber's paid invoice in cents with Stripe's links, and the next renewal's amount and date", async () => {
    const user = await subscribed();
    const response = await call(t, 'GET', '/api/user/invoices', user.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.results).toEqual([
      {
        id: expect.stringMatching(/^in_test_/),
        number: expect.stringMatching(/-0001$/),
        status: 'paid',
        amount_due: 2900,
        amount_paid: 2900,
        currency: 'usd',
        created: expect.any(String),
        hosted_invoice_url: expect.stringMatching(new RegExp(`^${t.stripe.url}/invoices/in_test_`)),
        invoice_pdf: expect.stringMatching(/\/pdf$/),
      },
    ]);
    const plan = (await call(t, 'GET', '/api/user/subscription', user.headers)).json().subscription;
    expect(body.next_invoice).toEqual({ amount_due: 2900, currency: 'usd', date: plan.current_period_end });
    const pdf = await fetch(body.results[0].invoice_pdf);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
  });

  it('prices the next invoice of a team plan per seat, and shows none once the plan is cancelled', async () => {
    const user = await buildUser(t.app);
    const start = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
      plan_id: 'tiered_monthly',
      quantity: 7,
    });
    const sessionId = new URL(start.json().url).pathname.split('/').pop()!;
    await deliverAll(t, t.stripe.completeCheckout(sessionId));
    // 7 seats fall in the 6–20 tier: $22 each.
    expect((await invoicesOf(user.headers)).next_invoice).toMatchObject({ amount_due: 7 * 2200 });
    await call(t, 'POST', '/api/user/cancel-subscription', user.headers);
    const after = await invoicesOf(user.headers);
    expect(after.next_invoice).toBeNull();
    expect(after.results).toHaveLength(1);
  });

  it("shows a user without a Stripe customer no invoices, and never another user's", async () => {
    const stranger = await buildUser(t.app);
    expect(await invoicesOf(stranger.headers)).toEqual({ results: [], next_invoice: null });
    const first = await subscribed();
    const second = await subscribed('core_yearly');
    const firstIds = (await invoicesOf(first.headers)).results.map((i: { id: string }) => i.id);
    const second_ = await invoicesOf(second.headers);
    expect(second_.results).toHaveLength(1);
    expect(second_.results[0]).toMatchObject({ amount_due: 29_000 });
    expect(firstIds).not.toContain(second_.results[0].id);
    expect(await invoicesOf(stranger.headers)).toEqual({ results: [], next_invoice: null });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/invoices' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 502 with the provider text when Stripe cannot be reached', async () => {
    const user = await subscribed();
    const restore = t.stripe.fail(/^\/v1\/invoices/);
    try {
      const response = await call(t, 'GET', '/api/user/invoices', user.headers);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ detail: BILLING_MESSAGES.paymentProviderFailed });
    } finally {
      restore();
    }
  });

  it('a failed renewal makes the user past due with an open invoice; a new card in the portal pays it and makes them active', async () => {
    const user = await subscribed();
    await deliverAll(t, t.stripe.failRenewal(user.subscriptionId));
    expect(await userOf(user.headers)).toMatchObject({
      subscription_status: 'past_due',
      role: 'premium_agent',
    });
    const due = await invoicesOf(user.headers);
    expect(due.results.map((i: { status: string }) => i.status)).toEqual(['open', 'paid']);

    const portal = await call(t, 'GET', '/api/user/my-portal?return_path=/payment-problem', user.headers);
    const url = portal.json().url as string;
    const page = await (await fetch(url)).text();
    expect(page).toContain('href="http://folio.test/payment-problem"');
    expect(page).toContain('$29 is unpaid');
    expect(page).toContain('visa •••• 0341');

    const before = t.stripe.state.events.length;
    const form = new URLSearchParams({ number: '5555 5555 5555 4444', exp: '10/31' });
    const updated = await fetch(`${url}/payment-method`, { method: 'POST', body: form });
    expect(await updated.text()).toContain('Your payment method was updated.');
    const events = t.stripe.state.events.slice(before);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['payment_method.attached', 'invoice.paid', 'customer.subscription.updated']),
    );
    await deliverAll(t, events);

    expect(await userOf(user.headers)).toMatchObject({
      subscription_status: 'active',
      role: 'premium_agent',
    });
    const paid = await invoicesOf(user.headers);
    expect(paid.results.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid']);
    const cards = (await call(t, 'GET', '/api/user/cards', user.headers)).json().results;
    expect(cards.map((c: { last4: string; default: boolean }) => [c.last4, c.default])).toEqual([
      ['4444', true],
      ['0341', false],
    ]);
  });

  it('keeps the portal return link on this site', async () => {
    const user = await subscribed();
    const elsewhere = await call(t, 'GET', '/api/user/my-portal?return_path=//evil.example', user.headers);
    expect(elsewhere.statusCode).toBe(400);
    const absolute = await call(
      t,
      'GET',
      '/api/user/my-portal?return_path=https://evil.example',
      user.headers,
    );
    expect(absolute.statusCode).toBe(400);
  });
});

describe('invoices without Stripe keys', () => {
  it('says online payment is not configured', async () => {
    const t = await createTestApp();
    try {
      const { headers } = await buildUser(t.app);
      const response = await call(t, 'GET', '/api/user/invoices', headers);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: BILLING_MESSAGES.notConfigured });
    } finally {
      await t.close();
    }
  });
});
