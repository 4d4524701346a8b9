import { recipientPathHash } from '@folio/shared';

/** Paths reachable without signing in (spec §2, route guards). */
const PUBLIC_PREFIXES = [
  '/login',
  '/sign-up',
  '/referral',
  '/set-password',
  '/forgot-password',
  '/check-email',
  '/change-password',
  '/verify-email',
  '/create-a-team',
  '/sign-up-embeddable',
  '/login-embeddable',
  '/payment',
  '/onboarding',
  '/documents/preview',
  '/c/d',
  '/c/p',
  '/c/stop',
  '/client/presentations',
  '/client/documents',
];

export function isPublicPath(pathname: string) {
  // The recipient pages, /presentations/{hash} and a bare /{token} among them.
  if (recipientPathHash(pathname) !== null) return true;
  return PUBLIC_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
