import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import type { Billing } from '../billing/billing.module.ts';
import { withBilling } from '../billing/billing.routes.ts';
import { planRoleNow } from './memberships.ts';
import type { TeamAccess } from './team-access.ts';
import { billingUserStays, lastAdmin, seatsBelowUsed, teamNotPaying } from './teams.errors.ts';
import { presentMember } from './teams.presenter.ts';
import type { TeamsRepository } from './teams.repository.ts';

export type MembersDeps = {
  db: Db;
  repo: TeamsRepository;
  access: TeamAccess;
  billing: Billing | null;
  clock: Clock;
  events: Events;
  fileUrl: (key: string) => string;
};

/**
 * Manage Team (spec §2, §6): the members with their role and last activity, changing a role, removing a
 * member, and the seats the team pays for. Admins only; a team always keeps an admin, and the admin whose
 * subscription pays stays one.
 */
export function createMembersService({ db, repo, access, billing, clock, events, fileUrl }: MembersDeps) {
  /** Runs a change of one member under the team's row lock, so two admins cannot both step down at once. */
  async function changeMember<T>(
    companyId: number,
    userId: number,
    run: (tx: Db, context: { billingUserId: number | null; isAdmin: boolean }) => Promise<T>,
  ) {
    const result = await db.transaction(async (tx) => {
      const team = await repo.lockCompany(tx, companyId);
      const member = team && (await repo.member(companyId, userId, tx));
      if (!team || !member) throw notFound();
      return run(tx, { billingUserId: team.billingUserId, isAdmin: member.isAdmin });
    });
    events.flush();
    return result;
  }

  async function seats(companyId: number) {
    const team = await repo.company(companyId);
    if (!team) throw notFound();
    return { team, seats: team.seats, seats_used: await repo.seatsUsed(companyId, clock.now()) };
  }

  return {
    async list(user: UserRow, companyId: number) {
      await access.requireAdmin(user, companyId);
      const { team, ...counts } = await seats(companyId);
      const rows = await repo.members(companyId);
      return { results: rows.map((row) => presentMember(row, team.billingUserId, fileUrl)), ...counts };
    },

    /** Admin or member; the member hears it on their socket ('role.changed' with company_id and team_role). */
    async setRole(user: UserRow, companyId: number, userId: number, role: 'admin' | 'member') {
      await access.requireAdmin(user, companyId);
      await changeMember(companyId, userId, async (tx, target) => {
        if (role === 'member' && target.isAdmin) {
          if (target.billingUserId === userId) throw billingUserStays('role');
          if ((await repo.adminCount(tx, companyId)) <= 1) throw lastAdmin('role');
        }
        if (target.isAdmin === (role === 'admin')) return;
        await repo.setRole(tx, companyId, userId, role);
        const plan = await planRoleNow(tx, userId);
        await events.record(tx, 'user.role_changed', { userId, role: plan, companyId, teamRole: role });
      });
      const { team } = await seats(companyId);
      const row = await repo.member(companyId, userId);
      if (!row) throw notFound();
      return presentMember(row, team.billingUserId, fileUrl);
    },

    /**
     * Removes a member (see repo.removeMember for what becomes of what they made). They keep their account;
     * without a plan of their own they go back to the free plan, and their socket says so.
     */
    async remove(user: UserRow, companyId: number, userId: number) {
      await access.requireAdmin(user, companyId);
      await changeMember(companyId, userId, async (tx, target) => {
        if (target.billingUserId === userId) throw billingUserStays('non_field_errors');
        if (target.isAdmin && (await repo.adminCount(tx, companyId)) <= 1)
          throw lastAdmin('non_field_errors');
        await repo.removeMember(tx, companyId, userId, clock.now());
        const plan = await planRoleNow(tx, userId);
        await events.record(tx, 'user.role_changed', { userId, role: plan, companyId, teamRole: null });
      });
    },

    /** Seats paid for: Stripe's quantity changes (prorated); the webhook keeps companies.seats in step after. */
    async setSeats(user: UserRow, companyId: number, wanted: number) {
      await access.requireAdmin(user, companyId);
      const { team, seats_used } = await seats(companyId);
      if (!team.isCompanyPays || !team.stripeSubscriptionId || !team.billingUserId) throw teamNotPaying();
      if (wanted < seats_used) throw seatsBelowUsed(seats_used);
      const { billingUserId, stripeSubscriptionId } = team;
      if (wanted !== team.seats)
        await withBilling(billing, (b) =>
          b.subscriptions.setQuantity(billingUserId, stripeSubscriptionId, wanted),
        );
      return seats(companyId).then(({ seats, seats_used }) => ({ seats, seats_used }));
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
