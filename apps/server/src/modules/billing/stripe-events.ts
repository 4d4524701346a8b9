import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob, type Queue } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import type { BillingRepository } from './billing.repository.ts';
import { stripeEvents } from './billing.table.ts';
import type { Cards } from './cards.ts';
import type { Plans } from './plans.ts';
import type { SubscriptionSync } from './subscription-sync.ts';

const idOf = (value: unknown) =>
  typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? null);

/**
 * Stripe's webhook events: the endpoint stores each by id and queues its job in one transaction, so a
 * replayed or duplicate delivery is a no-op; the job applies it by reading the current objects from Stripe.
 */
export function createStripeEvents(deps: {
  db: Db;
  clock: Clock;
  queue: () => Queue;
  repo: BillingRepository;
  sync: SubscriptionSync;
  cards: Cards;
  plans: Plans;
}) {
  const { db, clock, queue, repo, sync, cards, plans } = deps;

  async function apply(event: Stripe.Event) {
    const object = event.data.object as unknown as Record<string, unknown>;
    const customerId = idOf(object.customer);
    if (event.type.startsWith('price.') || event.type.startsWith('product.')) {
      await plans.sync();
      return;
    }
    if (!customerId) return;
    const subscriptionChanged =
      event.type.startsWith('customer.subscription.') ||
      event.type.startsWith('invoice.') ||
      (event.type === 'checkout.session.completed' && object.mode === 'subscription');
    if (subscriptionChanged) await sync.syncCustomer(customerId);
    // A card given on Checkout (setup, or paying a subscription) is a new card: it becomes the default.
    const cardAdded =
      event.type === 'setup_intent.succeeded' ||
      (event.type === 'checkout.session.completed' && object.mode !== 'payment');
    if (cardAdded && (await repo.customerByStripeId(customerId))) await cards.defaultToNewest(customerId);
  }

  const job = defineJob({
    name: 'billing.stripe-event',
    schema: z.object({ eventId: z.string().min(1).max(255) }),
    async handler({ eventId }) {
      const [row] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId));
      if (!row || row.processedAt) return;
      await apply(row.payload as unknown as Stripe.Event);
      await db
        .update(stripeEvents)
        .set({ processedAt: clock.now() })
        .where(and(eq(stripeEvents.id, eventId), isNull(stripeEvents.processedAt)));
    },
  });

  return {
    job,
    /** Stores a verified event and queues its job, both or neither; answers false for one already stored. */
    async receive(event: Stripe.Event) {
      const stored = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(stripeEvents)
          .values({
            id: event.id,
            type: event.type,
            payload: event as unknown as Record<string, unknown>,
            receivedAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        if (row) await queue().sendInTransaction(tx, job, { eventId: row.id });
        return Boolean(row);
      });
      if (stored) queue().wake(job);
      return stored;
    },
  };
}

export type StripeEvents = ReturnType<typeof createStripeEvents>;
