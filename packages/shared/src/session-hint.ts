/**
 * A cookie readable by the page, set and cleared with the (httpOnly) session cookie: the web app asks GET
 * /api/user only when it is there, so public pages of a signed-out visitor make no call that answers 401.
 * In a file without zod, so the recipient's pages that read it stay light.
 */
export const SESSION_HINT_COOKIE = 'signed_in';

/**
 * Where a signed-out visitor was going (spec §3 authUrl, §9: the cookie lives 86400 s): set by the web app
 * when it sends them to /login, read after sign-in, sign-up and onboarding. A same-origin path only.
 */
export const AUTH_URL_COOKIE = { name: 'authUrl', maxAgeSeconds: 86_400 } as const;
