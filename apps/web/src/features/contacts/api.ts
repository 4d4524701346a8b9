import type { Contact as ContactWire, contactWriteSchema, Page } from '@folio/shared';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { pageOfLink } from '../presentations/list-rules.ts';

/** Contacts per page of /contacts. */
export const CONTACT_PAGE_SIZE = 20;

/** Query keys of the contacts area; invalidation uses only these. */
export const contactKeys = {
  all: ['contacts'] as const,
  list: (search: string) => [...contactKeys.all, 'list', search] as const,
};

export const contactListQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: contactKeys.list(search),
    queryFn: ({ pageParam, signal }) =>
      api<Page<ContactWire>>('/contacts', {
        query: { search: search || undefined, page: pageParam, pageSize: CONTACT_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => pageOfLink(last.next),
  });

export type ContactInput = z.output<typeof contactWriteSchema>;

function useContactMutation<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

export const useCreateContact = () =>
  useContactMutation((body: ContactInput) => api<ContactWire>('/contacts', { method: 'POST', body }));

export const useUpdateContact = () =>
  useContactMutation(({ id, ...body }: ContactInput & { id: number }) =>
    api<ContactWire>(`/contacts/${id}`, { method: 'PATCH', body }),
  );

export const useDeleteContact = () =>
  useContactMutation((id: number) => api<void>(`/contacts/${id}`, { method: 'DELETE' }));
