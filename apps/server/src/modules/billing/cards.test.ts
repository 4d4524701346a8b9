import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { type BillingTestApp, createBillingTestApp, deliverAll } from '../../test/stripe/billing-test-app.ts';
import { call } from '../../test/test-app.ts';

describe('cards: GET/POST /api/user/cards', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp();
  });
  afterAll(() => t.close());

  const cardsOf = async (headers: Record<string, string>) =>
    (await call(t, 'GET', '/api/user/cards', headers)).json().results as {
      last4: string;
      default: boolean;
    }[];

  it('makes a new card the default and the former one loses it (spec §4)', async () => {
    const user = await buildUser(t.app);
    expect(await cardsOf(user.headers)).toEqual([]);
    const first = t.stripe.paymentMethod({ brand: 'visa', last4: '4242' });
    const added = await call(t, 'POST', '/api/user/cards', user.headers, { card_token: first.id });
    expect(added.statusCode).toBe(200);
    expect(added.json().results).toEqual([
      {
        id: first.id,
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: expect.any(Number),
        default: true,
      },
    ]);
    const second = t.stripe.paymentMethod({ brand: 'mastercard', last4: '4444' });
    await call(t, 'POST', '/api/user/cards', user.headers, { card_token: second.id });
    expect((await cardsOf(user.headers)).map((c) => [c.last4, c.default])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
  });

  it('moves the subscription to the new card too, so the former card is no longer charged', async () => {
    const user = await buildUser(t.app);
    const start = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
      plan_id: 'core_monthly',
    });
    const sessionId = new URL(start.json().url).pathname.split('/').pop()!;
    await deliverAll(t, t.stripe.completeCheckout(sessionId, { last4: '1111' }));
    // The card paid with on Checkout is the user's new card, so their default.
    expect((await cardsOf(user.headers)).map((c) => [c.last4, c.default])).toEqual([['1111', true]]);
    const card = t.stripe.paymentMethod({ last4: '5556' });
    await call(t, 'POST', '/api/user/cards', user.headers, { card_token: card.id });
    const subscription = t.stripe.object(t.stripe.object(sessionId)!.subscription as string)!;
    expect(subscription.default_payment_method).toBe(card.id);
  });

  it('without a token answers a Stripe page in setup mode; the card entered there becomes the default', async () => {
    const user = await buildUser(t.app);
    await call(t, 'POST', '/api/user/cards', user.headers, {
      card_token: t.stripe.paymentMethod({ last4: '0005' }).id,
    });
    const response = await call(t, 'POST', '/api/user/cards', user.headers, {});
    expect(response.json().url).toMatch(new RegExp(`^${t.stripe.url}/checkout/cs_test_`));
    const sessionId = new URL(response.json().url).pathname.split('/').pop()!;
    expect(t.stripe.object(sessionId)).toMatchObject({ mode: 'setup' });
    const events = t.stripe.completeCheckout(sessionId, { last4: '3220' });
    // The events come in any order; the newest card wins whichever is applied last.
    await deliverAll(t, [...events].reverse());
    expect((await cardsOf(user.headers)).map((c) => [c.last4, c.default])).toEqual([
      ['3220', true],
      ['0005', false],
    ]);
  });

  it('answers 400 on card_token for a token Stripe does not know or one that is not a card id', async () => {
    const user = await buildUser(t.app);
    const unknown = await call(t, 'POST', '/api/user/cards', user.headers, { card_token: 'pm_nosuchcard' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('card_token');
    const number = await call(t, 'POST', '/api/user/cards', user.headers, { card_token: '4242424242424242' });
    expect(number.statusCode).toBe(400);
  });
});
