import { VIEWED_EMAIL_QUIET_MINUTES } from './owner-emails.repository.ts';

/** Links remembered at most; the least recently viewed are forgotten first. */
const MAX_LINKS = 10_000;
const QUIET_MS = VIEWED_EMAIL_QUIET_MINUTES * 60_000;

type Session = { id: number; createdAt: Date };

/**
 * The newest view session of each link this instance has seen. A session with a smaller id of the
 * same link that began within the quiet period before another proves the later one is not the first
 * of its quiet period (the rule the database check applies), so no query is needed; when nothing known
 * proves it, the database decides. Sessions are only remembered once committed, so a proof is always
 * a row the database would find too.
 */
export function createRecentViews() {
  const newest = new Map<number, Session>();
  return {
    /** True when a known earlier session of the link began within the quiet period before this one. */
    follows(shareLinkId: number, session: Session) {
      const known = newest.get(shareLinkId);
      return (
        known !== undefined &&
        known.id < session.id &&
        known.createdAt.getTime() > session.createdAt.getTime() - QUIET_MS
      );
    },

    /** Remembers a committed session of the link (unless a newer one is known). */
    seen(shareLinkId: number, session: Session) {
      const known = newest.get(shareLinkId);
      if (known && known.id >= session.id) return;
      newest.delete(shareLinkId);
      newest.set(shareLinkId, session);
      if (newest.size > MAX_LINKS) newest.delete(newest.keys().next().value as number);
    },
  };
}
