import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../factories.ts';
import { patiently } from '../patience.ts';
import { call } from '../test-app.ts';
import { type BillingTestApp, createBillingTestApp } from './billing-test-app.ts';

/** The local Stripe server's hosted Checkout page, as a browser uses it, with events sent to the listening app. */
describe('the hosted Checkout page of the local Stripe server', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp({ env: { TRIAL_DAYS: '0' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    t.stripe.setWebhookUrl(`http://127.0.0.1:${port}/api/stripe/webhook`);
  });
  afterAll(() => t.close());

  async function checkout(body: object) {
    const user = await buildUser(t.app);
    const start = await call(t, 'POST', '/api/user/start-subscription', user.headers, body);
    expect(start.statusCode).toBe(200);
    return { user, url: start.json().url as string };
  }

  it('lists what the session charges, and Pay returns to success_url while the webhook makes the user premium', async () => {
    t.stripe.promotionCode({ code: 'SAVE8', amountOff: 800 });
    const { user, url } = await checkout({ plan_id: 'core_yearly', coupon: 'SAVE8' });
    const page = await fetch(url);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('billed every year');
    expect(html).toContain('$290');
    expect(html).toContain('−$8');
    expect(html).toMatch(/Total due today<\/td><td>\$282</);
    expect(html).toContain('href="http://folio.test/payment/core_yearly?checkout=canceled"');

    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://folio.test/payment/core_yearly?checkout=success');
    await t.stripe.deliveries();
    await vi.waitFor(
      async () =>
        expect((await call(t, 'GET', '/api/user', user.headers)).json()).toMatchObject({
          role: 'premium_agent',
          subscription_status: 'active',
        }),
      patiently,
    );
    // The session is complete: its page can no longer take a payment.
    expect((await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(410);
  });

  it('prices a team plan by the tier its seat count falls in', async () => {
    const { url } = await checkout({ plan_id: 'tiered_monthly', quantity: 6 });
    const html = await (await fetch(url)).text();
    // 6 seats fall in the second tier: $22 each.
    expect(html).toMatch(/Total due today<\/td><td>\$132</);
  });

  it('answers 404 for a session that does not exist', async () => {
    expect((await fetch(`${t.stripe.url}/checkout/cs_test_nope`)).status).toBe(404);
  });
});
