import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, redirect } from 'react-router';
import { recipientRoutes } from '../recipient/routes.ts';
import { accountRoutes } from './account-routes.ts';
import { ErrorPage } from './error-page.tsx';
import { privateGuard } from './guards.ts';
import { privateRoutes } from './private-routes.tsx';
import { Redirecting, RootLayout, RootSpinner } from './root-layout.tsx';

const onboarding = () => import('../features/onboarding/onboarding-pages.ts');

/** The route map of spec §2. Pages are loaded lazily; guards run as loaders. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RootSpinner,
      ErrorBoundary: ErrorPage,
      children: [
        ...accountRoutes(queryClient),
        {
          path: 'onboarding',
          lazy: () => onboarding().then((m) => ({ Component: m.OnboardingLayout })),
          children: [
            { index: true, loader: () => redirect('/onboarding/usage'), Component: Redirecting },
            {
              path: 'password',
              lazy: () => onboarding().then((m) => ({ Component: m.OnboardingPasswordPage })),
            },
            { path: ':step', lazy: () => onboarding().then((m) => ({ Component: m.OnboardingStepPage })) },
          ],
        },
        {
          path: '404',
          lazy: () => import('./not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
        },
        { path: 'error', Component: ErrorPage },
        {
          path: 'c/stop/:hash',
          lazy: () =>
            import('../features/recipient-emails/stop-emails-page.tsx').then((m) => ({
              Component: m.StopEmailsPage,
            })),
        },
        ...recipientRoutes,
        {
          id: 'private',
          loader: privateGuard(queryClient),
          shouldRevalidate: () => true,
          lazy: () => import('./shell/app-shell.tsx').then((m) => ({ Component: m.AppShell })),
          children: privateRoutes(queryClient),
        },
        { path: '*', loader: () => redirect('/404'), Component: Redirecting },
      ],
    },
  ];
}
