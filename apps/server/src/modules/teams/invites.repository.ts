import { and, asc, count, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { type CompanyInviteRow, companies, companyInvites, companyMembers } from './teams.table.ts';

/** Neither accepted, declined nor revoked: it holds a seat until it expires, and it can be resent. */
export const openInvite = and(
  isNull(companyInvites.acceptedAt),
  isNull(companyInvites.declinedAt),
  isNull(companyInvites.revokedAt),
) as SQL;

/** Open and unexpired: its link and its Accept still work. */
export const liveInvite = (now: Date) => and(openInvite, gt(companyInvites.expiresAt, now)) as SQL;

const sameEmail = (column: typeof users.email | typeof companyInvites.email, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

export type InviteRefresh = Pick<CompanyInviteRow, 'tokenHash' | 'expiresAt' | 'sentAt'> &
  Partial<Pick<CompanyInviteRow, 'firstName' | 'lastName' | 'message' | 'role' | 'invitedBy'>>;

/** Queries of team invites; each one is scoped by its team, or by the invitee's own address. */
export const createInvitesRepository = (db: Db) => ({
  /**
   * The team's row, locked until the transaction ends: every change that takes a seat takes this lock first,
   * so two of them never both see the last free seat; they lock the team before its invites, never after.
   */
  async lockCompany(companyId: number) {
    const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
    return row;
  },

  /** Seats in use: members plus live invites, leaving out one invite (the one being resent or accepted). */
  async seatsUsed(companyId: number, now: Date, exceptInviteId = 0) {
    const [members] = await db
      .select({ n: count() })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, companyId));
    const [invites] = await db
      .select({ n: count() })
      .from(companyInvites)
      .where(
        and(
          eq(companyInvites.companyId, companyId),
          liveInvite(now),
          sql`${companyInvites.id} <> ${exceptInviteId}`,
        ),
      );
    return (members?.n ?? 0) + (invites?.n ?? 0);
  },

  async isMemberEmail(companyId: number, email: string) {
    const [row] = await db
      .select({ id: users.id })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, companyId), sameEmail(users.email, email)));
    return row !== undefined;
  },

  async hasAccount(email: string) {
    const [row] = await db.select({ id: users.id }).from(users).where(sameEmail(users.email, email));
    return row !== undefined;
  },

  /** The team's open invite to this address, expired or not (there is at most one). */
  async findOpenByEmail(companyId: number, email: string) {
    const [row] = await db
      .select()
      .from(companyInvites)
      .where(
        and(eq(companyInvites.companyId, companyId), sameEmail(companyInvites.email, email), openInvite),
      );
    return row;
  },

  async findOpen(companyId: number, inviteId: number) {
    const [row] = await db
      .select()
      .from(companyInvites)
      .where(and(eq(companyInvites.companyId, companyId), eq(companyInvites.id, inviteId), openInvite));
    return row;
  },

  /** Pending invites of a team, oldest first. */
  listOpen(companyId: number) {
    return db
      .select()
      .from(companyInvites)
      .where(and(eq(companyInvites.companyId, companyId), openInvite))
      .orderBy(asc(companyInvites.id));
  },

  /** Inserts the invite; undefined when the team has an open invite to that address already (a race). */
  async insert(values: typeof companyInvites.$inferInsert) {
    const [row] = await db.insert(companyInvites).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** A new token and expiry for an open invite: the old link stops working. */
  async refresh(companyId: number, inviteId: number, values: InviteRefresh) {
    const [row] = await db
      .update(companyInvites)
      .set(values)
      .where(and(eq(companyInvites.companyId, companyId), eq(companyInvites.id, inviteId), openInvite))
      .returning();
    return row;
  },

  async revoke(companyId: number, inviteId: number, now: Date) {
    const [row] = await db
      .update(companyInvites)
      .set({ revokedAt: now })
      .where(and(eq(companyInvites.companyId, companyId), eq(companyInvites.id, inviteId), openInvite))
      .returning({ id: companyInvites.id });
    return row !== undefined;
  },

  /** A live invite of this team to this address: what its invitee may accept or decline. */
  async findLiveFor(companyId: number, inviteId: number, email: string, now: Date) {
    const [row] = await db
      .select()
      .from(companyInvites)
      .where(
        and(
          eq(companyInvites.companyId, companyId),
          eq(companyInvites.id, inviteId),
          sameEmail(companyInvites.email, email),
          liveInvite(now),
        ),
      );
    return row;
  },

  /** Marks a live invite declined; false when it no longer was live. */
  async decline(inviteId: number, now: Date) {
    const [row] = await db
      .update(companyInvites)
      .set({ declinedAt: now })
      .where(and(eq(companyInvites.id, inviteId), liveInvite(now)))
      .returning({ id: companyInvites.id });
    return row !== undefined;
  },
});

export type InvitesRepository = ReturnType<typeof createInvitesRepository>;
