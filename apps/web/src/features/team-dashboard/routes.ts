import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, redirect } from 'react-router';
import { Redirecting } from '../../app/root-layout.tsx';
import { loadUser } from '../accounts/queries.ts';
import { dashboardTeam } from './dashboard-team.ts';

/** /team-dashboard/{id}, and /team-dashboard, which opens the first team whose dashboard the user may see. */
export const teamDashboardRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: 'team-dashboard',
    loader: async () => {
      const user = await loadUser(queryClient);
      const team = user ? dashboardTeam(user) : undefined;
      return redirect(team ? `/team-dashboard/${team.id}` : '/404');
    },
    Component: Redirecting,
  },
  {
    path: 'team-dashboard/:teamId',
    lazy: () => import('./team-dashboard-page.tsx').then((m) => ({ Component: m.TeamDashboardPage })),
  },
];
