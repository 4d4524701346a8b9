import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { guestGuard } from './guards.ts';

const login = () => import('../features/accounts/login-page.tsx');
const signUp = () => import('../features/accounts/sign-up-page.tsx');

/** Account entry (spec §2): no auth check on entry, except that /login and /sign-up send signed-in users on. */
export const accountRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: 'login',
    loader: guestGuard(queryClient),
    lazy: () => login().then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'login-embeddable',
    loader: guestGuard(queryClient),
    lazy: () => login().then((m) => ({ Component: m.LoginEmbeddablePage })),
  },
  {
    path: 'sign-up',
    loader: guestGuard(queryClient),
    lazy: () => signUp().then((m) => ({ Component: m.SignUpPage })),
  },
  {
    path: 'sign-up-embeddable',
    loader: guestGuard(queryClient),
    lazy: () => signUp().then((m) => ({ Component: m.SignUpEmbeddablePage })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('../features/accounts/forgot-password-page.tsx').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    path: 'check-email',
    lazy: () =>
      import('../features/accounts/check-email-page.tsx').then((m) => ({ Component: m.CheckEmailPage })),
  },
  {
    path: 'change-password/:uid/:token',
    lazy: () =>
      import('../features/accounts/change-password-page.tsx').then((m) => ({
        Component: m.ChangePasswordPage,
      })),
  },
  {
    path: 'verify-email',
    lazy: () =>
      import('../features/accounts/verify-email-page.tsx').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  {
    path: 'verify-email/:token',
    lazy: () =>
      import('../features/accounts/verify-email-link-page.tsx').then((m) => ({
        Component: m.VerifyEmailLinkPage,
      })),
  },
  {
    path: 'set-password',
    lazy: () =>
      import('../features/accounts/set-password-page.tsx').then((m) => ({ Component: m.SetPasswordPage })),
  },
];
