import type {
  EngagementLeads,
  FollowUp,
  FollowUpDraft,
  ForwardingGraph as ForwardingGraphWire,
} from '@folio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Camelize } from '../../lib/api.ts';
import { isPremiumRequired } from '../presentations/premium.ts';
import { insightsKeys } from './api.ts';

export type EngagementLead = Camelize<EngagementLeads>['results'][number];
export type ForwardingGraph = Camelize<ForwardingGraphWire>;
export type ForwardNode = ForwardingGraph['nodes'][number];

/** Under the presentation's key: what refreshes its insights refreshes these too. */
export const engagementKeys = {
  leads: (id: number) => [...insightsKeys.presentation(id), 'leads'] as const,
  forwarding: (id: number) => [...insightsKeys.presentation(id), 'forwarding'] as const,
};

const retry = (failures: number, error: unknown) =>
  failures < 2 && !isPremiumRequired(error) && (error as { detail?: string })?.detail !== 'Not found.';

/** The viewers with the best engagement score, best first. */
export const hotLeadsQuery = (id: number) =>
  queryOptions({
    queryKey: engagementKeys.leads(id),
    queryFn: ({ signal }) => api<EngagementLeads>(`/presentation-insights/${id}/leads`, { signal }),
    retry,
  });

/** Who forwarded to whom, depth first, and whether forwarding is allowed. */
export const forwardingQuery = (id: number) =>
  queryOptions({
    queryKey: engagementKeys.forwarding(id),
    queryFn: ({ signal }) => api<ForwardingGraphWire>(`/presentation-insights/${id}/forwarding`, { signal }),
    retry,
  });

/** Turns forwarding off (or on again) for every link of the presentation. */
export function useSetForwarding(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allowed: boolean) =>
      api(`/presentations/${id}`, { method: 'PATCH', body: { disableForwarding: !allowed } }),
    onSuccess: (_, allowed) =>
      queryClient.setQueryData(engagementKeys.forwarding(id), (graph) =>
        graph ? { ...graph, disableForwarding: !allowed } : graph,
      ),
  });
}

const followUpPath = (id: number, key: string) => `/presentation-insights/${id}/user/${key}/follow-up`;

/** Drafts a follow-up to one viewer (AI when configured, else a template); nothing is sent. */
export const useDraftFollowUp = (id: number, key: string) =>
  useMutation({
    mutationFn: () => api<FollowUpDraft>(`${followUpPath(id, key)}/draft`, { method: 'POST' }),
  });

export const useSendFollowUp = (id: number, key: string) =>
  useMutation({
    mutationFn: (mail: FollowUp) =>
      api<{ to: string }>(followUpPath(id, key), { method: 'POST', body: mail }),
  });
