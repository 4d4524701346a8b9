import { STORAGE_MESSAGES } from '@folio/shared';
import { addSeconds, type Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { type BoxClient, BoxRefused, type BoxTokens, BoxUnavailable } from './box.client.ts';
import { storageNotConnected, storageRefused, storageUnavailable } from './storage-connections.errors.ts';
import type { StorageConnectionRow, StorageConnectionsRepository } from './storage-connections.repository.ts';

/** A token this close to its end is refreshed first: the call it is for must not fail halfway. */
const EARLY_SECONDS = 60;
const BOX = 'Box';

type Deps = { repo: StorageConnectionsRepository; box: BoxClient; secrets: SecretBox; clock: Clock };

/** Box's errors as the API's: unreachable → 502; a token Box no longer takes → connect again. */
export function boxFailure(error: unknown): never {
  if (error instanceof BoxUnavailable) throw storageUnavailable(BOX);
  if (error instanceof BoxRefused)
    throw error.status === 401
      ? storageNotConnected(BOX, STORAGE_MESSAGES.expired(BOX))
      : storageRefused(BOX, error.message, error.status);
  throw error;
}

/** Seals what Box's token endpoint answered, for the row. */
export function sealTokens(secrets: SecretBox, tokens: BoxTokens, now: Date) {
  return {
    accessTokenSealed: secrets.seal(tokens.accessToken),
    refreshTokenSealed: tokens.refreshToken ? secrets.seal(tokens.refreshToken) : null,
    expiresAt: addSeconds(now, tokens.expiresIn),
  };
}

/**
 * The user's Box access token, refreshed when it has expired (or Box refused it): refresh and the storing
 * of the rotated refresh token happen with the row locked, in one transaction.
 */
export function createBoxTokens({ repo, box, secrets, clock }: Deps) {
  const fresh = (row: StorageConnectionRow) =>
    !row.expiresAt || row.expiresAt.getTime() > clock.now().getTime() + EARLY_SECONDS * 1000;

  async function refreshed(userId: number, rejected: string | null) {
    const outcome = await repo.withLocked(userId, 'box', async (row, tx) => {
      if (!row) return { token: null };
      const current = secrets.open(row.accessTokenSealed);
      // Another request refreshed it while this one waited for the lock.
      if (current !== rejected && fresh(row)) return { token: current };
      if (!row.refreshTokenSealed) {
        await repo.removeById(tx, row.id);
        return { token: null };
      }
      try {
        const tokens = await box.refresh(secrets.open(row.refreshTokenSealed));
        await repo.update(tx, row.id, sealTokens(secrets, tokens, clock.now()), clock.now());
        return { token: tokens.accessToken };
      } catch (error) {
        if (!(error instanceof BoxRefused)) return { error };
        // invalid_grant: the refresh token expired (60 days) or was revoked at Box; connecting again is the way out.
        await repo.removeById(tx, row.id);
        return { token: null };
      }
    });
    if ('error' in outcome) boxFailure(outcome.error);
    if (!outcome.token) throw storageNotConnected(BOX, STORAGE_MESSAGES.expired(BOX));
    return outcome.token;
  }

  return {
    async accessToken(userId: number) {
      const row = await repo.find(userId, 'box');
      if (!row) throw storageNotConnected(BOX);
      return fresh(row) ? secrets.open(row.accessTokenSealed) : refreshed(userId, null);
    },
    /** Runs a Box call with the user's token; when Box answers 401, once more with a refreshed one. */
    async call<T>(userId: number, task: (token: string) => Promise<T>) {
      const token = await this.accessToken(userId);
      const attempt = async (value: string) => {
        try {
          return { result: await task(value) };
        } catch (error) {
          if (error instanceof BoxRefused && error.status === 401) return null;
          return boxFailure(error);
        }
      };
      const first = await attempt(token);
      if (first) return first.result;
      const second = await attempt(await refreshed(userId, token));
      if (!second) throw storageNotConnected(BOX, STORAGE_MESSAGES.expired(BOX));
      return second.result;
    },
  };
}

export type BoxTokenSource = ReturnType<typeof createBoxTokens>;
