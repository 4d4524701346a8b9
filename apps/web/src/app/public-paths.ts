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

const PUBLIC_PRESENTATION = /^\/presentations\/[0-9a-f]{40}\/?$/i;

export function isPublicPath(pathname: string) {
  if (PUBLIC_PRESENTATION.test(pathname)) return true;
  return PUBLIC_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
