/**
 * The recipient's page paths (spec §2): /c/p/{hash}(/{title}), /client/presentations/{hash}, the same
 * for documents under /c/d and /client/documents, and /presentations/{hash} for a public link (only a
 * 40-hex hash: the signed-in tabs under /presentations are other pages). The server answers them with
 * the light recipient entry and the web app loads the link from the hash; zod-free for that entry.
 */
const SHARED_PATH = /^\/(?:c\/[pd]|client\/(?:presentations|documents))\/([^/]+)(?:\/[^/]*)?\/?$/;
const PUBLIC_PATH = /^\/presentations\/([0-9a-f]{40})\/?$/i;

/** The hash in a recipient page's path, as written; null for any other page. */
export function recipientPathHash(pathname: string): string | null {
  return (SHARED_PATH.exec(pathname) ?? PUBLIC_PATH.exec(pathname))?.[1] ?? null;
}
