import { TEAM_TEXTS } from '@folio/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { companyMembers } from './teams.table.ts';

export type TeamMembership = typeof companyMembers.$inferSelect;

/**
 * Who may do what in a team (spec §6), for every team route: a team the caller is not in answers 404,
 * like a missing one, so ids of other teams tell nothing; a member calling an admin route gets 403.
 */
export function createTeamAccess(db: Db) {
  async function membership(userId: number, companyId: number): Promise<TeamMembership | undefined> {
    const [row] = await db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)));
    return row;
  }

  return {
    membership,

    async requireMember(user: UserRow, companyId: number) {
      const row = await membership(user.id, companyId);
      if (!row) throw notFound();
      return row;
    },

    /** Manage Team and everything it does: the team's admins. */
    async requireAdmin(user: UserRow, companyId: number) {
      const row = await membership(user.id, companyId);
      if (!row) throw notFound();
      if (!row.isAdmin) throw forbidden(TEAM_TEXTS.adminOnly, { code: 'team_admin_required' });
      return row;
    },

    /** The admin dashboard: admins the team gave dashboard access. */
    async requireDashboard(user: UserRow, companyId: number) {
      const row = await membership(user.id, companyId);
      if (!row) throw notFound();
      if (!(row.isAdmin && row.hasDashboardAccess))
        throw forbidden(TEAM_TEXTS.dashboardOnly, { code: 'team_dashboard_required' });
      return row;
    },
  };
}

export type TeamAccess = ReturnType<typeof createTeamAccess>;
