import {
  WEBHOOK_VERSION,
  type WebhookEvent,
  type WebhookEventData,
  type WebhookPayload,
} from '@folio/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import { randomToken, sha256 } from '../../platform/tokens.ts';
import type { Payloads } from './webhooks.payloads.ts';
import { webhookDeliveries } from './webhooks.table.ts';

type Item = { type: WebhookEvent; eventId: string; createdAt: string; data: WebhookEventData[WebhookEvent] };
type Deps = {
  db: Db;
  clock: Clock;
  events: Events;
  payloads: Payloads;
  /** Queues the delivery of these endpoints in `tx` (so it exists exactly when the deliveries do). */
  queueDelivery: (tx: Db, endpointIds: number[]) => Promise<void>;
  /** After the commit: a worker in this process starts at once. */
  wake: () => void;
};

/**
 * The receiver's event id: for an event of the outbox, made from its row (the same on every redelivery,
 * so the unique (endpoint, event) makes one delivery); for an event only announced, a new one.
 */
const eventIdOf = (type: WebhookEvent, outboxId: number | undefined) =>
  outboxId === undefined ? `evt_${randomToken(128)}` : `evt_${sha256(`${outboxId}:${type}`).slice(0, 32)}`;

/**
 * Turns the recorded events into deliveries: one per enabled endpoint subscribed to the event type, of the
 * presentation's owner (their own endpoints and those of their teams), inserted with the job that delivers
 * them in one transaction. The owner's endpoints are read first, so an event nobody subscribed to costs
 * one indexed query.
 */
export function registerWebhookFanOut({ db, clock, events, payloads, queueDelivery, wake }: Deps) {
  async function subscribed(ownerId: number, types: WebhookEvent[]) {
    const { rows } = (await db.execute(sql`
      select id, events from webhook_endpoints
      where enabled and events && ${sql.param(types)}::text[] and (
        (user_id = ${ownerId} and company_id is null)
        or company_id in (select company_id from company_members where user_id = ${ownerId}))`)) as unknown as {
      rows: { id: number; events: string[] }[];
    };
    return rows;
  }

  async function fanOut(endpoints: { id: number; events: string[] }[], items: Item[]) {
    const rows = items.flatMap((item) =>
      endpoints
        .filter((e) => e.events.includes(item.type))
        .map((e) => {
          const payload: WebhookPayload = {
            id: item.eventId,
            type: item.type,
            version: WEBHOOK_VERSION,
            created_at: item.createdAt,
            data: item.data,
          };
          return { endpointId: e.id, eventId: item.eventId, eventType: item.type, payload };
        }),
    );
    if (rows.length === 0) return;
    const made = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(webhookDeliveries)
        .values(rows.map((row) => ({ ...row, nextAttemptAt: clock.now(), createdAt: clock.now() })))
        .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
        .returning({ endpointId: webhookDeliveries.endpointId });
      const ids = [...new Set(inserted.map((r) => r.endpointId))];
      if (ids.length > 0) await queueDelivery(tx, ids);
      return ids.length;
    });
    if (made > 0) wake();
  }

  events.on('presentation.viewed', async ({ sessionId, ownerId, createdAt }, { eventId }) => {
    const endpoints = await subscribed(ownerId, ['presentation.viewed', 'link.new_viewer']);
    if (endpoints.length === 0) return;
    const viewed = await payloads.viewed(sessionId);
    if (!viewed) return;
    const at = new Date(createdAt).toISOString();
    const items: Item[] = [
      {
        type: 'presentation.viewed',
        eventId: eventIdOf('presentation.viewed', eventId),
        createdAt: at,
        data: viewed.data,
      },
    ];
    if (viewed.newViewer)
      items.push({
        type: 'link.new_viewer',
        eventId: eventIdOf('link.new_viewer', eventId),
        createdAt: at,
        data: viewed.data,
      });
    await fanOut(endpoints, items);
  });

  // Announced, not recorded, by the activity beacon (its hot path): a crash right after a beacon's commit
  // may lose its event, as it loses the owner's notification of it.
  events.on('asset.viewed', async ({ sessionId, ownerId, assetIds }) => {
    const endpoints = await subscribed(ownerId, ['asset.viewed']);
    if (endpoints.length === 0) return;
    const data = await payloads.assetViewed(sessionId, assetIds);
    if (!data) return;
    const at = clock.now().toISOString();
    await fanOut(endpoints, [
      { type: 'asset.viewed', eventId: eventIdOf('asset.viewed', undefined), createdAt: at, data },
    ]);
  });

  events.on('feedback.created', async ({ feedbackId, sessionId, ownerId }, { eventId }) => {
    const endpoints = await subscribed(ownerId, ['feedback.received']);
    if (endpoints.length === 0) return;
    const data = await payloads.feedback(feedbackId, sessionId);
    if (!data) return;
    const at = data.feedback.created_at;
    await fanOut(endpoints, [
      { type: 'feedback.received', eventId: eventIdOf('feedback.received', eventId), createdAt: at, data },
    ]);
  });

  events.on('presentation.forwarded', async ({ forwardId, ownerId }, { eventId }) => {
    const endpoints = await subscribed(ownerId, ['presentation.forwarded']);
    if (endpoints.length === 0) return;
    const data = await payloads.forwarded(forwardId);
    if (!data) return;
    const type = 'presentation.forwarded';
    await fanOut(endpoints, [
      { type, eventId: eventIdOf(type, eventId), createdAt: data.forwarded_at, data },
    ]);
  });
}
