import {
  type ActivityItem,
  INSIGHTS_PAGE_SIZE,
  type Page,
  type PresentationInsights,
  type RefusedAttempt,
  type ViewDuration,
  type ViewerInsights,
} from '@folio/shared';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { pageOfLink } from '../presentations/list-rules.ts';
import { isPremiumRequired } from '../presentations/premium.ts';

/** Query keys of the insights area; invalidation uses only these. */
export const insightsKeys = {
  all: ['insights'] as const,
  durations: () => [...insightsKeys.all, 'durations'] as const,
  activities: () => [...insightsKeys.all, 'activities'] as const,
  presentation: (id: number) => [...insightsKeys.all, 'presentation', id] as const,
  viewer: (id: number, key: string) => [...insightsKeys.all, 'presentation', id, 'viewer', key] as const,
  refused: (id: number) => [...insightsKeys.all, 'presentation', id, 'refused'] as const,
};

/** A refusal is an answer, not a hiccup: premium_required and 404 are not retried. */
const retry = (failures: number, error: unknown) =>
  failures < 2 && !isPremiumRequired(error) && (error as { detail?: string })?.detail !== 'Not found.';

/** /insights: the user's shared presentations and documents with their totals, most recently viewed first. */
export const viewDurationsQuery = () =>
  infiniteQueryOptions({
    queryKey: insightsKeys.durations(),
    queryFn: ({ pageParam, signal }) =>
      api<Page<ViewDuration>>('/presentation-activity/view-duration', {
        query: { page: pageParam, pageSize: INSIGHTS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => pageOfLink(last.next),
    retry,
  });

/** /insights: recent views, feedback and forwards across presentations, newest first. */
export const activitiesQuery = () =>
  infiniteQueryOptions({
    queryKey: insightsKeys.activities(),
    queryFn: ({ pageParam, signal }) =>
      api<Page<ActivityItem>>('/activities', {
        query: { page: pageParam, pageSize: INSIGHTS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => pageOfLink(last.next),
    retry,
  });

/** /insights/{id}: the totals, assets and chart data come with every page; pages add viewers. */
export const presentationInsightsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: insightsKeys.presentation(id),
    queryFn: ({ pageParam, signal }) =>
      api<PresentationInsights>(`/presentation-insights/${id}`, {
        query: { page: pageParam, pageSize: INSIGHTS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => pageOfLink(last.viewers.next),
    retry,
  });

/** /insights/{id}/{viewerKey}: one viewer's sessions, feedback and forwards. */
export const viewerInsightsQuery = (id: number, key: string) =>
  queryOptions({
    queryKey: insightsKeys.viewer(id, key),
    queryFn: ({ signal }) => api<ViewerInsights>(`/presentation-insights/${id}/user/${key}`, { signal }),
    retry,
  });

/** /insights/{id}: the addresses the links' allow or block lists refused. */
export const refusedAttemptsQuery = (id: number) =>
  queryOptions({
    queryKey: insightsKeys.refused(id),
    queryFn: ({ signal }) =>
      api<{ results: RefusedAttempt[] }>(`/presentation-insights/${id}/refused`, { signal }),
    retry,
  });

/** Gives an anonymous viewer an e-mail; they may become (or join) the viewer of that e-mail: a new key. */
export function useAddViewerEmail(id: number, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api<ViewerInsights>(`/presentation-insights/${id}/user/${key}/add-email`, {
        method: 'POST',
        body: { email },
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(insightsKeys.viewer(id, answer.viewer.key), answer);
      await queryClient.invalidateQueries({ queryKey: insightsKeys.presentation(id) });
    },
  });
}
