/** Whether this browser holds a cookie of that name. */
export const hasCookie = (name: string) =>
  document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${name}=`));

/** Remembers a choice of this browser in a first-party cookie for `maxAgeSeconds`. */
export function rememberInCookie(name: string, maxAgeSeconds: number) {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari before 18.4.
  document.cookie = `${name}=1; max-age=${maxAgeSeconds}; path=/; samesite=lax${secure}`;
}
