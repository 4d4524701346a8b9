import type { BoxItems, ImportedFile, StorageConnection, StorageProvider } from '@folio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Query keys of cloud storage; invalidation uses only these. */
export const storageKeys = {
  connections: ['storage-connections'] as const,
  boxFolder: (folderId: string) => ['box-folder', folderId] as const,
};

export const storageConnectionsQuery = queryOptions({
  queryKey: storageKeys.connections,
  queryFn: ({ signal }) => api<StorageConnection[]>('/integrations/storage', { signal }),
});

export const boxFolderQuery = (folderId: string) =>
  queryOptions({
    queryKey: storageKeys.boxFolder(folderId),
    queryFn: ({ signal }) => api<BoxItems>('/imports/box/items', { query: { folderId }, signal }),
    retry: false,
  });

/** Box's consent page, then back to `returnTo` (the server keeps the tokens; the browser never sees one). */
export const boxConnectUrl = (returnTo: string) =>
  `/api/integrations/box/connect?return_to=${encodeURIComponent(returnTo)}`;

export function useDisconnectStorage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: StorageProvider) =>
      api<void>(`/integrations/storage/${provider}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storageKeys.connections }),
  });
}

export const importFromBox = (body: { fileId: string; filename: string }) =>
  api<ImportedFile>('/imports/box', { method: 'POST', body });
