import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Domain events written in the transaction of the change that causes them (the transactional outbox):
 * a crash after the commit cannot lose them. The relay hands each to its listeners and deletes it once
 * they all succeeded, so an event is delivered at least once and listeners make their effects once.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    /** Deliveries begun: a relay that died or a listener that failed leaves it for a later one. */
    attempts: integer('attempts').notNull().default(0),
    /** Not handed out before this: the lease of the relay that holds it, or the retry's backoff. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_events_available_idx').on(t.availableAt, t.id)],
);
