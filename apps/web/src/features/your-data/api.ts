import type { AccountDelete, DataExportState as DataExportStateWire } from '@folio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Camelize } from '../../lib/api.ts';

export type DataExportState = Camelize<DataExportStateWire>;
export type DataExport = NonNullable<DataExportState['latest']>;

/** Query keys of Settings → Your data; invalidation uses only these. */
export const yourDataKeys = { export: ['data-export'] as const };

const isPending = (state: DataExportState | undefined) =>
  state?.latest?.status === 'queued' || state?.latest?.status === 'running';

/** GET /api/account/data-export; polled every few seconds while the zip is made (the socket says it sooner). */
export const dataExportQuery = queryOptions({
  queryKey: yourDataKeys.export,
  queryFn: ({ signal }) => api<DataExportStateWire>('/account/data-export', { signal }),
  refetchInterval: (query) => (isPending(query.state.data) ? 5000 : false),
});

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/account/data-export', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: yourDataKeys.export }),
  });
}

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: AccountDelete) => api<void>('/account/delete', { method: 'POST', body }),
  });
