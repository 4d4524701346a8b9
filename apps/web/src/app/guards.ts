import { isPaymentProblem } from '@folio/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { rememberAuthUrl } from '../features/accounts/auth-url.ts';
import { featureFlagsQuery, loadUser } from '../features/accounts/queries.ts';
import type { User } from '../features/accounts/types.ts';
import { isPublicPath } from './public-paths.ts';

/** Where a signed-in user lands by default. */
export const homeOf = (user: Pick<User, 'showOnboarding'>) =>
  user.showOnboarding ? '/onboarding/usage' : '/presentations';

/**
 * The private area: signed out → /login?redirect=<path+query> (unless the path is public), the path also
 * remembered as authUrl;
 * subscription past_due or unpaid → /payment-problem?from=<path+query>, which goes back there once paid.
 */
export const privateGuard =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const user = await loadUser(queryClient);
    const isPublic = isPublicPath(url.pathname);
    if (!user) {
      if (isPublic) return null;
      // The redirect parameter serves this tab's login; authUrl outlives it (sign-up, onboarding, 24 h).
      rememberAuthUrl(url.pathname + url.search);
      throw redirect(`/login?${new URLSearchParams({ redirect: url.pathname + url.search })}`);
    }
    if (!isPublic && url.pathname !== '/payment-problem' && isPaymentProblem(user.subscriptionStatus)) {
      throw redirect(`/payment-problem?${new URLSearchParams({ from: url.pathname + url.search })}`);
    }
    return null;
  };

/** /login and /sign-up send a signed-in user to onboarding or /presentations. */
export const guestGuard = (queryClient: QueryClient) => async () => {
  const [user] = await Promise.all([loadUser(queryClient), queryClient.ensureQueryData(featureFlagsQuery)]);
  if (user) throw redirect(homeOf(user));
  return null;
};
