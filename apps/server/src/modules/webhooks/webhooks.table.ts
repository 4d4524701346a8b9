import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { companies } from '../teams/teams.table.ts';

/**
 * An HTTPS endpoint that receives signed events: a user's own, or a team's (companyId set, registered by
 * a team admin, receiving the events of every member's presentations).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types it receives (WEBHOOK_EVENTS in packages/shared). */
    events: text('events').array().notNull(),
    /** The signing secret (whsec_…), sealed with the server's encryption key. */
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Set when repeated failures turned it off (the owner was e-mailed); cleared when re-enabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** While set and ahead, one worker is delivering this endpoint's queue (so deliveries keep their order). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_user_idx').on(t.userId),
    index('webhook_endpoints_company_idx').on(t.companyId),
  ],
);

/**
 * One event for one endpoint, written in the transaction of the event itself; delivered in id order per
 * endpoint with retries, and kept as the endpoint's delivery log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id as the receiver sees it (evt_…), the same on every retry. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // A recorded event delivered twice by the outbox makes one delivery per endpoint.
    uniqueIndex('webhook_deliveries_event_key').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id.desc()),
    index('webhook_deliveries_pending_idx').on(t.endpointId, t.id).where(sql`${t.status} = 'pending'`),
  ],
);
