import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyInvites, companyMembers } from '../teams/teams.table.ts';
import { loginFailures, passwordResetTokens, sessions, type UserRow, users } from './accounts.table.ts';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/** Queries of accounts, sessions and reset tokens; every user-owned query is scoped by user id. */
export const createAccountsRepository = (db: Db) => ({
  async findUserByEmail(email: string) {
    const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  },

  async findUserById(id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  /** Inserts the user; returns undefined when the e-mail is taken (in any case). */
  async insertUser(values: NewUser) {
    const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
    return row;
  },

  async updateUser(id: number, changes: UserChanges) {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row as UserRow;
  },

  async insertSession(values: typeof sessions.$inferInsert) {
    await db.insert(sessions).values(values);
  },

  async findSessionWithUser(tokenHash: string) {
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash));
    return row;
  },

  async extendSession(id: number, expiresAt: Date) {
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  },

  async revokeSession(tokenHash: string, at: Date) {
    await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.tokenHash, tokenHash));
  },

  /** Revokes every live session of the user except the one kept (if any). */
  async revokeUserSessions(userId: number, at: Date, keepSessionId?: number) {
    const keep = keepSessionId === undefined ? sql`true` : ne(sessions.id, keepSessionId);
    await db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
  },

  async insertResetToken(values: typeof passwordResetTokens.$inferInsert) {
    await db.insert(passwordResetTokens).values(values);
  },

  /** Marks the token used if it is live; returns its user id, or undefined when it is not usable. */
  async consumeResetToken(tokenHash: string, userId: number, now: Date) {
    const [row] = await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          eq(passwordResetTokens.userId, userId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId;
  },

  async recordLoginFailure(email: string, ip: string) {
    await db.insert(loginFailures).values({ email, ip });
  },

  async countLoginFailures(email: string, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)));
    return row?.n ?? 0;
  },

  async clearLoginFailures(email: string) {
    await db.delete(loginFailures).where(eq(loginFailures.email, email));
  },

  async listMemberships(userId: number) {
    return db
      .select({ company: companies, member: companyMembers })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId));
  },

  async listOpenInvites(email: string) {
    return db
      .select({
        invite: companyInvites,
        companyName: companies.name,
        adminFirst: users.firstName,
        adminLast: users.lastName,
      })
      .from(companyInvites)
      .innerJoin(companies, eq(companies.id, companyInvites.companyId))
      .leftJoin(users, eq(users.id, companyInvites.invitedBy))
      .where(
        and(
          sql`lower(${companyInvites.email}) = ${email.toLowerCase()}`,
          isNull(companyInvites.acceptedAt),
          isNull(companyInvites.declinedAt),
        ),
      );
  },

  async findInviteByTokenHash(tokenHash: string) {
    const [row] = await db.select().from(companyInvites).where(eq(companyInvites.tokenHash, tokenHash));
    return row;
  },
});

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
