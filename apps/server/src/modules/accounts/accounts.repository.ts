import type { NotificationSettings } from '@folio/shared';
import { and, count, desc, eq, gt, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { socialAccounts } from '../social-sign-in/social-accounts.table.ts';
import { companies, companyInvites, companyMembers } from '../teams/teams.table.ts';
import type { SocialPictures } from './accounts.presenter.ts';
import {
  emailVerifications,
  loginFailures,
  passwordResetTokens,
  sessions,
  type UserRow,
  users,
} from './accounts.table.ts';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt' | 'notificationSettings'>> & {
  notificationSettings?: SQL;
};

/**
 * The user's notification choices with these categories' channels merged in, in the statement itself, so
 * two saves at once keep each other's categories.
 */
export function mergedNotificationSettings(update: NotificationSettings): SQL {
  const parts = Object.entries(update).map(
    ([category, channels]) =>
      sql`jsonb_build_object(${category}::text, coalesce(${users.notificationSettings} -> ${category}::text, '{}'::jsonb) || ${JSON.stringify(channels)}::jsonb)`,
  );
  return sql.join([sql`${users.notificationSettings}`, ...parts], sql` || `);
}

export type Membership = {
  id: number;
  name: string;
  is_admin: boolean;
  has_dashboard_access: boolean;
  is_company_pays: boolean;
  role: string;
};
export type OpenInvite = { id: number; company_id: number; company_name: string; admin_name: string };
export type UserTeams = { memberships: Membership[]; invites: OpenInvite[] };

/**
 * The user's teams and live invites as JSON, beside the user row (correlated on users.id and users.email).
 * Invites count only once the address is proven: nobody sees a team's invite by signing up with its address.
 */
export const teamColumns = {
  memberships: sql<Membership[]>`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name,
    'is_admin', m.is_admin, 'has_dashboard_access', m.has_dashboard_access, 'is_company_pays', c.is_company_pays,
    'role', m.role) order by m.created_at) from ${companyMembers} m join ${companies} c on c.id = m.company_id
    where m.user_id = ${qualified(users.id)}), '[]'::json)`,
  invites: sql<
    OpenInvite[]
  >`coalesce((select json_agg(json_build_object('id', i.id, 'company_id', i.company_id,
    'company_name', c.name, 'admin_name', coalesce(nullif(trim(a.first_name || ' ' || a.last_name), ''), a.email, ''))
    order by i.id) from ${companyInvites} i join ${companies} c on c.id = i.company_id
    left join ${users} a on a.id = i.invited_by
    where lower(i.email) = lower(${qualified(users.email)}) and ${qualified(users.emailVerifiedAt)} is not null
      and i.accepted_at is null and i.declined_at is null and i.revoked_at is null
      and i.expires_at > ${sql.placeholder('now')}::timestamptz), '[]'::json)`,
};

/** A reset token of this user that is unused and unexpired. */
const liveResetToken = (tokenHash: string, userId: number, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    eq(passwordResetTokens.userId, userId),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
const liveVerification = (now: Date) =>
  and(isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now));

/** Queries of accounts, sessions and reset tokens; every user-owned query is scoped by user id. */
export const createAccountsRepository = (db: Db) => {
  const sessionByHash = db
    .select({ session: sessions, user: users, ...teamColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('hash')))
    .prepare('session_by_hash');
  const teamsByUser = db
    .select(teamColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('teams_by_user');

  return {
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

    /** The session behind a token hash with its user and the user's teams: one prepared query per request. */
    async findSessionWithUser(tokenHash: string, now: Date) {
      const [row] = await sessionByHash.execute({ hash: tokenHash, now: now.toISOString() });
      return row;
    },

    async socialPicturesOf(userId: number): Promise<SocialPictures> {
      const rows = await db
        .select({ provider: socialAccounts.provider, pictureUrl: socialAccounts.pictureUrl })
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, userId));
      const of = (p: string) => rows.find((r) => r.provider === p)?.pictureUrl ?? null;
      return { google: of('google'), facebook: of('facebook') };
    },

    async teamsOf(userId: number, now: Date): Promise<UserTeams> {
      const [row] = await teamsByUser.execute({ userId, now: now.toISOString() });
      return row ?? { memberships: [], invites: [] };
    },

    /** Marks the user active now, unless a concurrent request already did so since `since`. */
    async touchLastActive(userId: number, now: Date, since: Date) {
      await db
        .update(users)
        .set({ lastActiveAt: now })
        .where(and(eq(users.id, userId), or(isNull(users.lastActiveAt), lt(users.lastActiveAt, since))));
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
        .where(liveResetToken(tokenHash, userId, now))
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    /** Whether a live reset token with this hash belongs to the user (nothing is consumed). */
    async hasLiveResetToken(tokenHash: string, userId: number, now: Date) {
      const [row] = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(liveResetToken(tokenHash, userId, now));
      return row !== undefined;
    },

    async recordLoginFailure(email: string, ip: string, at: Date) {
      await db.insert(loginFailures).values({ email, ip, createdAt: at });
    },

    /** Failures for this e-mail from this address only: a stranger's failures elsewhere lock nobody out. */
    async countLoginFailures(email: string, ip: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(
          and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)),
        );
      return row?.n ?? 0;
    },

    async clearLoginFailures(email: string) {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },

    /** A new verification replaces the user's earlier ones that are still unused. */
    async replaceEmailVerification(values: typeof emailVerifications.$inferInsert) {
      await this.dropEmailVerifications(values.userId);
      await db.insert(emailVerifications).values(values);
    },

    /** Ends the user's unused verifications (a pending change of address among them). */
    async dropEmailVerifications(userId: number) {
      await db
        .delete(emailVerifications)
        .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
    },

    /** The user's newest verification that is unused and unexpired. */
    async liveEmailVerification(userId: number, now: Date) {
      const [row] = await db
        .select()
        .from(emailVerifications)
        .where(and(eq(emailVerifications.userId, userId), liveVerification(now)))
        .orderBy(desc(emailVerifications.id))
        .limit(1);
      return row;
    },

    async emailVerificationByToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(emailVerifications)
        .where(and(eq(emailVerifications.tokenHash, tokenHash), liveVerification(now)));
      return row;
    },

    /** Counts a wrong code; returns the attempts so far. */
    async countCodeAttempt(id: number) {
      const [row] = await db
        .update(emailVerifications)
        .set({ attempts: sql`${emailVerifications.attempts} + 1` })
        .where(eq(emailVerifications.id, id))
        .returning({ attempts: emailVerifications.attempts });
      return row?.attempts ?? 0;
    },

    /** Marks the verification used if it still is usable; false when another request used it first. */
    async useEmailVerification(id: number, now: Date) {
      const rows = await db
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(and(eq(emailVerifications.id, id), isNull(emailVerifications.usedAt)))
        .returning({ id: emailVerifications.id });
      return rows.length > 0;
    },

    async findInviteByTokenHash(tokenHash: string) {
      const [row] = await db.select().from(companyInvites).where(eq(companyInvites.tokenHash, tokenHash));
      return row;
    },
  };
};

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
