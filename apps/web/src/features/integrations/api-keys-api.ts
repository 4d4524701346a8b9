import type { ApiKeyCreate, ApiKeyCreated, ApiKey as ApiKeyWire } from '@folio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Camelize } from '../../lib/api.ts';

export type ApiKey = Camelize<ApiKeyWire>;

/** Query keys of the API keys section; invalidation uses only these. */
export const apiKeyKeys = { all: ['api-keys'] as const };

export const apiKeysQuery = queryOptions({
  queryKey: apiKeyKeys.all,
  queryFn: ({ signal }) => api<ApiKeyWire[]>('/rollout', { signal }),
});

function useApiKeyMutation<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export const useCreateApiKey = () =>
  useApiKeyMutation((body: ApiKeyCreate) => api<ApiKeyCreated>('/rollout', { method: 'POST', body }));

export const useRevokeApiKey = () =>
  useApiKeyMutation((id: number) => api<void>(`/rollout/${id}`, { method: 'DELETE' }));
