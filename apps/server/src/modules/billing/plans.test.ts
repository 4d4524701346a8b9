import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingTestApp, createBillingTestApp } from '../../test/stripe/billing-test-app.ts';
import { createTestApp } from '../../test/test-app.ts';

describe('GET /api/plan: the plans as Stripe prices them', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp();
  });
  afterAll(() => t.close());

  it('lists core and tiered plans, monthly and yearly, in cents, the last tier open-ended', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/plan' });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      {
        id: 'core_monthly',
        kind: 'core',
        interval: 'month',
        currency: 'usd',
        tiers: [{ from: 1, up_to: null, unit_amount: 2900 }],
      },
      {
        id: 'core_yearly',
        kind: 'core',
        interval: 'year',
        currency: 'usd',
        tiers: [{ from: 1, up_to: null, unit_amount: 29_000 }],
      },
      {
        id: 'tiered_monthly',
        kind: 'tiered',
        interval: 'month',
        currency: 'usd',
        tiers: [
          { from: 1, up_to: 5, unit_amount: 2500 },
          { from: 6, up_to: 20, unit_amount: 2200 },
          { from: 21, up_to: null, unit_amount: 1900 },
        ],
      },
      {
        id: 'tiered_yearly',
        kind: 'tiered',
        interval: 'year',
        currency: 'usd',
        tiers: [
          { from: 1, up_to: 5, unit_amount: 25_000 },
          { from: 6, up_to: 20, unit_amount: 24_700 },
          { from: 21, up_to: null, unit_amount: 24_400 },
        ],
      },
    ]);
  });

  it('filters by interval and kind, and reads Stripe once, not on every request', async () => {
    const before = t.stripe.requests.filter((r) => r.path.startsWith('/v1/prices')).length;
    const yearly = await t.app.inject({ method: 'GET', url: '/api/plan?interval=year&kind=tiered' });
    expect(yearly.json().results.map((p: { id: string }) => p.id)).toEqual(['tiered_yearly']);
    expect(t.stripe.requests.filter((r) => r.path.startsWith('/v1/prices')).length).toBe(before);
  });

  it('answers 400 for an unknown interval', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/plan?interval=week' });
    expect(response.statusCode).toBe(400);
  });
});

describe('plans named by Price id, and Prices that cannot be a plan', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp({ prices: false });
  });
  afterAll(() => t.close());

  it('takes the Price a STRIPE_PRICE_* variable names, and leaves out a plan whose Price does not fit', async () => {
    const named = t.stripe.price({ interval: 'month', unitAmount: 1500 });
    // A tiered plan priced per unit: the operator must fix it in Stripe, the plan is not offered.
    t.stripe.price({ lookupKey: 'folio_tiered_monthly', interval: 'month', unitAmount: 900 });
    const other = await createBillingTestAppSharing(t, { STRIPE_PRICE_CORE_MONTHLY: named.id });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/plan' });
      expect(response.json().results).toEqual([
        {
          id: 'core_monthly',
          kind: 'core',
          interval: 'month',
          currency: 'usd',
          tiers: [{ from: 1, up_to: null, unit_amount: 1500 }],
        },
      ]);
      const asked = t.stripe.requests.find((r) => r.path === `/v1/prices/${named.id}`);
      expect(asked?.form.expand).toEqual(['tiers']);
    } finally {
      await other.close();
    }
  });
});

/** Another app on the same local Stripe server with more variables. */
async function createBillingTestAppSharing(t: BillingTestApp, env: Record<string, string>) {
  return createTestApp({ env: { ...t.stripe.env, ...env } });
}
