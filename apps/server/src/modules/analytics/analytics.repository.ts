import type { AnalyticsProperties } from '@folio/shared';
import { and, asc, count, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from './analytics.table.ts';

export type NewAnalyticsEvent = {
  name: string;
  properties: AnalyticsProperties;
  userId: number | null;
  anonymousId: string | null;
  createdAt: Date;
};

export function createAnalyticsRepository(db: Db) {
  return {
    async insert(rows: NewAnalyticsEvent[]) {
      await db.insert(analyticsEvents).values(rows);
    },

    /** Counts per UTC day and event name since `from`, oldest day first. */
    countsPerDay(from: Date) {
      const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, name: analyticsEvents.name, count: count() })
        .from(analyticsEvents)
        .where(gte(analyticsEvents.createdAt, from))
        .groupBy(day, analyticsEvents.name)
        .orderBy(asc(day), asc(analyticsEvents.name));
    },

    /** The oldest events not yet sent to PostHog. */
    unforwarded(limit: number) {
      return db
        .select()
        .from(analyticsEvents)
        .where(isNull(analyticsEvents.forwardedAt))
        .orderBy(asc(analyticsEvents.id))
        .limit(limit);
    },

    async markForwarded(ids: number[], at: Date) {
      await db
        .update(analyticsEvents)
        .set({ forwardedAt: at })
        .where(and(inArray(analyticsEvents.id, ids), isNull(analyticsEvents.forwardedAt)));
    },
  };
}

export type AnalyticsEventRow = Awaited<
  ReturnType<ReturnType<typeof createAnalyticsRepository>['unforwarded']>
>[number];
