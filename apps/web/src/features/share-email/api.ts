import { AUTOCOMPLETE_MAX, type Page } from '@folio/shared';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { shareLinkKeys } from '../sharing/api.ts';
import type { ShareLinkWire } from '../sharing/types.ts';
import type { RecipientLink, ShareEmailInput, Suggestion } from './types.ts';

const presentation = (id: number) => `/presentations/${id}`;
const link = (id: number, linkId: number) => `${presentation(id)}/share-links/${linkId}`;

/** GET /recipients/suggestions?name=: people the user has sent to, at most 5 (spec §9). */
export const suggestionsQuery = (name: string) =>
  queryOptions({
    queryKey: ['recipient-suggestions', name] as const,
    queryFn: ({ signal }) =>
      api<Suggestion[]>('/recipients/suggestions', { query: { name }, signal }).then((found) =>
        found.slice(0, AUTOCOMPLETE_MAX),
      ),
    enabled: name.trim() !== '',
    staleTime: 60_000,
  });

/** GET …/share-links/by-hash/{hash}: one link, to read its settings back. */
export const linkByHashQuery = (presentationId: number, hash: string) =>
  queryOptions({
    queryKey: [...shareLinkKeys.presentation(presentationId), 'hash', hash] as const,
    queryFn: ({ signal }) =>
      api<ShareLinkWire>(`${presentation(presentationId)}/share-links/by-hash/${hash}`, { signal }),
  });

function useRefreshingMutation<V, R>(presentationId: number, call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.presentation(presentationId) }),
  });
}

/** POST …/share-email: one link per recipient, each e-mailed (201 { share_links }). */
export const useShareEmail = (presentationId: number) =>
  useRefreshingMutation(presentationId, (payload: ShareEmailInput) =>
    api<{ share_links: ShareLinkWire[] }>(`${presentation(presentationId)}/share-email`, {
      method: 'POST',
      body: payload,
    }),
  );

/** POST …/share-links/{id}/resend: the e-mail again (204). */
export const useResendLink = (presentationId: number) =>
  useRefreshingMutation(presentationId, (linkId: number) =>
    api<void>(`${link(presentationId, linkId)}/resend`, { method: 'POST' }),
  );

type LinkAction = 'archive' | 'unarchive' | 'restore';

/** Archive, unarchive or restore (enable again) one link. */
export const useLinkAction = (presentationId: number) =>
  useRefreshingMutation(presentationId, ({ linkId, action }: { linkId: number; action: LinkAction }) =>
    api<ShareLinkWire>(`${link(presentationId, linkId)}/${action}`, { method: 'POST' }),
  );

/** DELETE …/share-links/{id}: the link stops working (disabled, can be restored). */
export const useDisableLink = (presentationId: number) =>
  useRefreshingMutation(presentationId, (linkId: number) =>
    api<void>(link(presentationId, linkId), { method: 'DELETE' }),
  );

/** POST …/notify: tells every e-mailed recipient the presentation changed; answers how many. */
export const useNotifyRecipients = (presentationId: number) =>
  useMutation({
    mutationFn: () => api<{ count: number }>(`${presentation(presentationId)}/notify`, { method: 'POST' }),
  });

/** POST …/message: a note to the chosen links' recipients, or to all e-mailed ones. */
export const useMessageRecipients = (presentationId: number) =>
  useMutation({
    mutationFn: (body: { message: string; shareLinks?: number[] }) =>
      api<unknown>(`${presentation(presentationId)}/message`, { method: 'POST', body }),
  });

export type { RecipientLink };

/** The page number of a next link. (list-rules has one too; importing it here would split it off the list's chunk.) */
const pageOf = (next: string | null) =>
  next ? Number(new URL(next, 'http://localhost').searchParams.get('page')) || undefined : undefined;

/** The presentation's individual links (public ones aside), archived or not, 20 a page. */
export const recipientLinksQuery = (presentationId: number, archived: boolean) =>
  infiniteQueryOptions({
    queryKey: [...shareLinkKeys.presentation(presentationId), 'recipients', { archived }] as const,
    queryFn: ({ pageParam, signal }) =>
      api<Page<ShareLinkWire>>(`${presentation(presentationId)}/share-links`, {
        query: { archived, page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => pageOf(last.next),
    select: (data) => data.pages.flatMap((page) => page.results).filter((l) => !l.isPublic),
  });
