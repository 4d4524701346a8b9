import { REFERRAL_SIGN_UP_PARAM } from '@folio/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loadUser } from '../accounts/queries.ts';

/**
 * /referral is reachable signed out (spec §2): a visitor with a referral code goes on to sign up with it,
 * anyone else to log in first; a signed-in user sees their own referral page.
 */
export const referralLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    if (await loadUser(queryClient)) return null;
    const code = new URL(request.url).searchParams.get(REFERRAL_SIGN_UP_PARAM);
    if (code) throw redirect(`/sign-up?${new URLSearchParams({ [REFERRAL_SIGN_UP_PARAM]: code })}`);
    throw redirect(`/login?${new URLSearchParams({ redirect: '/referral' })}`);
  };
