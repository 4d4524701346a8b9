import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isTokenNotValid } from '../../lib/api.ts';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { ConfirmDialog } from '../billing/confirm-dialog.tsx';
import { shortDate } from './dates.ts';
import { LoadError } from './load-error.tsx';
import { invitesQuery, useResendInvite, useRevokeInvite } from './manage-team-api.ts';
import { MANAGE_TEAM_TEXTS, roleLabel } from './manage-team-texts.ts';
import { bodyClass, CellLabel, cellClass, rowClass, TableHead, tableClass } from './table-layout.tsx';
import { TeamSection } from './team-section.tsx';
import type { Team, TeamInvite } from './team-types.ts';

function InviteRow({
  teamId,
  invite,
  onRevoke,
}: {
  teamId: number;
  invite: TeamInvite;
  onRevoke: () => void;
}) {
  const resend = useResendInvite(teamId);
  const name = `${invite.firstName} ${invite.lastName}`.trim();

  async function onResend() {
    try {
      await resend.mutateAsync(invite.id);
      notify.success(MANAGE_TEAM_TEXTS.resent(invite.email));
    } catch (error) {
      if (!isTokenNotValid(error)) notify.error(firstMessage(error));
    }
  }

  return (
    <tr className={rowClass}>
      <td className={cellClass}>
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">{invite.email}</p>
          {name && <p className="truncate text-muted">{name}</p>}
        </div>
      </td>
      <td className={cellClass}>
        <CellLabel>Role</CellLabel>
        {roleLabel(invite.role)}
      </td>
      <td className={cellClass}>
        <CellLabel>Sent</CellLabel>
        <time dateTime={invite.sentAt}>{shortDate(invite.sentAt)}</time>
      </td>
      <td className={cellClass}>
        <CellLabel>Expires</CellLabel>
        {invite.expired ? (
          <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">
            Expired
          </span>
        ) : (
          <time dateTime={invite.expiresAt}>{shortDate(invite.expiresAt)}</time>
        )}
      </td>
      <td className={`${cellClass} flex-wrap large:text-right large:whitespace-nowrap`}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Resend the invite to ${invite.email}`}
          loading={resend.isPending}
          onClick={onResend}
        >
          Resend
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Revoke the invite to ${invite.email}`}
          onClick={onRevoke}
        >
          Revoke
        </Button>
      </td>
    </tr>
  );
}

/** Invites not yet answered: when sent, when they expire, and Resend (new link, new expiry) or Revoke. */
export function InvitesSection({ team }: { team: Team }) {
  const invites = useQuery(invitesQuery(team.id));
  const revoke = useRevokeInvite(team.id);
  const [revoking, setRevoking] = useState<TeamInvite>();

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify.success(MANAGE_TEAM_TEXTS.revoked(revoking.email));
      setRevoking(undefined);
    } catch (error) {
      if (!isTokenNotValid(error)) notify.error(firstMessage(error));
    }
  }

  return (
    <TeamSection id="team-invites" title="Pending invites">
      {invites.isPending ? (
        <PageSpinner />
      ) : invites.isError ? (
        <LoadError error={invites.error} onRetry={() => invites.refetch()} />
      ) : invites.data.length === 0 ? (
        <p className="rounded-xl bg-paper px-4 py-6 text-center text-muted">
          {MANAGE_TEAM_TEXTS.invitesEmpty}
        </p>
      ) : (
        <table className={tableClass}>
          <TableHead columns={['E-mail', 'Role', 'Sent', 'Expires']} />
          <tbody className={bodyClass}>
            {invites.data.map((invite) => (
              <InviteRow
                key={invite.id}
                teamId={team.id}
                invite={invite}
                onRevoke={() => setRevoking(invite)}
              />
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={Boolean(revoking)}
        onOpenChange={(open) => !open && setRevoking(undefined)}
        title={revoking ? MANAGE_TEAM_TEXTS.revokeTitle(revoking.email) : ''}
        text={MANAGE_TEAM_TEXTS.revokeText}
        keep="Keep invite"
        confirm="Revoke invite"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </TeamSection>
  );
}
