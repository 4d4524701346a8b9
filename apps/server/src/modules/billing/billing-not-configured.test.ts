import { BILLING_MESSAGES } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

describe('billing without Stripe keys (the embedded default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says plainly on every billing call that online payment is not configured, and charges nothing', async () => {
    const { headers } = await buildUser(t.app);
    const calls = [
      ['GET', '/api/plan'],
      ['GET', '/api/coupon?code=SAVE8'],
      ['GET', '/api/user/subscription'],
      ['POST', '/api/user/start-subscription', { plan_id: 'core_monthly' }],
      ['POST', '/api/user/cancel-subscription'],
      ['POST', '/api/user/change-subscription', { interval: 'year' }],
      ['GET', '/api/user/cards'],
      ['POST', '/api/user/cards', {}],
      ['GET', '/api/user/my-portal'],
    ] as const;
    for (const [method, url, body] of calls) {
      const response = await call(t, method, url, headers, body);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 409,
        body: { detail: BILLING_MESSAGES.notConfigured },
      });
    }
    const user = await call(t, 'GET', '/api/user', headers);
    expect(user.json()).toMatchObject({ role: 'free_agent', subscription_status: null });
  });

  it('refuses webhooks: there is no secret to check them with', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1","object":"event"}',
    });
    expect(response.statusCode).toBe(409);
  });

  it('will not start with a secret key but no webhook signing secret', () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(
      parseConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe,
    ).toMatchObject({
      host: 'api.stripe.com',
      port: '443',
      protocol: 'https',
    });
    expect(parseConfig({}).stripe).toBeNull();
  });
});
