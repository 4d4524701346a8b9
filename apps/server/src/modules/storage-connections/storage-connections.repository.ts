import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthStates } from './oauth-states.table.ts';
import { storageConnections } from './storage-connections.table.ts';

type Provider = (typeof storageConnections.$inferSelect)['provider'];
export type StorageConnectionRow = typeof storageConnections.$inferSelect;
export type SealedTokens = {
  accessTokenSealed: string;
  refreshTokenSealed: string | null;
  expiresAt: Date | null;
};

/** Every query takes the user: another user's connection or state is simply not found. */
export function createStorageConnectionsRepository(db: Db) {
  const byUser = (userId: number, provider: Provider) =>
    and(eq(storageConnections.userId, userId), eq(storageConnections.provider, provider));

  return {
    /** Records a flow's state; states left by abandoned flows are swept at the same time. */
    async saveState(values: typeof oauthStates.$inferInsert, now: Date) {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
      await db.insert(oauthStates).values(values);
    },
    /** The user's state, deleted as it is read: a second use finds nothing. */
    async takeState(userId: number, stateHash: string) {
      const [row] = await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.stateHash, stateHash), eq(oauthStates.userId, userId)))
        .returning();
      return row ?? null;
    },
    list(userId: number) {
      return db
        .select()
        .from(storageConnections)
        .where(eq(storageConnections.userId, userId))
        .orderBy(asc(storageConnections.provider));
    },
    async find(userId: number, provider: Provider) {
      const [row] = await db.select().from(storageConnections).where(byUser(userId, provider));
      return row ?? null;
    },
    /** A new connection, or a reconnection replacing the old tokens. */
    async save(userId: number, provider: Provider, accountLabel: string, tokens: SealedTokens, now: Date) {
      const values = { accountLabel, ...tokens, createdAt: now, updatedAt: now };
      await db
        .insert(storageConnections)
        .values({ userId, provider, ...values })
        .onConflictDoUpdate({
          target: [storageConnections.userId, storageConnections.provider],
          set: values,
        });
    },
    async remove(userId: number, provider: Provider) {
      const [row] = await db.delete(storageConnections).where(byUser(userId, provider)).returning();
      return row ?? null;
    },
    /**
     * Runs `refresh` with the connection locked: two requests that find the token expired refresh it once,
     * the second one reading what the first stored (Box's refresh tokens work once).
     */
    withLocked<T>(
      userId: number,
      provider: Provider,
      refresh: (row: StorageConnectionRow | null, tx: Db) => Promise<T>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(storageConnections)
          .where(byUser(userId, provider))
          .for('update');
        return refresh(row ?? null, tx);
      });
    },
    async update(tx: Db, id: number, tokens: SealedTokens, now: Date) {
      await tx
        .update(storageConnections)
        .set({ ...tokens, updatedAt: now })
        .where(eq(storageConnections.id, id));
    },
    async removeById(tx: Db, id: number) {
      await tx.delete(storageConnections).where(eq(storageConnections.id, id));
    },
  };
}

export type StorageConnectionsRepository = ReturnType<typeof createStorageConnectionsRepository>;
