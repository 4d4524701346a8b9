import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS, API_KEYS_MAX } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import { randomToken, sha256 } from '../../platform/tokens.ts';
import { createAccountsRepository } from '../accounts/accounts.repository.ts';
import type { SessionCache } from '../accounts/session-cache.ts';
import { type KeyAuth, userAsSeenInApp } from '../accounts/sessions.ts';
import { tooManyApiKeys } from './api-keys.errors.ts';
import { createApiKeysRepository } from './api-keys.repository.ts';

/** last_used_at (and the user's last activity) is written at most this often per key. */
const USE_RESOLUTION_MS = 60_000;
/** `folio_` and 256 random bits in base64url. */
const KEY_LENGTH = API_KEY_PREFIX.length + 43;

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** `cache` keeps keys and their owners in memory on the embedded database (accounts/session-cache.ts). */
export function createApiKeysService({ db, clock, cache }: { db: Db; clock: Clock; cache: SessionCache }) {
  const repo = createApiKeysRepository(db);
  const accounts = createAccountsRepository(db);

  return {
    list: (userId: number) => repo.listLive(userId),

    /** A new key for the user: the row, and the whole key, which is never stored and never shown again. */
    async create(userId: number, name: string) {
      const key = `${API_KEY_PREFIX}${randomToken(256)}`;
      const row = await repo.insertWithin(
        { userId, name, prefix: key.slice(0, API_KEY_SHOWN_CHARS), tokenHash: sha256(key) },
        API_KEYS_MAX,
      );
      if (!row) throw tooManyApiKeys();
      return { row, key };
    },

    async revoke(userId: number, id: number) {
      if (!(await repo.revoke(userId, id, clock.now()))) throw notFound();
    },

    /** The user behind a live key, acting as in the app; null when unknown, revoked or the user is disabled. */
    async resolve(key: string): Promise<KeyAuth | null> {
      if (key.length !== KEY_LENGTH) return null;
      const now = clock.now();
      const hash = sha256(key);
      const found = await cache.apiKey(hash, () => repo.findWithUser(hash, now));
      if (!found || found.key.revokedAt || !found.user.isActive) return null;
      const since = new Date(now.getTime() - USE_RESOLUTION_MS);
      if ((found.key.lastUsedAt?.getTime() ?? 0) < since.getTime()) {
        await repo.touchLastUsed(found.key.id, now, since);
        await accounts.touchLastActive(found.user.id, now, since);
        cache.touched(found.user.id, now);
      }
      const teams = { memberships: found.memberships, invites: found.invites };
      const user = userAsSeenInApp(found.user, found.memberships);
      return { via: 'api_key', user, teams, apiKeyId: found.key.id };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
