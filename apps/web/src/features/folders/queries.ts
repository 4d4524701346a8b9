import type { Folder as FolderWire, Page } from '@folio/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { pageOfLink } from '../presentations/list-rules.ts';
import type { Folder } from './types.ts';

/** Folders per page in the folders tab and the move dialog. */
export const FOLDER_PAGE_SIZE = 20;
/** The most folders one request may carry (the server's page_size cap). */
const FOLDER_LOOKUP_SIZE = 100;

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

/**
 * One folder by id. The API has no GET /folders/{id}, so the user's folders are read page by page
 * (100 at a time) until it turns up; 404 when it is not one of them.
 */
export const folderQuery = (id: number) =>
  queryOptions({
    queryKey: folderKeys.detail(id),
    queryFn: async ({ signal }): Promise<Folder> => {
      for (let page: number | undefined = 1; page; ) {
        const answer = await api<Page<FolderWire>>('/folders', {
          query: { page, pageSize: FOLDER_LOOKUP_SIZE },
          signal,
        });
        const found = answer.results.find((folder) => folder.id === id);
        if (found) return found;
        page = pageOfLink(answer.next);
      }
      throw { detail: 'Not found.' };
    },
  });
