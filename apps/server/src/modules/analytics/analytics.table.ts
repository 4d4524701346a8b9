import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * Product analytics events sent by the web app (POST /api/analytics/events). `uuid` is the event's id at
 * PostHog, which drops a second copy of it, so the forwarder may send a batch again after a failure.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The browser's random id for this tab session, when nobody is signed in. */
    anonymousId: text('anonymous_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sent to PostHog; null while waiting (or when no POSTHOG_KEY is set). */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (t) => [
    index('analytics_events_created_idx').on(t.createdAt),
    index('analytics_events_unforwarded_idx').on(t.id).where(sql`${t.forwardedAt} is null`),
  ],
);
