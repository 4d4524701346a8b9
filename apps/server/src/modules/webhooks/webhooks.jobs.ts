import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import { webhookDeliveries, webhookEndpoints } from './webhooks.table.ts';

/**
 * Delivers the queues of these endpoints. The drains run on after the job (a slow receiver must not hold
 * the other endpoints' jobs); each holds its endpoint's lease, and the sweep finds what a crash left.
 */
export const webhookDeliverJob = (drain: (endpointId: number) => void) =>
  defineJob({
    name: 'webhooks.deliver',
    schema: z.object({ endpointIds: z.array(z.number().int()) }),
    handler: async ({ endpointIds }) => {
      for (const id of endpointIds) drain(id);
    },
  });

/** Every minute: endpoints with a due delivery and no worker on them (a crash, a lost retry job). */
export const webhookSweepJob = ({
  db,
  clock,
  drain,
}: {
  db: Db;
  clock: Clock;
  drain: (endpointId: number) => Promise<void>;
}) =>
  defineJob({
    name: 'webhooks.sweep',
    schema: z.object({}),
    cron: '* * * * *',
    handler: async () => {
      const rows = await db
        .selectDistinct({ id: webhookDeliveries.endpointId })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, clock.now()),
            eq(webhookEndpoints.enabled, true),
            sql`(${webhookEndpoints.leaseUntil} is null or ${webhookEndpoints.leaseUntil} < now())`,
          ),
        );
      await Promise.all(rows.map((r) => drain(r.id)));
    },
  });
