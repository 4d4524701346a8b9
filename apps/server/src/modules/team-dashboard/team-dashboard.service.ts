import { addDays, type DashboardQuery, resolvePeriod } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { fieldError } from '../../platform/errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { EXPORT_MAX_ROWS } from '../insights/insights.service.ts';
import type { TeamAccess } from '../teams/team-access.ts';
import { presentDashboard } from './team-dashboard.presenter.ts';
import { createTeamDashboardRepository } from './team-dashboard.repository.ts';

type Deps = { db: Db; clock: Clock; teamAccess: TeamAccess };

/**
 * The team admin's dashboard (issue 14 §6): the team's presentations and their insights over a period,
 * counted as each member's own insights count them. Only admins with dashboard access of that team.
 */
export function createTeamDashboardService({ db, clock, teamAccess }: Deps) {
  const repo = createTeamDashboardRepository(db);

  async function answer(
    user: UserRow,
    companyId: number,
    query: Omit<DashboardQuery, 'limit'>,
    limits: { presentations: number; recipients: number },
  ) {
    await teamAccess.requireDashboard(user, companyId);
    const period = resolvePeriod(query, clock.now().toISOString().slice(0, 10));
    if ('field' in period) throw fieldError(period.field, period.message);
    const range = {
      from: period.from,
      to: period.to,
      start: `${period.from}T00:00:00Z`,
      end: `${addDays(period.to, 1)}T00:00:00Z`,
    };
    const row = await repo.dashboard(companyId, range, limits);
    return presentDashboard(companyId, period, row);
  }

  return {
    dashboard: (user: UserRow, companyId: number, query: DashboardQuery) =>
      answer(user, companyId, query, { presentations: query.limit, recipients: query.limit }),

    /** The same period with every presentation (at most EXPORT_MAX_ROWS, the most viewed), for the CSV. */
    export: (user: UserRow, companyId: number, query: Omit<DashboardQuery, 'limit'>) =>
      answer(user, companyId, query, { presentations: EXPORT_MAX_ROWS, recipients: 0 }),
  };
}

export type TeamDashboardService = ReturnType<typeof createTeamDashboardService>;
