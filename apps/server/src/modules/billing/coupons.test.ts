import { BILLING_MESSAGES } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { expectLimitedAfter } from '../../test/rate-limits.ts';
import { type BillingTestApp, createBillingTestApp } from '../../test/stripe/billing-test-app.ts';
import { call } from '../../test/test-app.ts';
import { COUPON_LOOKUPS_PER_MINUTE } from './billing.routes.ts';

describe('GET /api/coupon: discount codes are Stripe promotion codes', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp();
    t.stripe.promotionCode({ code: 'SAVE800', amountOff: 800 });
    t.stripe.promotionCode({ code: 'SAVE250', amountOff: 250, duration: 'once' });
    t.stripe.promotionCode({ code: 'LOCKIN', percentOff: 20 });
    t.stripe.promotionCode({ code: 'EXPIRED', amountOff: 500, active: false });
  });
  afterAll(() => t.close());

  const coupon = (query: string) => t.app.inject({ method: 'GET', url: `/api/coupon?${query}` });

  it('answers the discount and the cents it takes off one invoice of the plan', async () => {
    expect((await coupon('code=SAVE800&plan_id=core_monthly')).json()).toEqual({
      code: 'SAVE800',
      amount_off: 800,
      percent_off: null,
      duration: 'forever',
      duration_in_months: null,
      discount_value: 800,
    });
    // 20 % of 7 seats at the 6–20 tier's $22: 15,400 cents → 3,080 off.
    const team = await coupon('code=LOCKIN&plan_id=tiered_monthly&quantity=7');
    expect(team.json()).toMatchObject({ percent_off: 20, discount_value: 3080 });
    expect((await coupon('code=SAVE250')).json()).toMatchObject({ duration: 'once', discount_value: null });
  });

  it('refuses an unknown or inactive code with a field error', async () => {
    for (const code of ['NOPE', 'EXPIRED']) {
      const response = await coupon(`code=${code}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: [BILLING_MESSAGES.couponInvalid] });
    }
  });

  it('checks at most the limit of codes a minute from one address, then answers 429', async () => {
    await expectLimitedAfter(COUPON_LOOKUPS_PER_MINUTE, () =>
      t.app.inject({ url: '/api/coupon?code=GUESS', remoteAddress: '198.51.100.31' }),
    );
  });

  it('applies a code given at checkout to the Checkout session, and refuses a bad one before Stripe', async () => {
    const user = await buildUser(t.app);
    const bad = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
      plan_id: 'core_monthly',
      coupon: 'NOPE',
    });
    expect(bad.json()).toEqual({ coupon: [BILLING_MESSAGES.couponInvalid] });
    const good = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
      plan_id: 'core_monthly',
      coupon: 'SAVE800',
    });
    const sessionId = new URL(good.json().url).pathname.split('/').pop()!;
    const promo = [...t.stripe.state.objects.values()].find(
      (o) => o.object === 'promotion_code' && o.code === 'SAVE800',
    )!;
    expect(t.stripe.object(sessionId)?._discounts).toEqual([promo.id]);
  });
});
