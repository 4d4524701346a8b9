/**
 * A cookie readable by the page, set and cleared with the (httpOnly) session cookie: the web app asks GET
 * /api/user only when it is there, so public pages of a signed-out visitor make no call that answers 401.
 * In a file without zod, so the recipient's pages that read it stay light.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
