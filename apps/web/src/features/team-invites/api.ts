import type { User as UserWire } from '@folio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { accountKeys } from '../accounts/queries.ts';
import type { User } from '../accounts/types.ts';

export type TeamInvite = User['companyInvites'][number];

const invitePath = (invite: TeamInvite) => `/company/${invite.companyId}/invited/${invite.id}`;

/** POST company/{id}/invited/{inviteId}/accept: answers the user, now in the team. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: TeamInvite) => api<UserWire>(`${invitePath(invite)}/accept`, { method: 'POST' }),
    onSuccess: (user: User) => queryClient.setQueryData(accountKeys.user, user),
    // An invite revoked or expired meanwhile: the user read again no longer lists it.
    onError: () => queryClient.invalidateQueries({ queryKey: accountKeys.user }),
  });
}

/** DELETE company/{id}/invited/{inviteId}/decline; the user is read again without the invite. */
export function useDeclineInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: TeamInvite) => api<void>(`${invitePath(invite)}/decline`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.user }),
  });
}
