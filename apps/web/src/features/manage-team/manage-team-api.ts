import type { Company, Seats, TeamInvite as TeamInviteWire, TeamRole } from '@folio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { accountKeys } from '../accounts/api.ts';
import type { InviteInput, TeamMembersWire } from './team-types.ts';

/** Query keys of one team's Manage Team page; invalidation uses only these. */
export const teamKeys = {
  all: (id: number) => ['team', id] as const,
  team: (id: number) => ['team', id, 'details'] as const,
  members: (id: number) => ['team', id, 'members'] as const,
  invites: (id: number) => ['team', id, 'invites'] as const,
};

/** GET /api/company/{id}: name, seats, and what the caller may do in the team. */
export const teamQuery = (id: number) =>
  queryOptions({
    queryKey: teamKeys.team(id),
    queryFn: ({ signal }) => api<Company>(`/company/${id}`, { signal }),
  });

/** GET /api/company/{id}/members (admins): the members with their role and last activity. */
export const membersQuery = (id: number) =>
  queryOptions({
    queryKey: teamKeys.members(id),
    queryFn: ({ signal }) => api<TeamMembersWire>(`/company/${id}/members`, { signal }),
  });

/** GET /api/company/{id}/invites (admins): invites not yet accepted, declined or revoked. */
export const invitesQuery = (id: number) =>
  queryOptions({
    queryKey: teamKeys.invites(id),
    queryFn: async ({ signal }) =>
      (await api<{ results: TeamInviteWire[] }>(`/company/${id}/invites`, { signal })).results,
  });

/** A change to the team; the whole page (and the user's companies, which name the team) is read again. */
function useTeamChange<T, R>(id: number, run: (input: T) => Promise<R>, refreshUser = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.all(id) }),
        refreshUser && queryClient.invalidateQueries({ queryKey: accountKeys.user }),
      ]),
  });
}

export const useRenameTeam = (id: number) =>
  useTeamChange(
    id,
    (name: string) => api<Company>(`/company/${id}`, { method: 'PATCH', body: { name } }),
    true,
  );

/** PUT seats: Stripe's subscription quantity changes with proration. */
export const useChangeSeats = (id: number) =>
  useTeamChange(id, (seats: number) =>
    api<Seats>(`/company/${id}/seats`, { method: 'PUT', body: { seats } }),
  );

export const useChangeRole = (id: number) =>
  useTeamChange(
    id,
    ({ userId, role }: { userId: number; role: TeamRole }) =>
      api(`/company/${id}/members/${userId}`, { method: 'PATCH', body: { role } }),
    true,
  );

export const useRemoveMember = (id: number) =>
  useTeamChange(id, (userId: number) => api(`/company/${id}/members/${userId}`, { method: 'DELETE' }));

/** POST invites: a new invite, or a resend when that address already has an open one. */
export const useInvite = (id: number) =>
  useTeamChange(id, (input: InviteInput) =>
    api<TeamInviteWire>(`/company/${id}/invites`, { method: 'POST', body: input }),
  );

export const useResendInvite = (id: number) =>
  useTeamChange(id, (inviteId: number) =>
    api<TeamInviteWire>(`/company/${id}/invites/${inviteId}/resend`, { method: 'POST' }),
  );

export const useRevokeInvite = (id: number) =>
  useTeamChange(id, (inviteId: number) => api(`/company/${id}/invites/${inviteId}`, { method: 'DELETE' }));
