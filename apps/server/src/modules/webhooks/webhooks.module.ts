import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { createTeamAccess } from '../teams/team-access.ts';
import { createAttempt } from './webhooks.attempt.ts';
import { createDelivery } from './webhooks.delivery.ts';
import { registerWebhookFanOut } from './webhooks.fanout.ts';
import { webhookDeliverJob, webhookSweepJob } from './webhooks.jobs.ts';
import { createPayloads } from './webhooks.payloads.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { createWebhooksService } from './webhooks.service.ts';

type Deps = {
  database: Database;
  clock: Clock;
  events: Events;
  secrets: SecretBox;
  publicUrl: string;
  allowLoopback: boolean;
  /** The queue and the mail outbox are made after the jobs are defined, hence getters. */
  queue: () => Queue;
  outbox: () => Outbox;
  log: { error(details: object, message: string): void };
};

/**
 * Webhooks in two steps: `createWebhooks` defines the jobs (before the queue starts), `register` adds the
 * routes and the event listeners (before the outbox relay starts).
 */
export function createWebhooks(deps: Deps) {
  const { database, clock, events, secrets } = deps;
  const db = database.db;
  const attempt = createAttempt({ clock, secrets, allowLoopback: deps.allowLoopback });
  const running = new Set<Promise<void>>();
  const delivery = createDelivery({
    db,
    clock,
    attempt,
    events,
    outbox: deps.outbox,
    publicUrl: deps.publicUrl,
    later: (endpointId, at, key) =>
      deps.queue().send(deliverJob, { endpointIds: [endpointId] }, { key, startAfter: at }),
  });
  /** Starts draining an endpoint's queue in the background; close() waits for the drains under way. */
  const drainSoon = (endpointId: number) => {
    const work = delivery.drain(endpointId).catch((error: unknown) => {
      if (!stopped) deps.log.error({ err: error, endpointId }, 'webhook delivery failed');
    });
    running.add(work);
    const forget = () => running.delete(work);
    work.then(forget, forget);
  };
  let stopped = false;
  const deliverJob = webhookDeliverJob(drainSoon);
  const sweepJob = webhookSweepJob({ db, clock, drain: delivery.drain });

  return {
    jobs: [deliverJob, sweepJob],
    async register(app: FastifyInstance) {
      const webhooks = createWebhooksService({
        db,
        clock,
        secrets,
        teams: createTeamAccess(db),
        attempt,
        allowLoopback: deps.allowLoopback,
        drainSoon,
      });
      registerWebhookFanOut({
        db,
        clock,
        events,
        payloads: createPayloads(db, deps.publicUrl),
        queueDelivery: (tx, endpointIds) => deps.queue().sendInTransaction(tx, deliverJob, { endpointIds }),
        wake: () => deps.queue().wake(deliverJob),
      });
      await app.register(webhooksRoutes, { webhooks });
      app.addHook('onClose', async () => {
        stopped = true;
        while (running.size > 0) await Promise.allSettled([...running]);
      });
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
