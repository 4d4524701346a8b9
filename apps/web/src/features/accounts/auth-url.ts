import { AUTH_URL_COOKIE } from '@folio/shared';
import { isSafeRedirect } from '../../lib/browser.ts';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { loginDestination } from './login-destination.ts';

/** Remembers for 24 h where a signed-out visitor was going (a same-origin path; anything else is ignored). */
export function rememberAuthUrl(path: string) {
  if (isSafeRedirect(path)) writeCookie(AUTH_URL_COOKIE.name, path, AUTH_URL_COOKIE.maxAgeSeconds);
}

/** The remembered destination, if it is still a same-origin path. */
export function readAuthUrl() {
  const value = readCookie(AUTH_URL_COOKIE.name);
  return isSafeRedirect(value) ? value : null;
}

export const forgetAuthUrl = () => writeCookie(AUTH_URL_COOKIE.name, '', 0);

/** The remembered destination, forgotten as it is used (the end of onboarding). */
export function takeAuthUrl() {
  const url = readAuthUrl();
  forgetAuthUrl();
  return url;
}

/**
 * Where a sign-in goes (loginDestination, with the remembered authUrl). A new account keeps authUrl through
 * onboarding, whose end goes there; any other sign-in has used it, or gone somewhere more specific.
 */
export function destinationAfterSignIn(input: Omit<Parameters<typeof loginDestination>[0], 'authUrl'>) {
  const to = loginDestination({ ...input, authUrl: readAuthUrl() });
  if (!to.startsWith('/onboarding/')) forgetAuthUrl();
  return to;
}
