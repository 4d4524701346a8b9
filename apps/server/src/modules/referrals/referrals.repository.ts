import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { companyMembers } from '../teams/teams.table.ts';
import { referralCodes, referrals } from './referrals.table.ts';

const notInTeam = (userId: typeof users.id | typeof referralCodes.userId) =>
  notExists(sql`(select 1 from ${companyMembers} where ${companyMembers.userId} = ${userId})`);

/** Referral rows, always reached through the signed-in user, the referred user or a code. */
export function createReferralsRepository(db: Db) {
  return {
    /** The user's code, made with `fresh` unless the user has one (a concurrent request's code wins). */
    async ensureCode(userId: number, fresh: () => string) {
      await db.insert(referralCodes).values({ userId, code: fresh() }).onConflictDoNothing();
      const [row] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
      return row!.code;
    },
    /** The owner of a code, unless the owner is in a team (refer-a-friend is hidden there, spec §6). */
    async referrerByCode(code: string) {
      const [row] = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(referralCodes)
        .innerJoin(users, eq(users.id, referralCodes.userId))
        .where(and(eq(referralCodes.code, code), notInTeam(referralCodes.userId)));
      return row ?? null;
    },
    async referralOf(referredUserId: number) {
      const [row] = await db.select().from(referrals).where(eq(referrals.referredUserId, referredUserId));
      return row ?? null;
    },
    /** Records the referrer of a user; answers false when one is recorded already. */
    async record(referredUserId: number, referrerUserId: number) {
      const rows = await db
        .insert(referrals)
        .values({ referredUserId, referrerUserId })
        .onConflictDoNothing()
        .returning({ id: referrals.referredUserId });
      return rows.length > 0;
    },
    /** The friends a user referred, oldest first. */
    async friendsOf(referrerUserId: number) {
      return db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          createdAt: referrals.createdAt,
          creditedAt: referrals.creditedAt,
        })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.referredUserId))
        .where(eq(referrals.referrerUserId, referrerUserId))
        .orderBy(asc(referrals.createdAt), asc(referrals.referredUserId));
    },
    /** Marks the referral of a user who became a paying customer, once: answers whether this call did. */
    async qualify(referredUserId: number, now: Date) {
      const rows = await db
        .update(referrals)
        .set({ qualifiedAt: now })
        .where(and(eq(referrals.referredUserId, referredUserId), isNull(referrals.qualifiedAt)))
        .returning({ id: referrals.referredUserId });
      return rows.length > 0;
    },
    async markCredited(referredUserId: number, balanceTransactionId: string, now: Date) {
      await db
        .update(referrals)
        .set({ creditedAt: now, stripeBalanceTransactionId: balanceTransactionId })
        .where(and(eq(referrals.referredUserId, referredUserId), isNull(referrals.creditedAt)));
    },
    async isInTeam(userId: number) {
      const [row] = await db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(eq(companyMembers.userId, userId))
        .limit(1);
      return Boolean(row);
    },
    async user(userId: number) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
