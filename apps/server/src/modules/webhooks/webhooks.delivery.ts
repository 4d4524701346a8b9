import { WEBHOOK_LIMITS } from '@folio/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { users } from '../accounts/accounts.table.ts';
import type { Attempt, AttemptResult } from './webhooks.attempt.ts';
import type { DeliveryRow, EndpointRow } from './webhooks.presenter.ts';
import { webhookDeliveries, webhookEndpoints } from './webhooks.table.ts';

/** A delivery is retried for this long after it was made, then it has failed. */
export const RETRY_WINDOW_MS = 24 * 3600_000;
/** How long a worker holds an endpoint's queue without renewing it (an attempt takes at most 10 s). */
const LEASE_SECONDS = 60;

/** After the nth failed attempt: 30 s, 1 min, 2 min … at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** (attempts - 1));

type Deps = {
  db: Db;
  clock: Clock;
  attempt: Attempt;
  events: Pick<Events, 'flush'>;
  outbox: () => Outbox;
  publicUrl: string;
  /** Asks for this endpoint's queue to be drained again at `at` (a retry's time). */
  later: (endpointId: number, at: Date, key: string) => Promise<void>;
};

/**
 * Delivers each endpoint's pending deliveries in id order, one at a time: a worker holds the endpoint's
 * lease while it delivers, so no delivery overtakes an earlier pending one of its endpoint, across
 * workers and instances. A failed attempt is retried with backoff (the queue waits behind it) until
 * RETRY_WINDOW_MS has passed; then it has failed, and too many failures in a row turn the endpoint off.
 */
export function createDelivery({ db, clock, attempt, events, outbox, publicUrl, later }: Deps) {
  async function claim(endpointId: number) {
    const [row] = await db
      .update(webhookEndpoints)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          eq(webhookEndpoints.enabled, true),
          sql`(${webhookEndpoints.leaseUntil} is null or ${webhookEndpoints.leaseUntil} < now())`,
        ),
      )
      .returning();
    return row;
  }

  const release = (endpointId: number) =>
    db.update(webhookEndpoints).set({ leaseUntil: null }).where(eq(webhookEndpoints.id, endpointId));

  async function head(endpointId: number) {
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')))
      .orderBy(asc(webhookDeliveries.id))
      .limit(1);
    return row;
  }

  async function succeeded(delivery: DeliveryRow, result: AttemptResult) {
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ ...outcome(delivery, result), status: 'succeeded', deliveredAt: clock.now() })
        .where(eq(webhookDeliveries.id, delivery.id));
      await tx
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 0 })
        .where(eq(webhookEndpoints.id, delivery.endpointId));
    });
  }

  async function failed(endpoint: EndpointRow, delivery: DeliveryRow, result: AttemptResult) {
    const now = clock.now();
    const attempts = delivery.attempts + 1;
    if (now.getTime() - delivery.createdAt.getTime() < RETRY_WINDOW_MS) {
      const next = new Date(now.getTime() + backoffSeconds(attempts) * 1000);
      await db
        .update(webhookDeliveries)
        .set({ ...outcome(delivery, result), nextAttemptAt: next })
        .where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    const disabled = await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ ...outcome(delivery, result), status: 'failed' })
        .where(eq(webhookDeliveries.id, delivery.id));
      const [counted] = await tx
        .update(webhookEndpoints)
        .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
        .where(eq(webhookEndpoints.id, endpoint.id))
        .returning();
      if (!counted || counted.consecutiveFailures < WEBHOOK_LIMITS.failuresBeforeDisable) return false;
      await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledAt: now })
        .where(eq(webhookEndpoints.id, endpoint.id));
      const [owner] = await tx.select().from(users).where(eq(users.id, endpoint.userId));
      if (owner)
        await outbox().record(tx, owner.email, 'webhook-disabled', {
          url: endpoint.url,
          failures: counted.consecutiveFailures,
          settingsUrl: `${publicUrl}/settings/integration`,
        });
      return true;
    });
    if (disabled) events.flush();
  }

  /** Delivers this endpoint's queue until it is empty or its head waits for a retry. */
  async function drain(endpointId: number) {
    for (;;) {
      const endpoint = await claim(endpointId);
      if (!endpoint) return;
      for (;;) {
        const delivery = await head(endpointId);
        if (!delivery) break;
        if (delivery.nextAttemptAt > clock.now()) {
          await release(endpointId);
          await later(endpointId, delivery.nextAttemptAt, `webhook:${delivery.id}:${delivery.attempts}`);
          return;
        }
        const result = await attempt(endpoint, delivery);
        if (result.ok) await succeeded(delivery, result);
        else await failed(endpoint, delivery, result);
        if (!(await claimAgain(endpointId))) return;
      }
      await release(endpointId);
      // A delivery made while the lease was held, whose own job found the lease taken, is delivered now.
      const next = await head(endpointId);
      if (!next || next.nextAttemptAt > clock.now()) return;
    }
  }

  /** Renews the lease between attempts; false when the endpoint was turned off or deleted meanwhile. */
  async function claimAgain(endpointId: number) {
    const [row] = await db
      .update(webhookEndpoints)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    if (!row) await release(endpointId);
    return row !== undefined;
  }

  return { drain };
}

/** What an attempt leaves on its delivery, whatever its outcome. */
const outcome = (delivery: DeliveryRow, result: AttemptResult) => ({
  attempts: delivery.attempts + 1,
  responseStatus: result.status,
  responseMs: result.ms,
  lastError: result.ok ? null : result.excerpt,
});

export type Delivery = ReturnType<typeof createDelivery>;
