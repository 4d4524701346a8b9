import type { TeamRole } from '@folio/shared';
import { isTokenNotValid } from '../../lib/api.ts';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { inputClass } from '../../ui/field.tsx';
import { useChangeRole } from './manage-team-api.ts';
import { MANAGE_TEAM_TEXTS, ROLE_OPTIONS } from './manage-team-texts.ts';
import { personName, type TeamMember } from './team-types.ts';

/**
 * A member's role (PATCH members/{userId}); the member's open tabs learn it by socket. The choice shows at
 * once and falls back to the saved role when the server refuses it (the team's last admin, for one).
 */
export function MemberRoleSelect({ teamId, member }: { teamId: number; member: TeamMember }) {
  const change = useChangeRole(teamId);
  const name = personName(member);
  const shown = change.isPending ? change.variables.role : member.role;

  async function onChange(role: TeamRole) {
    try {
      await change.mutateAsync({ userId: member.userId, role });
      notify.success(MANAGE_TEAM_TEXTS.roleSaved(name, role));
    } catch (error) {
      if (!isTokenNotValid(error)) notify.error(firstMessage(error, ['role']));
    }
  }

  return (
    <select
      aria-label={`Role of ${name}`}
      value={shown}
      disabled={member.isBillingUser || change.isPending}
      title={member.isBillingUser ? MANAGE_TEAM_TEXTS.billingUserRole : undefined}
      onChange={(event) => onChange(event.target.value as TeamRole)}
      className={inputClass(false, 'h-10 w-full min-w-32 px-3 text-sm large:w-36')}
    >
      {ROLE_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
