import type { InsightsChangedMessage } from '@folio/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSocketMessage } from '../../lib/use-socket-message.ts';
import { insightsKeys } from './api.ts';

/**
 * Runs `refresh` one at a time: a call made while one runs makes exactly one more run after it, so
 * a change that came during a refetch is never missed and a burst never piles refetches up (nor
 * cancels them before they answer).
 */
export function createSerialRefresh(refresh: () => Promise<unknown>) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async (): Promise<void> => {
    do {
      again = false;
      await refresh().catch(() => undefined);
    } while (again);
    running = null;
  };
  return () => {
    if (running) again = true;
    else running = run();
  };
}

/** What a change of presentation `id` makes stale: its insights and viewers, and the lists across presentations. */
function refreshInsights(client: QueryClient, id: number) {
  return Promise.all(
    [insightsKeys.presentation(id), insightsKeys.durations(), insightsKeys.activities()].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * Keeps the open insights screen current: on the server's `insights.changed` for a presentation, what
 * is shown of it is refetched (queries not on screen are only marked stale).
 */
export function useLiveInsights() {
  const client = useQueryClient();
  const [refreshers] = useState(() => new Map<number, () => void>());
  useSocketMessage<InsightsChangedMessage>('insights.changed', ({ presentationId }) => {
    let refresh = refreshers.get(presentationId);
    if (!refresh) {
      refresh = createSerialRefresh(() => refreshInsights(client, presentationId));
      refreshers.set(presentationId, refresh);
    }
    refresh();
  });
}
