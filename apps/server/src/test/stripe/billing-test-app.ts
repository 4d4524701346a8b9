import { inArray } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { stripeEvents } from '../../modules/billing/billing.table.ts';
import type { Clock } from '../../platform/clock.ts';
import { patiently } from '../patience.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { catalogue } from './catalogue.ts';
import { type StripeServer, startStripeServer } from './stripe-server.ts';

export type BillingTestApp = TestApp & { stripe: StripeServer; prices: ReturnType<typeof catalogue> };

/** The app with billing pointed at a local Stripe server holding the four plans. */
export async function createBillingTestApp(
  options: { clock?: Clock; env?: Record<string, string>; prices?: boolean } = {},
): Promise<BillingTestApp> {
  const clock = options.clock;
  const stripe = await startStripeServer(clock ? { now: () => clock.now().getTime() } : {});
  const prices = options.prices === false ? ({} as ReturnType<typeof catalogue>) : catalogue(stripe);
  const t = await createTestApp({ env: { ...stripe.env, ...options.env }, clock });
  return {
    ...t,
    stripe,
    prices,
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

type Signed = { timestamp?: number; secret?: string; signature?: string };

/** Posts an event to the webhook endpoint as Stripe delivers it: raw JSON, signed. */
export function deliver(t: BillingTestApp, event: object, signed: Signed = {}) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signed.signature ?? t.stripe.sign(payload, signed.timestamp, signed.secret),
    },
    payload,
  });
}

/** Waits until the job of each event has applied it. */
export async function processed(t: BillingTestApp, ids: string[]) {
  await vi.waitFor(async () => {
    const rows = await t.database.db
      .select({ processedAt: stripeEvents.processedAt })
      .from(stripeEvents)
      .where(inArray(stripeEvents.id, ids));
    expect(rows.filter((r) => r.processedAt !== null)).toHaveLength(ids.length);
  }, patiently);
}

/** Delivers events in the given order, each accepted, then waits until all are applied. */
export async function deliverAll(t: BillingTestApp, events: { id: string }[]) {
  for (const event of events) expect((await deliver(t, event)).statusCode).toBe(200);
  await processed(
    t,
    events.map((e) => e.id),
  );
}
