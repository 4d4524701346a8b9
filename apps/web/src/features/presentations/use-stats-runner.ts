import type { presentationStatsSchema } from '@folio/shared';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { nextBatch, retryDelay } from './stats-queue.ts';
import { statsFailed, statsSucceeded, useStatsStore } from './stats-store.ts';

type StatsAnswer = { results: z.infer<typeof presentationStatsSchema>[] };

/**
 * Sends POST /presentations/stats for the pending ids, one request at a time; a failure is retried
 * after a short wait until the queue gives up (stats-queue.ts).
 */
export function useStatsRunner() {
  const queue = useStatsStore((s) => s.queue);
  const busy = useRef(false);

  useEffect(() => {
    if (busy.current || queue.pending.length === 0) return;
    const ids = nextBatch(queue);
    const timer = setTimeout(async () => {
      busy.current = true;
      try {
        const answer = await api<StatsAnswer>('/presentations/stats', { method: 'POST', body: { ids } });
        busy.current = false;
        statsSucceeded(ids, answer.results);
      } catch {
        busy.current = false;
        statsFailed();
      }
    }, retryDelay(queue.failures));
    return () => clearTimeout(timer);
  }, [queue]);
}
