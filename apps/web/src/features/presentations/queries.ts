import {
  type Page,
  PRESENTATION_PAGE_SIZE,
  type PresentationTab,
  type Presentation as PresentationWire,
} from '@folio/shared';
import { infiniteQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { applyListChange, type ListChange, pageOfLink } from './list-rules.ts';
import { enqueueStats } from './stats-store.ts';
import type { ListData, ListScope } from './types.ts';

/** Query keys of the presentations area; invalidation uses only these. */
export const presentationKeys = {
  all: ['presentations'] as const,
  lists: () => [...presentationKeys.all, 'list'] as const,
  tab: (tab: PresentationTab) => [...presentationKeys.lists(), tab] as const,
  list: (scope: ListScope) => [...presentationKeys.tab(scope.tab), scope.folder, scope.search] as const,
};

/** The scope a list key was built from (see presentationKeys.list). */
export function scopeOfKey(key: QueryKey): ListScope | null {
  const [, , tab, folder, search] = key;
  if (typeof tab !== 'string' || typeof search !== 'string') return null;
  return { tab: tab as PresentationTab, folder: typeof folder === 'number' ? folder : null, search };
}

/** Tabs whose items get their stats from POST /presentations/stats (spec §4: not received, not templates). */
export const tabFetchesStats = (tab: PresentationTab) => tab !== 'received' && tab !== 'templates';

/** One tab of /presentations in pages of 5; every page that arrives queues its ids for stats. */
export const presentationListQuery = (scope: ListScope) =>
  infiniteQueryOptions({
    queryKey: presentationKeys.list(scope),
    queryFn: async ({ pageParam, signal }) => {
      const page = await api<Page<PresentationWire>>('/presentations', {
        query: {
          tab: scope.tab,
          folder: scope.folder ?? undefined,
          search: scope.search || undefined,
          page: pageParam,
          pageSize: PRESENTATION_PAGE_SIZE,
        },
        signal,
      });
      if (tabFetchesStats(scope.tab)) enqueueStats(page.results.map((item) => item.id));
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => pageOfLink(last.next),
  });

/** Applies a change to every cached list, then marks them stale: the list on screen refetches. */
export async function changeLists(queryClient: QueryClient, change: ListChange) {
  await queryClient.cancelQueries({ queryKey: presentationKeys.lists() });
  for (const [key, data] of queryClient.getQueriesData<ListData>({ queryKey: presentationKeys.lists() })) {
    const scope = scopeOfKey(key);
    if (scope && data) queryClient.setQueryData(key, applyListChange(scope, data, change));
  }
  await queryClient.invalidateQueries({ queryKey: presentationKeys.lists() });
}
