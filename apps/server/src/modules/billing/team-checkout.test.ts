import { type Plan, tierFor } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { type BillingTestApp, createBillingTestApp, deliverAll } from '../../test/stripe/billing-test-app.ts';
import { call } from '../../test/test-app.ts';

describe('Checkout for a team (tiered) plan', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp({ env: { TRIAL_DAYS: '0' } });
  });
  afterAll(() => t.close());

  it.each([
    [7, 2200],
    [25, 1900],
  ])(
    'bills %i seats at the tier price of %i cents each, and the subscription keeps the seat count',
    async (seats, cents) => {
      const user = await buildUser(t.app);
      const plans = (await call(t, 'GET', '/api/plan?kind=tiered&interval=month', user.headers)).json();
      const plan = plans.results[0] as Plan;
      expect(tierFor(plan.tiers, seats)?.unit_amount).toBe(cents);

      const start = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
        plan_id: 'tiered_monthly',
        quantity: seats,
      });
      expect(start.statusCode).toBe(200);
      const sessionId = new URL(start.json().url).pathname.split('/').pop()!;
      const sent = t.stripe.requests.find(
        (r) =>
          r.path === '/v1/checkout/sessions' &&
          r.method === 'POST' &&
          r.form.client_reference_id === String(user.user.id),
      );
      expect(sent?.form.line_items).toEqual([{ price: t.prices.tiered_monthly.id, quantity: String(seats) }]);
      await deliverAll(t, t.stripe.completeCheckout(sessionId));

      const subscription = (await call(t, 'GET', '/api/user/subscription', user.headers)).json().subscription;
      expect(subscription).toMatchObject({ plan_id: 'tiered_monthly', quantity: seats, status: 'active' });
      // Stripe prices the seats by the volume tier their count falls in.
      const item = (
        t.stripe.state.all('subscription').find((s) => s.customer === t.stripe.object(sessionId)?.customer)!
          .items as { data: { quantity: number; price: { id: string } }[] }
      ).data[0]!;
      expect(item).toMatchObject({ quantity: seats, price: { id: t.prices.tiered_monthly.id } });
      const tiers = t.stripe.object(t.prices.tiered_monthly.id)!._tiers as {
        up_to: number | null;
        unit_amount: number;
      }[];
      expect(tiers.find((tier) => tier.up_to === null || seats <= tier.up_to)?.unit_amount).toBe(cents);
    },
  );
});
