import type { Clock } from '../../platform/clock.ts';

/** How long an instance answers a link from memory at most, even if it heard of no change. */
export const CONTENT_TTL_MS = 5_000;
/** Links kept at once per instance; the oldest goes first. */
const MAX_LINKS = 1_000;

type Entry<T> = { value: Promise<T | undefined>; ownerId?: number; expiresAt: number };

/**
 * What recipients of a link are answered, kept per instance for CONTENT_TTL_MS and forgotten at once when
 * its owner changes anything (content-changes.ts). A read under way when a change comes is not kept, and
 * an unknown hash is never kept (it may be a link being made).
 */
export function createContentCache<T extends { ownerId: number }>(
  clock: Clock,
  load: (hash: string) => Promise<T | undefined>,
) {
  const entries = new Map<string, Entry<T>>();
  const drop = (hash: string, entry: Entry<T>) => {
    if (entries.get(hash) === entry) entries.delete(hash);
  };

  return {
    get(hash: string) {
      const now = clock.now().getTime();
      const hit = entries.get(hash);
      if (hit && hit.expiresAt > now) return hit.value;
      if (hit) entries.delete(hash);
      else if (entries.size >= MAX_LINKS) entries.delete(entries.keys().next().value!);
      const entry: Entry<T> = { value: load(hash), expiresAt: now + CONTENT_TTL_MS };
      entries.set(hash, entry);
      entry.value.then(
        (found) => {
          if (found) entry.ownerId = found.ownerId;
          else drop(hash, entry);
        },
        () => drop(hash, entry),
      );
      return entry.value;
    },

    /** Forgets the links of this owner, and the reads under way (whose owner is not known yet). */
    forgetOwner(ownerId: number) {
      for (const [hash, entry] of entries)
        if (entry.ownerId === undefined || entry.ownerId === ownerId) entries.delete(hash);
    },
  };
}

export type ContentCache<T extends { ownerId: number }> = ReturnType<typeof createContentCache<T>>;

/**
 * Which link a view token's session belongs to, and the link's access version it passed the gates under:
 * neither ever changes, so they are kept (the newest MAX_TOKENS).
 */
const MAX_TOKENS = 50_000;

type SessionLink = { shareLinkId: number; accessVersion: number };

export function createSessionLinks() {
  const links = new Map<string, SessionLink>();
  return {
    get: (tokenHash: string) => links.get(tokenHash),
    set(tokenHash: string, { shareLinkId, accessVersion }: SessionLink) {
      if (links.size >= MAX_TOKENS) links.delete(links.keys().next().value!);
      links.set(tokenHash, { shareLinkId, accessVersion });
    },
  };
}
