import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { ShareLink, ShareLinkPage, ShareLinkSettings, ShareLinkWire } from './types.ts';

/** Cache keys of a presentation's share links (spec §7 'Share links'). */
export const shareLinkKeys = {
  all: ['share-links'] as const,
  list: (presentationId: number, archived = false) =>
    [...shareLinkKeys.all, presentationId, { archived }] as const,
  presentation: (presentationId: number) => [...shareLinkKeys.all, presentationId] as const,
};

const base = (presentationId: number) => `/presentations/${presentationId}/share-links`;

/** GET …/share-links: newest first. */
export const shareLinksQuery = (presentationId: number, archived = false) =>
  queryOptions({
    queryKey: shareLinkKeys.list(presentationId, archived),
    queryFn: () =>
      api<ShareLinkPage>(base(presentationId), { query: archived ? { archived: true } : undefined }),
  });

export const useShareLinks = (presentationId: number) => useQuery(shareLinksQuery(presentationId));

/** The presentation's public link, enabled or not, if it has one. */
export const publicLinkOf = (links: readonly ShareLink[] | undefined) =>
  links?.find((link) => link.isPublic && !link.archived) ?? null;

/** Every change to a link refreshes that presentation's lists. */
function useLinkMutation<V, R = ShareLink>(presentationId: number, call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.presentation(presentationId) }),
  });
}

/** POST …/share-link: a new individual link, or the public one (answers the existing enabled one). */
export const useCreateShareLink = (presentationId: number) =>
  useLinkMutation(presentationId, (settings: ShareLinkSettings) =>
    api<ShareLinkWire>(`/presentations/${presentationId}/share-link`, { method: 'POST', body: settings }),
  );

/** PATCH …/share-links/{id}: some settings. */
export const useUpdateShareLink = (presentationId: number) =>
  useLinkMutation(presentationId, ({ id, settings }: { id: number; settings: ShareLinkSettings }) =>
    api<ShareLinkWire>(`${base(presentationId)}/${id}`, { method: 'PATCH', body: settings }),
  );

/** POST …/{id}/restore: a disabled link enabled again, with the indexable flag of the form. */
export const useRestoreShareLink = (presentationId: number) =>
  useLinkMutation(presentationId, ({ id, isIndexable }: { id: number; isIndexable: boolean }) =>
    api<ShareLinkWire>(`${base(presentationId)}/${id}/restore`, { method: 'POST', body: { isIndexable } }),
  );

/** DELETE …/{id}: unpublish (204; the link is disabled, not removed, and can be restored). */
export const useDisableShareLink = (presentationId: number) =>
  useLinkMutation(presentationId, (id: number) =>
    api<void>(`${base(presentationId)}/${id}`, { method: 'DELETE' }),
  );
