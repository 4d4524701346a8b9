import type { AnalyticsBatch } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';

/** Stores a batch of the web app's product events; the signed-in user's id when there is one. */
export function createAnalyticsService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createAnalyticsRepository(db);
  return {
    async record(batch: AnalyticsBatch, userId: number | null) {
      const createdAt = clock.now();
      await repo.insert(
        batch.events.map((e) => ({
          name: e.event,
          properties: e.properties,
          userId,
          // A signed-in user is known by id: the tab's random id would only link their sessions.
          anonymousId: userId === null ? (batch.anonymous_id ?? null) : null,
          createdAt,
        })),
      );
      return batch.events.length;
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
