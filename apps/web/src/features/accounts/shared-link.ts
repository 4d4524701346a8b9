import { storedViewToken } from '../../recipient/client-api.ts';

/** What a sign-up or sign-in from a shared presentation sends (spec accounts §3): its link and the tab's view token. */
export type FromSharedLink = { hash?: string; userToken?: string };

/**
 * The shared presentation a visitor came from to sign up or sign in (spec accounts §2): its hash from the
 * route state, else from the recipient header's link (?hash=), with the view token that tab holds for
 * it, so that the presentation lands in Received and the viewing session becomes the account's.
 */
export function sharedLinkOf(state: unknown, search: string): FromSharedLink {
  const fromState = (state as { hash?: unknown } | null)?.hash;
  const hash = typeof fromState === 'string' ? fromState : new URLSearchParams(search).get('hash');
  if (!hash) return {};
  return { hash, userToken: storedViewToken(hash) ?? undefined };
}
