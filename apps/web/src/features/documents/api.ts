import { DOCUMENT_PAGE_SIZE, type DocumentStats as DocumentStatsWire, type Page } from '@folio/shared';
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { pageOfLink } from '../presentations/list-rules.ts';
import { patchInList, prependToList, removeFromList } from './list-cache.ts';
import type { DocumentListData, DocumentWire, FolioDocument } from './types.ts';

/** Query keys of the documents area; invalidation uses only these. */
export const documentKeys = {
  all: ['documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (search: string) => [...documentKeys.lists(), search] as const,
  detail: (id: number) => [...documentKeys.all, 'detail', id] as const,
};

/** The Documents calls of spec §7. */
export const documentCalls = {
  create: (uploadKey: string) => api<DocumentWire>('/document', { method: 'POST', body: { uploadKey } }),
  get: (id: number, signal?: AbortSignal) => api<DocumentWire>(`/document/${id}`, { signal }),
  rename: (id: number, title: string) =>
    api<DocumentWire>(`/document/${id}/update`, { method: 'POST', body: { title } }),
  remove: (id: number) => api<void>(`/document/${id}`, { method: 'DELETE' }),
  stats: (ids: number[]) =>
    api<{ results: DocumentStatsWire[] }>('/document/stats', { method: 'POST', body: { ids } }),
};

/** The user's documents in pages of 5 (spec §9), newest first, for one search term. */
export const documentListQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: documentKeys.list(search),
    queryFn: ({ pageParam, signal }) =>
      api<Page<DocumentWire>>('/document', {
        query: { page: pageParam, pageSize: DOCUMENT_PAGE_SIZE, search: search || undefined },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => pageOfLink(last.next),
  });

export const documentQuery = (id: number) =>
  queryOptions({
    queryKey: documentKeys.detail(id),
    queryFn: ({ signal }) => documentCalls.get(id, signal),
    // A 404 is an answer (the page leaves for /404), not a hiccup to retry.
    retry: (count, error) => count < 2 && (error as { detail?: unknown } | null)?.detail !== 'Not found.',
  });

/** Changes one document wherever it is cached: its page and every list holding it. */
export function patchDocument(
  queryClient: QueryClient,
  id: number,
  change: (doc: FolioDocument) => FolioDocument,
) {
  queryClient.setQueryData<FolioDocument>(documentKeys.detail(id), (old) => old && change(old));
  for (const [key, data] of queryClient.getQueriesData<DocumentListData>({ queryKey: documentKeys.lists() }))
    if (data) queryClient.setQueryData(key, patchInList(data, id, change));
}

/** A document just created: at the top of the unfiltered list at once, and every list read again. */
export async function addDocument(queryClient: QueryClient, doc: FolioDocument) {
  queryClient.setQueryData(documentKeys.detail(doc.id), doc);
  queryClient.setQueryData<DocumentListData>(
    documentKeys.list(''),
    (data) => data && prependToList(data, doc),
  );
  await queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
}

/** POST /document/{id}/update: the new title shows in the page and the lists. */
export function useRenameDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) => documentCalls.rename(id, title),
    onSuccess: (doc) => {
      patchDocument(queryClient, doc.id, (old) => ({ ...old, title: doc.title, cleanTitle: doc.cleanTitle }));
      queryClient.setQueryData(documentKeys.detail(doc.id), doc);
    },
  });
}

/** DELETE /document/{id}: gone for good, from every list at once. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => documentCalls.remove(id),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: documentKeys.detail(id) });
      for (const [key, data] of queryClient.getQueriesData<DocumentListData>({
        queryKey: documentKeys.lists(),
      }))
        if (data) queryClient.setQueryData(key, removeFromList(data, id));
      await queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
    },
  });
}
