import type { User } from '../accounts/types.ts';

/** The first team whose dashboard the user may open: an admin there with dashboard access (spec §1). */
export const dashboardTeam = (user: Pick<User, 'companies'>) =>
  user.companies.find((company) => company.isAdmin && company.hasDashboardAccess);
