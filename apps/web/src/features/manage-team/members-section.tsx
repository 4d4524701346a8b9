import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isTokenNotValid } from '../../lib/api.ts';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { useUser } from '../accounts/api.ts';
import { ConfirmDialog } from '../billing/confirm-dialog.tsx';
import { shortDate, timeAgo } from './dates.ts';
import { LoadError } from './load-error.tsx';
import { membersQuery, useRemoveMember } from './manage-team-api.ts';
import { MANAGE_TEAM_TEXTS } from './manage-team-texts.ts';
import { MemberRoleSelect } from './member-role-select.tsx';
import { bodyClass, CellLabel, cellClass, rowClass, TableHead, tableClass } from './table-layout.tsx';
import { TeamSection } from './team-section.tsx';
import { personName, type Team, type TeamMember } from './team-types.ts';

function MemberRow({
  team,
  member,
  me,
  onRemove,
}: {
  team: Team;
  member: TeamMember;
  me: boolean;
  onRemove: () => void;
}) {
  const name = personName(member);
  return (
    <tr className={rowClass}>
      <td className={cellClass}>
        <div className="flex min-w-0 items-center gap-3">
          <Avatar src={member.picture} name={name} />
          <div className="min-w-0">
            <p className="truncate font-medium text-ink">
              {name}
              {me && <span className="font-normal text-muted"> (you)</span>}
            </p>
            <p className="truncate text-muted">{member.email}</p>
            {member.isBillingUser && <p className="text-xs text-muted">{MANAGE_TEAM_TEXTS.billingUser}</p>}
          </div>
        </div>
      </td>
      <td className={cellClass}>
        <CellLabel>Role</CellLabel>
        <MemberRoleSelect teamId={team.id} member={member} />
      </td>
      <td className={cellClass}>
        <CellLabel>Status</CellLabel>
        <span className="rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">
          Active
        </span>
      </td>
      <td className={cellClass}>
        <CellLabel>Last activity</CellLabel>
        {member.lastActiveAt ? (
          <time dateTime={member.lastActiveAt}>{timeAgo(member.lastActiveAt)}</time>
        ) : (
          MANAGE_TEAM_TEXTS.never
        )}
      </td>
      <td className={cellClass}>
        <CellLabel>Joined</CellLabel>
        <time dateTime={member.joinedAt}>{shortDate(member.joinedAt)}</time>
      </td>
      <td className={`${cellClass} large:text-right`}>
        {!member.isBillingUser && (
          <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The team's members: who they are, their role, status, last activity and joining day; remove with a warning. */
export function MembersSection({ team }: { team: Team }) {
  const members = useQuery(membersQuery(team.id));
  const user = useUser();
  const remove = useRemoveMember(team.id);
  const [leaving, setLeaving] = useState<TeamMember>();

  async function confirmRemove() {
    if (!leaving) return;
    try {
      await remove.mutateAsync(leaving.userId);
      notify.success(MANAGE_TEAM_TEXTS.removed(personName(leaving)));
      setLeaving(undefined);
    } catch (error) {
      if (!isTokenNotValid(error)) notify.error(firstMessage(error));
    }
  }

  return (
    <TeamSection id="team-members" title="Members">
      {members.isPending ? (
        <PageSpinner />
      ) : members.isError ? (
        <LoadError error={members.error} onRetry={() => members.refetch()} />
      ) : (
        <table className={tableClass}>
          <TableHead columns={['Member', 'Role', 'Status', 'Last activity', 'Joined']} />
          <tbody className={bodyClass}>
            {members.data.results.map((member) => (
              <MemberRow
                key={member.userId}
                team={team}
                member={member}
                me={member.userId === user?.id}
                onRemove={() => setLeaving(member)}
              />
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={Boolean(leaving)}
        onOpenChange={(open) => !open && setLeaving(undefined)}
        title={leaving ? MANAGE_TEAM_TEXTS.removeTitle(personName(leaving), team.name) : ''}
        text={MANAGE_TEAM_TEXTS.removeText}
        keep="Keep member"
        confirm="Remove member"
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </TeamSection>
  );
}
