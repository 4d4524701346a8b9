import type { SocialProvider } from '@folio/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { socialAccounts } from './social-accounts.table.ts';

export type SocialAccountRow = typeof socialAccounts.$inferSelect;

/** Social accounts: by the provider's id (sign-in), or always scoped to their user. */
export function createSocialAccountsRepository(db: Db) {
  return {
    async findByProviderId(provider: SocialProvider, providerUserId: string) {
      const [row] = await db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)));
      return row;
    },

    listOfUser: (userId: number) =>
      db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, userId))
        .orderBy(asc(socialAccounts.id)),

    /** Links; undefined when the provider account or the user's slot for the provider is taken meanwhile. */
    async insert(values: typeof socialAccounts.$inferInsert) {
      const [row] = await db.insert(socialAccounts).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Keeps what the provider said at this sign-in: the address and the picture may have changed. */
    async touch(id: number, changes: { email: string; pictureUrl: string | null; lastUsedAt: Date }) {
      await db.update(socialAccounts).set(changes).where(eq(socialAccounts.id, id));
    },

    async remove(userId: number, provider: SocialProvider) {
      const [row] = await db
        .delete(socialAccounts)
        .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)))
        .returning({ id: socialAccounts.id });
      return row !== undefined;
    },

    /** Which provider the login screen names for a password attempt on an account without a password. */
    async setUserProvider(userId: number, provider: SocialProvider | null) {
      await db.update(users).set({ provider }).where(eq(users.id, userId));
    },
  };
}
