import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The rate-limit counters every instance shares on PostgreSQL (platform/rate-limit-store.ts): one row per
 * limit and client, its fixed window and the requests counted in it. UNLOGGED (the migration says so):
 * no write-ahead log for a count that a crash may as well forget.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** The limit and the client: `METHOD /route:address`, or `api_key:id` for the per-key limit. */
  key: text('key').primaryKey(),
  /** When the window began, in milliseconds since the epoch (the app's clock). */
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
});
