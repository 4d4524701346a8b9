import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyMembers } from '../teams/teams.table.ts';
import { webhookDeliveries, webhookEndpoints } from './webhooks.table.ts';

type NewEndpoint = typeof webhookEndpoints.$inferInsert;
type EndpointChanges = Partial<Pick<NewEndpoint, 'url' | 'events' | 'description' | 'enabled'>>;

/** Teams the user administers: their endpoints are the user's to manage too. */
const adminTeamsOf = (userId: number) =>
  sql`(select ${companyMembers.companyId} from ${companyMembers}
    where ${companyMembers.userId} = ${userId} and ${companyMembers.isAdmin})`;

/**
 * Endpoints and their deliveries. Lists are scoped to what the user may manage (their own endpoints and
 * those of teams they administer); `find` answers any endpoint so the policy can tell 403 from 404.
 */
export function createWebhooksRepository(db: Db) {
  const withTeam = {
    endpoint: webhookEndpoints,
    teamName: companies.name,
  };
  return {
    async list(userId: number) {
      return db
        .select(withTeam)
        .from(webhookEndpoints)
        .leftJoin(companies, eq(companies.id, webhookEndpoints.companyId))
        .where(
          or(
            and(eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.companyId)),
            inArray(webhookEndpoints.companyId, adminTeamsOf(userId)),
          ),
        )
        .orderBy(webhookEndpoints.id);
    },

    async find(id: number) {
      const [row] = await db
        .select(withTeam)
        .from(webhookEndpoints)
        .leftJoin(companies, eq(companies.id, webhookEndpoints.companyId))
        .where(eq(webhookEndpoints.id, id));
      return row;
    },

    /** Endpoints of this owner: a user's own (companyId null) or a team's. */
    async countOf(owner: { userId: number; companyId: number | null }) {
      const [row] = await db
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(
          owner.companyId === null
            ? and(eq(webhookEndpoints.userId, owner.userId), isNull(webhookEndpoints.companyId))
            : eq(webhookEndpoints.companyId, owner.companyId),
        );
      return row?.n ?? 0;
    },

    async insert(values: NewEndpoint) {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      return row!;
    },

    /** Enabling again clears what the failures left: their count and disabled_at. */
    async update(id: number, changes: EndpointChanges) {
      const reset = changes.enabled ? { disabledAt: null, consecutiveFailures: 0 } : {};
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...changes, ...reset })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return row!;
    },

    async delete(id: number) {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    async deliveries(endpointId: number, page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpointId))
          .orderBy(desc(webhookDeliveries.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async delivery(endpointId: number, id: number) {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)));
      return row;
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
