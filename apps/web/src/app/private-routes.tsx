import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { featureFlagsQuery } from '../features/accounts/queries.ts';
import { documentRoutes } from '../features/documents/routes.ts';
import { editorRoutes } from '../features/editor/routes.ts';
import { insightsRoutes } from '../features/insights/routes.ts';
import { manageTeamRoutes } from '../features/manage-team/routes.ts';
import { paymentRoutes } from '../features/payment/routes.ts';
import { PRESENTATION_TABS } from '../features/presentations/tabs.ts';
import { referralLoader } from '../features/referral/referral-route.ts';
import { SETTINGS_TABS } from '../features/settings/tabs.ts';
import { shareEmailRoutes } from '../features/share-email/routes.ts';
import { teamDashboardRoutes } from '../features/team-dashboard/routes.ts';
import { Redirecting } from './root-layout.tsx';

const presentations = () => import('../features/presentations/presentations-page.tsx');

/**
 * /presentations?hash=… is where signing up or in from a shared presentation lands (spec accounts §2): the
 * server has put it in Received, so that tab opens, keeping the sign-up marker.
 */
const receivedFromLink = ({ request }: LoaderFunctionArgs) => {
  const params = new URL(request.url).searchParams;
  if (!params.has('hash')) return null;
  return redirect(
    params.get('signup') === '1' ? '/presentations/received?signup=1' : '/presentations/received',
  );
};

/** Pages inside the app shell. */
export const privateRoutes = (queryClient: QueryClient): RouteObject[] => [
  { index: true, loader: () => redirect('/presentations'), Component: Redirecting },
  ...PRESENTATION_TABS.map(
    (tab): RouteObject => ({
      path: tab.path.slice(1),
      loader: tab.key === 'mine' ? receivedFromLink : undefined,
      lazy: () => presentations().then((m) => ({ Component: m.PresentationsPage })),
    }),
  ),
  {
    path: 'presentations/folders/:folderId',
    lazy: () => presentations().then((m) => ({ Component: m.PresentationsPage })),
  },
  ...editorRoutes,
  ...shareEmailRoutes,
  ...insightsRoutes,
  {
    path: 'contacts',
    lazy: () => import('../features/contacts/contacts-page.tsx').then((m) => ({ Component: m.ContactsPage })),
  },
  ...documentRoutes,
  { path: 'settings', loader: () => redirect('/settings/edit-profile'), Component: Redirecting },
  ...SETTINGS_TABS.map(
    (tab): RouteObject => ({
      path: `settings/${tab.slug}`,
      lazy: () =>
        import('../features/settings/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
    }),
  ),
  {
    path: 'edit-profile',
    lazy: () => import('../features/settings/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
  },
  ...paymentRoutes,
  ...manageTeamRoutes(queryClient),
  ...teamDashboardRoutes(queryClient),
  {
    path: 'payment-problem',
    lazy: () =>
      import('../features/billing/payment-problem-page.tsx').then((m) => ({
        Component: m.PaymentProblemPage,
      })),
  },
  {
    path: 'trial-expired',
    lazy: () =>
      import('../features/trial/trial-expired-page.tsx').then((m) => ({ Component: m.TrialExpiredPage })),
  },
  {
    path: 'referral',
    loader: referralLoader(queryClient),
    lazy: () => import('../features/referral/referral-page.tsx').then((m) => ({ Component: m.ReferralPage })),
  },
  {
    path: 'create-a-team',
    loader: async () =>
      (await queryClient.ensureQueryData(featureFlagsQuery)).createTeam ? null : redirect('/404'),
    lazy: () =>
      import('../features/create-team/create-team-page.tsx').then((m) => ({ Component: m.CreateTeamPage })),
  },
];
