import { isSafeRedirect } from '../../lib/browser.ts';
import { sharedLinkOf } from './shared-link.ts';

type RouteState =
  | { from?: string | { pathname?: string; search?: string }; hash?: string }
  | null
  | undefined;

const fromState = (state: RouteState) => {
  const from = state?.from;
  if (typeof from === 'string') return from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : undefined;
};

/** The query parameter that carries a referral code to the login page. */
export const REFERRAL_PARAM = 'referral_code';

/**
 * Where a successful login goes (spec §2), in this order: the redirect target (route state, then the
 * redirect query parameter); /payment with the other query parameters when a referral code is present;
 * /presentations with a shared-presentation hash (from state, or the recipient header's ?hash=);
 * /onboarding/usage; where the visitor was going when sent to sign in (authUrl, remembered 24 h: spec §9);
 * /presentations.
 */
export function loginDestination(input: {
  state: unknown;
  search: string;
  showOnboarding: boolean;
  authUrl?: string | null;
}) {
  const state = input.state as RouteState;
  const params = new URLSearchParams(input.search);
  const target = fromState(state) ?? params.get('redirect');
  if (isSafeRedirect(target)) return target;
  if (params.get(REFERRAL_PARAM)) {
    params.delete(REFERRAL_PARAM);
    params.delete('redirect');
    params.delete('hash');
    const rest = params.toString();
    return rest ? `/payment?${rest}` : '/payment';
  }
  const { hash } = sharedLinkOf(state, input.search);
  if (hash) return `/presentations?${new URLSearchParams({ hash })}`;
  if (input.showOnboarding) return '/onboarding/usage';
  return isSafeRedirect(input.authUrl) ? input.authUrl : '/presentations';
}
