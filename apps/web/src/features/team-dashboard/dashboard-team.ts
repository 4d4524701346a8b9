import type { User } from '../accounts/types.ts';

type Company = User['companies'][number];

/** An admin of the team with dashboard access (spec §1: the admin account kind) may open its dashboard. */
export const hasDashboard = (company: Pick<Company, 'isAdmin' | 'hasDashboardAccess'>) =>
  company.isAdmin && company.hasDashboardAccess;

/** The first team whose dashboard the user may open. */
export const dashboardTeam = (user: Pick<User, 'companies'>) => user.companies.find(hasDashboard);
