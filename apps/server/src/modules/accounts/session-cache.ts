import type { Database } from '../../db/client.ts';
import type { BrandTeam } from '../teams/team-brand.ts';
import type { SocialPictures } from './accounts.presenter.ts';
import type { AccountsRepository } from './accounts.repository.ts';

/**
 * What every signed-in request reads (the session, its user, their teams) and the rest of GET /api/user
 * (team brand, social pictures), kept in memory where this process alone writes the database: the
 * embedded PGlite. Nothing here is invalidated by hand: the account tables' triggers (migration 0040)
 * NOTIFY the id of the user whose rows changed, or '*', on every write from any module, admin command
 * or test factory, delivered before the write's promise resolves. On PostgreSQL, where other processes
 * write too, the cache is off: every read goes to the database (NOTIFY reaches other instances only
 * after their next reads may already have happened).
 */
export type SessionCache = {
  readonly enabled: boolean;
  /** The session behind a token hash with its user and teams, from memory or else from `load`. */
  session(tokenHash: string, load: () => Promise<SessionRecord>): Promise<SessionRecord>;
  /** The rest of the user's payload, from memory or else from `load`. */
  payloadParts(userId: number, load: () => Promise<PayloadParts>): Promise<PayloadParts>;
  /** users.last_active_at was written: the one column whose writes the triggers leave unannounced. */
  touched(userId: number, at: Date): void;
  close(): Promise<void>;
};

export type SessionRecord = Awaited<ReturnType<AccountsRepository['findSessionWithUser']>>;
export type PayloadParts = { brandTeam: BrandTeam | null; socialPictures: SocialPictures };

/** Migration 0040's channel, and the setting that makes its triggers send on this connection. */
const CHANNEL = 'folio_account_changes';
const SETTING = 'folio.account_cache';
const EVERYONE = '*';
/** Past this many sessions the oldest kept one goes (an embedded install has far fewer at once). */
const MAX_SESSIONS = 10_000;

/** Reads straight through: the cache of a process that shares its database with others. */
export const noSessionCache: SessionCache = {
  enabled: false,
  session: (_tokenHash, load) => load(),
  payloadParts: (_userId, load) => load(),
  touched: () => {},
  close: async () => {},
};

/** An enabled cache on PGlite; on PostgreSQL `noSessionCache`. */
export async function openSessionCache(database: Database): Promise<SessionCache> {
  const pglite = database.pglite;
  if (database.kind !== 'pglite' || !pglite) return noSessionCache;
  const cache = createSessionCache();
  await pglite.exec(`set ${SETTING} = 'on'`);
  const unlisten = await pglite.listen(CHANNEL, cache.changed);
  return {
    ...cache,
    async close() {
      // The database may be closed first (a process ending): its listeners end with it.
      await unlisten().catch(() => {});
    },
  };
}

/** The cache itself; `changed(payload)` takes the triggers' notices. Exported for its unit test. */
export function createSessionCache() {
  const sessions = new Map<string, NonNullable<SessionRecord>>();
  const hashesOf = new Map<number, Set<string>>();
  const parts = new Map<number, PayloadParts>();
  /** Bumped by every notice: a read that began before one may hold what it made stale, so it is not kept. */
  let generation = 0;

  const forget = (userId: number) => {
    for (const hash of hashesOf.get(userId) ?? []) sessions.delete(hash);
    hashesOf.delete(userId);
    parts.delete(userId);
  };
  const forgetAll = () => {
    sessions.clear();
    hashesOf.clear();
    parts.clear();
  };

  function keep(tokenHash: string, record: NonNullable<SessionRecord>) {
    if (sessions.size >= MAX_SESSIONS) {
      const [oldest] = sessions.keys();
      if (oldest !== undefined) forget(sessions.get(oldest)!.user.id);
    }
    sessions.set(tokenHash, record);
    const hashes = hashesOf.get(record.user.id) ?? new Set();
    hashesOf.set(record.user.id, hashes.add(tokenHash));
  }

  /** Only what may be served again: a live session, an active user, no open invite (invites expire by time). */
  const keepable = (record: NonNullable<SessionRecord>) =>
    !record.session.revokedAt && record.user.isActive && record.invites.length === 0;

  return {
    enabled: true,

    changed(payload: string) {
      generation += 1;
      const userId = Number(payload);
      if (payload === EVERYONE || !Number.isInteger(userId)) forgetAll();
      else forget(userId);
    },

    async session(tokenHash: string, load: () => Promise<SessionRecord>) {
      const kept = sessions.get(tokenHash);
      if (kept) return kept;
      const since = generation;
      const record = await load();
      if (record && generation === since && keepable(record)) keep(tokenHash, record);
      return record;
    },

    async payloadParts(userId: number, load: () => Promise<PayloadParts>) {
      const kept = parts.get(userId);
      if (kept) return kept;
      const since = generation;
      const loaded = await load();
      // Kept beside a kept session only, so that it goes with it.
      if (generation === since && hashesOf.has(userId)) parts.set(userId, loaded);
      return loaded;
    },

    touched(userId: number, at: Date) {
      for (const hash of hashesOf.get(userId) ?? []) {
        const record = sessions.get(hash);
        if (record) record.user.lastActiveAt = at;
      }
    },

    async close() {},
  } satisfies SessionCache & { changed(payload: string): void };
}
