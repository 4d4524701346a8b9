import { SESSION_HINT_COOKIE } from '@folio/shared';

/** Desktop Windows or Mac visitors who are not using Google Chrome see the Chrome notice (spec §1). */
export function shouldShowChromeNotice(userAgent: string) {
  const desktop = /Windows NT|Macintosh/.test(userAgent) && !/Mobi|Android|iPhone|iPad/.test(userAgent);
  const chrome =
    /Chrome\/\d/.test(userAgent) && !/Edg\/|OPR\/|SamsungBrowser|YaBrowser|Vivaldi/.test(userAgent);
  return desktop && !chrome;
}

/** A same-site path (no scheme, no protocol-relative //) that is safe to navigate to after sign-in. */
export function isSafeRedirect(target: string | null | undefined): target is string {
  return (
    typeof target === 'string' &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.startsWith('/\\')
  );
}

/** Whether the server has set a session cookie for this browser (its readable hint; see SESSION_HINT_COOKIE). */
export const hasSessionHint = () =>
  document.cookie.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
