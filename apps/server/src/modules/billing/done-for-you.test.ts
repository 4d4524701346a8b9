import { BILLING_MESSAGES, DFY_TEXTS } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { type BillingTestApp, createBillingTestApp } from '../../test/stripe/billing-test-app.ts';
import { newId } from '../../test/stripe/stripe-state.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

describe('the done-for-you purchase', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp({ env: { TRIAL_DAYS: '0' } });
  });
  afterAll(() => t.close());

  it('shows no offer while Stripe has no done-for-you price', async () => {
    const response = await call(t, 'GET', '/api/dfy-offer', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ offer: null });
  });

  it('says the offer is not available while Stripe has no done-for-you price', async () => {
    const user = await buildUser(t.app);
    const response = await call(t, 'POST', '/api/user/my-dfy-session', user.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: DFY_TEXTS.notOffered });
  });

  it('opens a one-time Checkout for the price with lookup key folio_dfy', async () => {
    const price = t.stripe.state.put({
      id: newId('price'),
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      currency: 'usd',
      lookup_key: 'folio_dfy',
      type: 'one_time',
      recurring: null,
      unit_amount: 49_900,
      product: newId('prod'),
      livemode: false,
      metadata: {},
      created: t.stripe.state.now(),
    });
    const user = await buildUser(t.app);
    const response = await call(t, 'POST', '/api/user/my-dfy-session', user.headers);
    expect(response.statusCode).toBe(200);
    const session = t.stripe.object(new URL(response.json().url).pathname.split('/').pop()!)!;
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: String(user.user.id),
      _line_items: [{ price: price.id, quantity: 1 }],
    });
    expect(t.stripe.object(session.customer as string)).toMatchObject({ email: user.email });
  });

  it('shows the offer with its price and the name and description of its product', async () => {
    const [price] = t.stripe.state.all('price').filter((p) => p.lookup_key === 'folio_dfy');
    t.stripe.state.put({
      id: String(price!.product),
      object: 'product',
      active: true,
      name: 'Done for you',
      description: 'Our team builds your first presentation.',
    });
    const response = await call(t, 'GET', '/api/dfy-offer', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      offer: {
        price_id: price!.id,
        unit_amount: 49_900,
        currency: 'usd',
        name: 'Done for you',
        description: 'Our team builds your first presentation.',
      },
    });
  });
});

describe('the done-for-you purchase without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers that online payment is not configured', async () => {
    const user = await buildUser(t.app);
    const response = await call(t, 'POST', '/api/user/my-dfy-session', user.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: BILLING_MESSAGES.notConfigured });
    expect((await call(t, 'POST', '/api/user/my-dfy-session', {})).statusCode).toBe(401);
  });

  it('shows no offer', async () => {
    const response = await call(t, 'GET', '/api/dfy-offer', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ offer: null });
  });
});
