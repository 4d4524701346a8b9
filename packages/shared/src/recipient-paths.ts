/**
 * The recipient's page paths (spec §2): /c/p/{hash}(/{title}), /client/presentations/{hash}, the same
 * for documents under /c/d and /client/documents, /presentations/{hash} for a public link and a bare
 * /{token}(/{title}) (only a 40-hex hash: the signed-in tabs under /presentations and the app's own pages
 * are other pages). The server answers them with the light recipient entry and the web app loads the
 * link from the hash; zod-free for that entry.
 */
const SHARED_PATH = /^\/(?:c\/[pd]|client\/(?:presentations|documents))\/([^/]+)(?:\/[^/]*)?\/?$/;
const PUBLIC_PATH = /^\/presentations\/([0-9a-f]{40})\/?$/i;
const TOKEN_PATH = /^\/([0-9a-f]{40})(?:\/[^/]*)?\/?$/i;

/** The last segment of the recipient routes' own not-found pages: /c/p/404, /client/documents/404… (spec §2). */
export const RECIPIENT_NOT_FOUND = '404';

/**
 * The hash in a recipient page's path, as written; null for any other page, the /404 variants among them
 * (the app shows those: the light entry only shows links).
 */
export function recipientPathHash(pathname: string): string | null {
  const hash = (SHARED_PATH.exec(pathname) ?? PUBLIC_PATH.exec(pathname) ?? TOKEN_PATH.exec(pathname))?.[1];
  return hash && hash !== RECIPIENT_NOT_FOUND ? hash : null;
}

/**
 * The /404 variant of a recipient page's path, where a link that does not open goes: the same route
 * family (/c/d/404 for /c/d/{hash}/{title}); a public page's or a bare token's is /c/p/404.
 */
export function recipientNotFoundPath(pathname: string) {
  const family = /^\/(c\/[pd]|client\/(?:presentations|documents))\//.exec(pathname)?.[1] ?? 'c/p';
  return `/${family}/${RECIPIENT_NOT_FOUND}`;
}

/** Whether a recipient page shows a document (the /c/d and /client/documents routes). */
export const isDocumentPath = (pathname: string) => /^\/(c\/d|client\/documents)\//.test(pathname);
