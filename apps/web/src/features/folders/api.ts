import type { Folder as FolderWire } from '@folio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useFolderChange } from '../presentations/api.ts';
import { presentationKeys } from '../presentations/queries.ts';
import type { Presentation } from '../presentations/types.ts';
import { folderKeys } from './queries.ts';
import type { Folder } from './types.ts';

export { folderKeys, folderListQuery, folderQuery } from './queries.ts';

function useFoldersMutation<V, R>(call: (vars: V) => Promise<R>, after?: (answer: R, vars: V) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer, vars) => {
      await after?.(answer, vars);
      await queryClient.invalidateQueries({ queryKey: folderKeys.all });
    },
  });
}

export const useCreateFolder = () =>
  useFoldersMutation((name: string) => api<FolderWire>('/folders', { method: 'POST', body: { name } }));

export function useRenameFolder() {
  const queryClient = useQueryClient();
  return useFoldersMutation(
    ({ id, name }: { id: number; name: string }) =>
      api<FolderWire>(`/folders/${id}`, { method: 'PATCH', body: { name } }),
    // Cards show their folder's name.
    () => queryClient.invalidateQueries({ queryKey: presentationKeys.lists() }),
  );
}

/** DELETE /folders/{id}: its presentations go back to the main list. */
export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useFoldersMutation(
    (id: number) => api<void>(`/folders/${id}`, { method: 'DELETE' }),
    (_, id) => {
      queryClient.removeQueries({
        queryKey: presentationKeys.list({ tab: 'folders', folder: id, search: '' }),
      });
      return queryClient.invalidateQueries({ queryKey: presentationKeys.lists() });
    },
  );
}

/** POST /folders/{id}/add-presentations: the presentation moves into that folder. */
export function useMoveToFolder() {
  const changed = useFolderChange();
  return useFoldersMutation(
    ({ folder, item }: { folder: Pick<Folder, 'id' | 'name'>; item: Presentation }) =>
      api<FolderWire>(`/folders/${folder.id}/add-presentations`, {
        method: 'POST',
        body: { presentations: [item.id] },
      }),
    (_, { folder, item }) => changed(item, { id: folder.id, name: folder.name }),
  );
}

/** POST /folders/{id}/remove-presentations: the presentation is in no folder any more. */
export function useRemoveFromFolder() {
  const changed = useFolderChange();
  return useFoldersMutation(
    ({ folderId, item }: { folderId: number; item: Presentation }) =>
      api<FolderWire>(`/folders/${folderId}/remove-presentations`, {
        method: 'POST',
        body: { presentations: [item.id] },
      }),
    (_, { item }) => changed(item, null),
  );
}
