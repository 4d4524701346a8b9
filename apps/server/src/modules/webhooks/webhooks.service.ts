import {
  WEBHOOK_LIMITS,
  WEBHOOK_PING,
  WEBHOOK_VERSION,
  type WebhookEndpointCreate,
  type WebhookEndpointUpdate,
  type WebhookPayload,
} from '@folio/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import { assertPublicUrl, UnsafeFetchError } from '../../platform/safe-fetch.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { randomToken } from '../../platform/tokens.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import type { TeamAccess } from '../teams/team-access.ts';
import type { Attempt } from './webhooks.attempt.ts';
import {
  deliveryStillRetrying,
  tooManyWebhooks,
  webhookUrlHttps,
  webhookUrlPrivate,
} from './webhooks.errors.ts';
import { isAllowedScheme, isOwnPersonalEndpoint } from './webhooks.policy.ts';
import { presentDelivery, presentEndpoint } from './webhooks.presenter.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';
import { newSigningSecret } from './webhooks.signing.ts';
import { webhookDeliveries } from './webhooks.table.ts';

type Deps = {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  teams: TeamAccess;
  attempt: Attempt;
  allowLoopback: boolean;
  /** Drains an endpoint's pending deliveries soon (after it is turned on again). */
  drainSoon: (endpointId: number) => void;
};

/** Endpoints (a user's or a team's), their secrets, test events and delivery log. */
export function createWebhooksService({
  db,
  clock,
  secrets,
  teams,
  attempt,
  allowLoopback,
  drainSoon,
}: Deps) {
  const repo = createWebhooksRepository(db);

  /** The endpoint if the user may manage it: 404 for another's or another team's, 403 for a team member. */
  async function manageable(user: UserRow, id: number) {
    const found = await repo.find(id);
    if (!found) throw notFound();
    if (found.endpoint.companyId !== null) await teams.requireAdmin(user, found.endpoint.companyId);
    else if (!isOwnPersonalEndpoint(user.id, found.endpoint)) throw notFound();
    return found;
  }

  async function checkUrl(value: string) {
    const url = new URL(value);
    if (!isAllowedScheme(url, allowLoopback)) throw webhookUrlHttps();
    try {
      await assertPublicUrl(url, allowLoopback);
    } catch (error) {
      if (error instanceof UnsafeFetchError) throw webhookUrlPrivate();
      throw error;
    }
  }

  return {
    async list(user: UserRow) {
      const rows = await repo.list(user.id);
      return rows.map((r) => presentEndpoint(r.endpoint, r.teamName));
    },

    async create(user: UserRow, input: Required<WebhookEndpointCreate>) {
      const companyId = input.company_id ?? null;
      if (companyId !== null) await teams.requireAdmin(user, companyId);
      await checkUrl(input.url);
      if ((await repo.countOf({ userId: user.id, companyId })) >= WEBHOOK_LIMITS.endpoints)
        throw tooManyWebhooks(WEBHOOK_LIMITS.endpoints);
      const secret = newSigningSecret();
      const row = await repo.insert({
        userId: user.id,
        companyId,
        url: input.url,
        events: input.events,
        description: input.description ?? '',
        secretSealed: secrets.seal(secret),
        createdAt: clock.now(),
      });
      const found = await repo.find(row.id);
      return { ...presentEndpoint(row, found?.teamName ?? null), secret };
    },

    async update(user: UserRow, id: number, changes: WebhookEndpointUpdate) {
      const { teamName } = await manageable(user, id);
      if (changes.url !== undefined) await checkUrl(changes.url);
      const row = await repo.update(id, changes);
      if (changes.enabled) drainSoon(id);
      return presentEndpoint(row, teamName);
    },

    async delete(user: UserRow, id: number) {
      await manageable(user, id);
      await repo.delete(id);
    },

    async secret(user: UserRow, id: number) {
      const { endpoint } = await manageable(user, id);
      return { secret: secrets.open(endpoint.secretSealed) };
    },

    async deliveries(user: UserRow, id: number, page: number, size: number) {
      await manageable(user, id);
      const { rows, count } = await repo.deliveries(id, page, size);
      return { rows: rows.map(presentDelivery), count };
    },

    /** Sends a `ping` now, whatever the endpoint's queue holds; logged, never retried. */
    async test(user: UserRow, id: number) {
      const { endpoint } = await manageable(user, id);
      const now = clock.now();
      const payload: WebhookPayload<'ping'> = {
        id: `evt_${randomToken(128)}`,
        type: WEBHOOK_PING,
        version: WEBHOOK_VERSION,
        created_at: now.toISOString(),
        data: { message: 'A test event from Folio.' },
      };
      const delivery = { eventId: payload.id, eventType: WEBHOOK_PING, payload };
      const result = await attempt(endpoint, delivery);
      const [row] = await db
        .insert(webhookDeliveries)
        .values({
          ...delivery,
          endpointId: id,
          status: result.ok ? 'succeeded' : 'failed',
          attempts: 1,
          responseStatus: result.status,
          responseMs: result.ms,
          lastError: result.ok ? null : result.excerpt,
          createdAt: now,
          nextAttemptAt: now,
          deliveredAt: result.ok ? clock.now() : null,
        })
        .returning();
      return presentDelivery(row!);
    },

    /** Sends a finished delivery (succeeded or failed) once more, now; a pending one is still being retried. */
    async redeliver(user: UserRow, id: number, deliveryId: number) {
      const { endpoint } = await manageable(user, id);
      const delivery = await repo.delivery(id, deliveryId);
      if (!delivery) throw notFound();
      if (delivery.status === 'pending') throw deliveryStillRetrying();
      const result = await attempt(endpoint, delivery);
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          attempts: delivery.attempts + 1,
          status: result.ok ? 'succeeded' : 'failed',
          responseStatus: result.status,
          responseMs: result.ms,
          lastError: result.ok ? null : result.excerpt,
          ...(result.ok && { deliveredAt: clock.now() }),
        })
        .where(eq(webhookDeliveries.id, deliveryId))
        .returning();
      return presentDelivery(row!);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
