import type { NotificationMessage, RoleChangeMessage } from '@folio/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSocketMessage } from '../../lib/use-socket-message.ts';
import { Refusal } from '../../ui/refusal.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { InviteForm } from './invite-form.tsx';
import { InvitesSection } from './invites-section.tsx';
import { LoadError } from './load-error.tsx';
import { teamKeys, teamQuery } from './manage-team-api.ts';
import { MANAGE_TEAM_TEXTS } from './manage-team-texts.ts';
import { MembersSection } from './members-section.tsx';
import { SeatsDialog } from './seats-dialog.tsx';
import { SeatsSummary } from './seats-summary.tsx';
import { TeamNameForm } from './team-name-form.tsx';
import { TeamSection } from './team-section.tsx';
import type { Team } from './team-types.ts';

const parseTeamId = (value: string | undefined) =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

const isNotFound = (error: unknown) => (error as { detail?: unknown } | null)?.detail === 'Not found.';
const isAdminOnly = (error: unknown) => (error as { code?: unknown } | null)?.code === 'team_admin_required';

/** What a member who is not an admin sees instead of the page (the server answers them 403). */
const AdminOnly = () => (
  <Refusal text={MANAGE_TEAM_TEXTS.adminOnly} to="/presentations" action="Go to Presentations" />
);

/** Newcomers and role changes arrive by socket: the page reads the team again when one concerns it. */
function useTeamRealtime(id: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.all(id) });
  useSocketMessage<NotificationMessage>('notification', ({ notification }) => {
    if (notification.category === 'new_user_team') void refresh();
  });
  useSocketMessage<RoleChangeMessage>('role.changed', () => void refresh());
}

function TeamAdminView({ team }: { team: Team }) {
  const [seatsOpen, setSeatsOpen] = useState(false);
  const [seatsStart, setSeatsStart] = useState(team.seats);
  const openSeats = (start: number) => {
    setSeatsStart(start);
    setSeatsOpen(true);
  };
  return (
    <>
      <div className="grid gap-6 large:grid-cols-2">
        <TeamSection id="team-details" title="Team">
          <TeamNameForm team={team} />
        </TeamSection>
        <SeatsSummary team={team} onChange={() => openSeats(team.seats)} />
      </div>
      <MembersSection team={team} />
      <InviteForm team={team} onAddSeats={() => openSeats(team.seats + 1)} />
      <InvitesSection team={team} />
      <SeatsDialog team={team} open={seatsOpen} onOpenChange={setSeatsOpen} initial={seatsStart} />
    </>
  );
}

function ManageTeam({ id }: { id: number }) {
  const team = useQuery(teamQuery(id));
  useTeamRealtime(id);
  if (team.isError && isNotFound(team.error)) return <Navigate to="/404" replace />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">{MANAGE_TEAM_TEXTS.title}</h1>
        {team.data && <p className="text-lg text-muted">{team.data.name}</p>}
      </header>
      {team.isPending ? (
        <PageSpinner />
      ) : team.isError ? (
        isAdminOnly(team.error) ? (
          <AdminOnly />
        ) : (
          <LoadError error={team.error} onRetry={() => team.refetch()} />
        )
      ) : team.data.me.isAdmin ? (
        <TeamAdminView team={team.data} />
      ) : (
        <AdminOnly />
      )}
    </div>
  );
}

/** /manage-team/{id}: the team's name, seats, members and invites, for the team's admins (issue 14). */
export function ManageTeamPage() {
  const id = parseTeamId(useParams().teamId);
  return id === null ? <Navigate to="/404" replace /> : <ManageTeam key={id} id={id} />;
}
