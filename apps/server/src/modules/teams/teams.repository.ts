import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { createInvitesRepository } from './invites.repository.ts';
import { companies, companyMembers } from './teams.table.ts';

export type MemberRow = Awaited<ReturnType<ReturnType<typeof createTeamsRepository>['members']>>[number];

const memberColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  pictureKey: users.thumbnailPictureKey,
  lastActiveAt: users.lastActiveAt,
  isAdmin: companyMembers.isAdmin,
  hasDashboardAccess: companyMembers.hasDashboardAccess,
  role: companyMembers.role,
  joinedAt: companyMembers.createdAt,
};

/** Queries of one team: every one takes the team's id, which the caller's membership was checked against. */
export function createTeamsRepository(db: Db) {
  const membersOf = (tx: Db, companyId: number, userId?: number) =>
    tx
      .select(memberColumns)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          userId === undefined ? undefined : eq(companyMembers.userId, userId),
        ),
      );

  return {
    async company(companyId: number, tx: Db = db) {
      const [row] = await tx.select().from(companies).where(eq(companies.id, companyId));
      return row;
    },

    /** The team's row, locked until the transaction ends (the lock every seat change takes first). */
    lockCompany: (tx: Db, companyId: number) => createInvitesRepository(tx).lockCompany(companyId),

    /** Seats taken: members plus open invites (not answered, revoked or expired). */
    seatsUsed: (companyId: number, now: Date) => createInvitesRepository(db).seatsUsed(companyId, now),

    async rename(companyId: number, name: string, now: Date) {
      await db.update(companies).set({ name, updatedAt: now }).where(eq(companies.id, companyId));
    },

    /** The members, admins first, then by when they joined. */
    members: (companyId: number) =>
      membersOf(db, companyId).orderBy(
        sql`${companyMembers.isAdmin} desc`,
        asc(companyMembers.createdAt),
        asc(users.id),
      ),

    async member(companyId: number, userId: number, tx: Db = db) {
      const [row] = await membersOf(tx, companyId, userId);
      return row;
    },

    async adminCount(tx: Db, companyId: number) {
      const [row] = await tx
        .select({ n: count() })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.isAdmin, true)));
      return row?.n ?? 0;
    },

    /** Admin: is_admin and has_dashboard_access; member: neither (contract). */
    async setRole(tx: Db, companyId: number, userId: number, role: 'admin' | 'member') {
      const admin = role === 'admin';
      await tx
        .update(companyMembers)
        .set({ role, isAdmin: admin, hasDashboardAccess: admin })
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    },

    /**
     * Takes the member out of the team. What they made stays theirs: the templates they made for this team
     * become ordinary presentations of theirs (the team no longer sees them; copies teammates made are the
     * teammates' own), and their presentations made for the team are no longer the team's. Their share
     * links, views and insights are not touched, so every link a recipient holds keeps opening.
     */
    async removeMember(tx: Db, companyId: number, userId: number, now: Date) {
      await tx
        .update(presentations)
        .set({ companyId: null, isTemplate: false, updatedAt: now })
        .where(and(eq(presentations.companyId, companyId), eq(presentations.userId, userId)));
      await tx
        .delete(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    },

    async isInTeam(userId: number) {
      const [row] = await db
        .select({ companyId: companyMembers.companyId })
        .from(companyMembers)
        .where(eq(companyMembers.userId, userId))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
