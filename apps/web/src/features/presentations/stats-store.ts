import { create } from 'zustand';
import { registerReset } from '../../lib/client-state.ts';
import { EMPTY_QUEUE, enqueue, failed, type StatsQueue, succeeded } from './stats-queue.ts';
import type { PresentationStats } from './types.ts';

type StatsState = {
  queue: StatsQueue;
  /** The latest stats of each presentation, by id. */
  byId: Record<number, PresentationStats>;
};

/** Stats of the presentations on screen, fetched after their page (spec §4). */
export const useStatsStore = create<StatsState>(() => ({ queue: EMPTY_QUEUE, byId: {} }));

export const enqueueStats = (ids: number[]) =>
  useStatsStore.setState((s) => ({ queue: enqueue(s.queue, ids) }));

export const statsSucceeded = (sent: number[], results: PresentationStats[]) =>
  useStatsStore.setState((s) => ({
    queue: succeeded(s.queue, sent),
    byId: { ...s.byId, ...Object.fromEntries(results.map((r) => [r.id, r])) },
  }));

export const statsFailed = () => useStatsStore.setState((s) => ({ queue: failed(s.queue) }));

registerReset(() => useStatsStore.setState({ queue: EMPTY_QUEUE, byId: {} }));
