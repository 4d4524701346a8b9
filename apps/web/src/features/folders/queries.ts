import type { Folder as FolderWire, Page } from '@folio/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { pageOfLink } from '../presentations/list-rules.ts';

/** Folders per page in the folders tab and the move dialog. */
export const FOLDER_PAGE_SIZE = 20;

/** Query keys of the folders area; invalidation uses only these. */
export const folderKeys = {
  all: ['folders'] as const,
  lists: () => [...folderKeys.all, 'list'] as const,
  list: (search: string) => [...folderKeys.lists(), search] as const,
  detail: (id: number) => [...folderKeys.all, 'detail', id] as const,
};

export const folderListQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: folderKeys.list(search),
    queryFn: ({ pageParam, signal }) =>
      api<Page<FolderWire>>('/folders', {
        query: { search: search || undefined, page: pageParam, pageSize: FOLDER_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => pageOfLink(last.next),
  });

/** One folder by id (GET /folders/{id}; 404 when it is not one of the user's). */
export const folderQuery = (id: number) =>
  queryOptions({
    queryKey: folderKeys.detail(id),
    queryFn: ({ signal }) => api<FolderWire>(`/folders/${id}`, { signal }),
  });
