import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamColumns } from '../accounts/accounts.repository.ts';
import { users } from '../accounts/accounts.table.ts';
import { apiKeys } from './api-keys.table.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = Pick<ApiKeyRow, 'userId' | 'name' | 'prefix' | 'tokenHash'>;

const live = (userId: number) => and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt));

/** Queries of API keys; every one a user reaches is scoped by the user's id. */
export const createApiKeysRepository = (db: Db) => {
  // A key, its owner and the owner's teams in one prepared query: the same cost as a session's lookup.
  const keyByHash = db
    .select({ key: apiKeys, user: users, ...teamColumns })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.tokenHash, sql.placeholder('hash')))
    .prepare('api_key_by_hash');

  return {
    listLive: (userId: number) =>
      db.select().from(apiKeys).where(live(userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)),

    /** Inserts the key unless the user already holds `max` live ones (the user's row is locked meanwhile). */
    insertWithin: (values: NewApiKey, max: number) =>
      db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
        const [held] = await tx.select({ n: count() }).from(apiKeys).where(live(values.userId));
        if ((held?.n ?? 0) >= max) return null;
        const [row] = await tx.insert(apiKeys).values(values).returning();
        return row ?? null;
      }),

    /** Revokes one live key of this user; false when there is none with that id. */
    async revoke(userId: number, id: number, at: Date) {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.id, id), live(userId)))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },

    async findWithUser(tokenHash: string, now: Date) {
      const [row] = await keyByHash.execute({ hash: tokenHash, now: now.toISOString() });
      return row;
    },

    /** Records a use, unless a concurrent request already did so since `since`. */
    async touchLastUsed(id: number, now: Date, since: Date) {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, since))));
    },
  };
};

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
