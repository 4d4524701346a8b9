/** Whether this browser holds a cookie of that name. */
export const hasCookie = (name: string) =>
  document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${name}=`));

/** A first-party cookie's value (decoded), or null. */
export function readCookie(name: string) {
  const found = document.cookie.split(/;\s*/).find((cookie) => cookie.startsWith(`${name}=`));
  if (found === undefined) return null;
  try {
    return decodeURIComponent(found.slice(name.length + 1));
  } catch {
    return null;
  }
}

/** Writes a first-party cookie for `maxAgeSeconds` (0 deletes it). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari before 18.4.
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax${secure}`;
}

/** Remembers a choice of this browser in a first-party cookie for `maxAgeSeconds`. */
export const rememberInCookie = (name: string, maxAgeSeconds: number) =>
  writeCookie(name, '1', maxAgeSeconds);
