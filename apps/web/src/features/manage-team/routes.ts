import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, redirect } from 'react-router';
import { Redirecting } from '../../app/root-layout.tsx';
import { loadUser } from '../accounts/queries.ts';

const page = () => import('./manage-team-page.tsx').then((m) => ({ Component: m.ManageTeamPage }));

/**
 * /manage-team/{id}, and /manage-team, which opens the first team the user manages the billing of
 * (the Manage Team menu item's rule), or 404 when there is none.
 */
export const manageTeamRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: 'manage-team',
    loader: async () => {
      const user = await loadUser(queryClient);
      const team = user?.companies.find((company) => company.isBillingAdmin);
      return redirect(team ? `/manage-team/${team.id}` : '/404');
    },
    Component: Redirecting,
  },
  { path: 'manage-team/:teamId', lazy: page },
];
