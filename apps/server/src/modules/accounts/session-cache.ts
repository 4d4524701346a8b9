import type { Database } from '../../db/client.ts';
import type { ApiKeysRepository } from '../api-keys/api-keys.repository.ts';
import type { BrandTeam } from '../teams/team-brand.ts';
import type { SocialPictures } from './accounts.presenter.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import type { UserRow } from './accounts.table.ts';

/**
 * What every signed-in request reads (the session or API key, its user, their teams) and the rest of
 * GET /api/user (team brand, social pictures), kept in memory where this process alone writes the
 * database: the embedded PGlite. Nothing here is invalidated by hand: the account tables' triggers
 * (migration 0040, api_keys' 0045) NOTIFY the id of the user whose rows changed, or '*', on every write
 * from any module, admin command or test factory, delivered before the write's promise resolves. On PostgreSQL, where other processes
 * write too, the cache is off: every read goes to the database (NOTIFY reaches other instances only
 * after their next reads may already have happened).
 */
export type SessionCache = {
  readonly enabled: boolean;
  /** The session behind a token hash with its user and teams, from memory or else from `load`. */
  session(tokenHash: string, load: () => Promise<SessionRecord>): Promise<SessionRecord>;
  /** The API key behind a key's hash with its owner and their teams, from memory or else from `load`. */
  apiKey(keyHash: string, load: () => Promise<KeyRecord>): Promise<KeyRecord>;
  /** The rest of the user's payload, from memory or else from `load`. */
  payloadParts(userId: number, load: () => Promise<PayloadParts>): Promise<PayloadParts>;
  /** users.last_active_at was written: the one column whose writes the triggers leave unannounced. */
  touched(userId: number, at: Date): void;
  close(): Promise<void>;
};

export type SessionRecord = Awaited<ReturnType<AccountsRepository['findSessionWithUser']>>;
export type KeyRecord = Awaited<ReturnType<ApiKeysRepository['findWithUser']>>;
/** What both kinds of entry hold: the user they act as, and the user's open invites. */
type Owned = { user: UserRow; invites: readonly unknown[] };
export type PayloadParts = { brandTeam: BrandTeam | null; socialPictures: SocialPictures };

/** Migration 0040's channel, and the setting that makes its triggers send on this connection. */
const CHANNEL = 'folio_account_changes';
const SETTING = 'folio.account_cache';
const EVERYONE = '*';
/** Past this many sessions and keys the oldest kept one's user goes (an embedded install has far fewer). */
const MAX_ENTRIES = 10_000;

/** Reads straight through: the cache of a process that shares its database with others. */
export const noSessionCache: SessionCache = {
  enabled: false,
  session: (_tokenHash, load) => load(),
  apiKey: (_keyHash, load) => load(),
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
  // Two kinds of entry by token hash (a session's, an API key's: different tokens, so different hashes).
  const sessions = new Map<string, NonNullable<SessionRecord>>();
  const keys = new Map<string, NonNullable<KeyRecord>>();
  const hashesOf = new Map<number, Set<string>>();
  const parts = new Map<number, PayloadParts>();
  /** Bumped by every notice: a read that began before one may hold what it made stale, so it is not kept. */
  let generation = 0;

  const forget = (userId: number) => {
    for (const hash of hashesOf.get(userId) ?? []) {
      sessions.delete(hash);
      keys.delete(hash);
    }
    hashesOf.delete(userId);
    parts.delete(userId);
  };
  const forgetAll = () => {
    sessions.clear();
    keys.clear();
    hashesOf.clear();
    parts.clear();
  };

  /**
   * Reads one kind of entry: from memory, or else from `load`, kept when it may be served again (not
   * revoked, an active user, no open invite: invites expire by time) and no notice came meanwhile.
   */
  function entries<R extends Owned>(kept: Map<string, R>, revokedAt: (record: R) => Date | null) {
    const keep = (hash: string, record: R) => {
      if (sessions.size + keys.size >= MAX_ENTRIES) {
        const [oldest] = (kept.size > 0 ? kept : sessions.size > 0 ? sessions : keys).values();
        if (oldest) forget(oldest.user.id);
      }
      kept.set(hash, record);
      const hashes = hashesOf.get(record.user.id) ?? new Set();
      hashesOf.set(record.user.id, hashes.add(hash));
    };
    return async (hash: string, load: () => Promise<R | undefined>) => {
      const found = kept.get(hash);
      if (found) return found;
      const since = generation;
      const record = await load();
      const keepable = record && !revokedAt(record) && record.user.isActive && record.invites.length === 0;
      if (record && keepable && generation === since) keep(hash, record);
      return record;
    };
  }

  return {
    enabled: true,

    changed(payload: string) {
      generation += 1;
      const userId = Number(payload);
      if (payload === EVERYONE || !Number.isInteger(userId)) forgetAll();
      else forget(userId);
    },

    session: entries(sessions, (record) => record.session.revokedAt),
    apiKey: entries(keys, (record) => record.key.revokedAt),

    async payloadParts(userId: number, load: () => Promise<PayloadParts>) {
      const kept = parts.get(userId);
      if (kept) return kept;
      const since = generation;
      const loaded = await load();
      // Kept beside a kept session or key only, so that it goes with them.
      if (generation === since && hashesOf.has(userId)) parts.set(userId, loaded);
      return loaded;
    },

    touched(userId: number, at: Date) {
      for (const hash of hashesOf.get(userId) ?? []) {
        const record = sessions.get(hash) ?? keys.get(hash);
        if (record) record.user.lastActiveAt = at;
      }
    },

    async close() {},
  } satisfies SessionCache & { changed(payload: string): void };
}
