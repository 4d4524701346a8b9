import { STORAGE_MESSAGES, type StorageConnection, type StorageProvider } from '@folio/shared';
import { addSeconds, type Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { randomToken, sha256 } from '../../platform/tokens.ts';
import type { BoxClient } from './box.client.ts';
import { BoxRefused, BoxUnavailable } from './box.client.ts';
import { sealTokens } from './box-tokens.ts';
import { storageNotConfigured } from './storage-connections.errors.ts';
import type { StorageConnectionsRepository } from './storage-connections.repository.ts';

/** Long enough to sign in at the provider and consent; a state older than this is refused. */
const STATE_SECONDS = 10 * 60;
const BOX = 'Box';
const DEFAULT_RETURN = '/settings/integration';

type Deps = {
  repo: StorageConnectionsRepository;
  box: BoxClient | null;
  secrets: SecretBox;
  clock: Clock;
  log: { warn(details: object, message: string): void };
};

export type CallbackInput = { code?: string; state?: string; error?: string };
/** Where the callback sends the user, and the error to show there (none: connected). */
export type CallbackOutcome = { returnTo: string; error: string | null };

/** Connecting, listing and disconnecting cloud storage (Box today: the one provider with a code → token flow). */
export function createStorageConnectionsService({ repo, box, secrets, clock, log }: Deps) {
  function requireBox() {
    if (!box) throw storageNotConfigured(BOX);
    return box;
  }

  return {
    async list(userId: number): Promise<StorageConnection[]> {
      const rows = await repo.list(userId);
      return rows.map((row) => ({
        provider: row.provider,
        account_label: row.accountLabel,
        connected_at: row.createdAt.toISOString(),
      }));
    },

    /** Box's consent page, with a state bound to this user and to where they return. */
    async connectUrl(userId: number, returnTo: string) {
      const client = requireBox();
      const state = randomToken();
      const now = clock.now();
      await repo.saveState(
        {
          stateHash: sha256(state),
          userId,
          provider: 'box',
          returnTo,
          expiresAt: addSeconds(now, STATE_SECONDS),
        },
        now,
      );
      return client.authorizeUrl(state);
    },

    /** Box's redirect back: the state checked and spent, the code exchanged, the tokens sealed and stored. */
    async callback(userId: number, input: CallbackInput): Promise<CallbackOutcome> {
      const client = requireBox();
      const flow = input.state ? await repo.takeState(userId, sha256(input.state)) : null;
      if (flow?.provider !== 'box' || flow.expiresAt <= clock.now())
        return { returnTo: flow?.returnTo ?? DEFAULT_RETURN, error: STORAGE_MESSAGES.stateInvalid };
      const fail = (error: string) => ({ returnTo: flow.returnTo, error });
      if (input.error || !input.code) return fail(STORAGE_MESSAGES.denied(BOX));
      try {
        const tokens = await client.exchangeCode(input.code);
        const label = await client.me(tokens.accessToken);
        const now = clock.now();
        await repo.save(userId, 'box', label, sealTokens(secrets, tokens, now), now);
        return { returnTo: flow.returnTo, error: null };
      } catch (error) {
        if (error instanceof BoxUnavailable) return fail(STORAGE_MESSAGES.unavailable(BOX));
        if (error instanceof BoxRefused) return fail(STORAGE_MESSAGES.refused(BOX));
        throw error;
      }
    },

    /** Revokes the tokens at Box, then forgets them; the row goes even when Box cannot be told. */
    async disconnect(userId: number, provider: StorageProvider) {
      const row = await repo.remove(userId, provider);
      if (!row) return false;
      if (!box || provider !== 'box') return true;
      const token = secrets.open(row.refreshTokenSealed ?? row.accessTokenSealed);
      try {
        await box.revoke(token);
      } catch (error) {
        log.warn({ err: error, userId }, 'Box did not revoke a disconnected token');
      }
      return true;
    },
  };
}

export type StorageConnectionsService = ReturnType<typeof createStorageConnectionsService>;
