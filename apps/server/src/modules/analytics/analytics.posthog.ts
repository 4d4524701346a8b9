import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import { type AnalyticsEventRow, createAnalyticsRepository } from './analytics.repository.ts';

export type PostHogSettings = { apiKey: string; host: string };

/** Events per POST to /batch/ (PostHog takes up to 20 MB; a small batch fails and retries cheaply). */
const BATCH = 100;
/** Batches per run: a backlog drains over a few minutes rather than in one long job. */
const ROUNDS = 20;
const TIMEOUT_MS = 15_000;

/** One stored event in PostHog's capture format; anonymous visitors get no person profile. */
export function toPostHogEvent(row: AnalyticsEventRow) {
  const distinctId = row.userId !== null ? `user:${row.userId}` : `anon:${row.anonymousId ?? row.uuid}`;
  return {
    event: row.name,
    uuid: row.uuid,
    distinct_id: distinctId,
    timestamp: row.createdAt.toISOString(),
    properties: {
      ...row.properties,
      distinct_id: distinctId,
      $lib: 'folio-server',
      ...(row.userId === null ? { $process_person_profile: false } : {}),
    },
  };
}

/**
 * Sends the events not yet forwarded to PostHog's /batch/ endpoint and marks them. A failed POST throws
 * (the job retries, and the next run starts from the same events); a batch sent twice after a crash
 * between the POST and the mark is dropped by PostHog, which keeps one event per uuid.
 */
export function createPostHogForwarder({
  db,
  clock,
  settings,
}: {
  db: Db;
  clock: Clock;
  settings: PostHogSettings;
}) {
  const repo = createAnalyticsRepository(db);
  return async function forward() {
    let sent = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const rows = await repo.unforwarded(BATCH);
      if (rows.length === 0) break;
      const response = await fetch(`${settings.host}/batch/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          api_key: settings.apiKey,
          historical_migration: false,
          batch: rows.map(toPostHogEvent),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      // The status only: PostHog's error text may echo the key.
      if (!response.ok) throw new Error(`PostHog refused the batch (HTTP ${response.status}).`);
      await repo.markForwarded(
        rows.map((r) => r.id),
        clock.now(),
      );
      sent += rows.length;
      if (rows.length < BATCH) break;
    }
    return sent;
  };
}

/** Every minute, with POSTHOG_KEY set: the new events go to PostHog. */
export const postHogForwardJob = (forward: () => Promise<number>) =>
  defineJob({
    name: 'analytics.forward-posthog',
    schema: z.object({}),
    cron: '* * * * *',
    expireInSeconds: 600,
    handler: async () => {
      await forward();
    },
  });
