import { STATS_RETRY_CAP } from '@folio/shared';

/** Ids waiting for POST /presentations/stats, and how many requests in a row have failed. */
export type StatsQueue = { pending: number[]; failures: number };

export const EMPTY_QUEUE: StatsQueue = { pending: [], failures: 0 };

/** The stats request takes at most this many ids (the server's limit). */
export const STATS_BATCH = 100;

export function enqueue(queue: StatsQueue, ids: number[]): StatsQueue {
  const fresh = ids.filter((id) => !queue.pending.includes(id));
  return fresh.length ? { ...queue, pending: [...queue.pending, ...new Set(fresh)] } : queue;
}

/** The ids of the next request. */
export const nextBatch = (queue: StatsQueue) => queue.pending.slice(0, STATS_BATCH);

/** A request succeeded: its ids leave the queue (ids queued meanwhile stay) and the counter resets. */
export function succeeded(queue: StatsQueue, sent: number[]): StatsQueue {
  const done = new Set(sent);
  return { pending: queue.pending.filter((id) => !done.has(id)), failures: 0 };
}

/**
 * A request failed: it is retried up to STATS_RETRY_CAP (9) times; after that the pending ids are
 * dropped (spec §4) and the counter starts again for the ids that come later.
 */
export function failed(queue: StatsQueue): StatsQueue {
  const failures = queue.failures + 1;
  return failures > STATS_RETRY_CAP ? EMPTY_QUEUE : { ...queue, failures };
}

/** Wait before retry number `failures`: 1 s, 2 s, 4 s… at most 8 s. */
export const retryDelay = (failures: number) =>
  failures === 0 ? 0 : Math.min(1000 * 2 ** (failures - 1), 8000);
