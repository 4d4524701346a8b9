import { INVITE_VALID_DAYS, type TeamInviteCreate } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { addSeconds, type Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { randomToken, sha256 } from '../../platform/tokens.ts';
import { emailNotVerified } from '../accounts/accounts.errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import * as errors from './invites.errors.ts';
import { createInvitesRepository, type InvitesRepository } from './invites.repository.ts';
import type { TeamAccess } from './team-access.ts';
import { joinTeamByInvite } from './team-join.ts';
import type { CompanyInviteRow, CompanyRow } from './teams.table.ts';

type Deps = {
  db: Db;
  clock: Clock;
  events: Events;
  outbox: Outbox;
  publicUrl: string;
  access: TeamAccess;
};

/**
 * Whether one more open invite fits the team's seats (members plus live invites, the invite being
 * resent aside). Call it in the transaction that holds the team's lock (lockCompany) and makes the invite.
 */
export async function hasSeatForInvite(
  tx: Db,
  company: Pick<CompanyRow, 'id' | 'seats'>,
  now: Date,
  resentInviteId?: number,
) {
  return (await createInvitesRepository(tx).seatsUsed(company.id, now, resentInviteId)) + 1 <= company.seats;
}

const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * Team invitations (issue 14 point 2): admins invite by e-mail within the team's seats, resend and revoke;
 * the invitee joins by signing up through the e-mail's link, or, with an account already, accepts in the app.
 */
export function createInvitesService({ db, clock, events, outbox, publicUrl, access }: Deps) {
  const repo = createInvitesRepository(db);

  /** An admin who sends e-mail in the team's name: like sharing, only from a proven address. */
  async function requireSendingAdmin(user: UserRow, companyId: number) {
    await access.requireAdmin(user, companyId);
    if (!user.emailVerifiedAt) throw emailNotVerified();
  }

  /**
   * Gives the invite a new token and expiry (`existing`) or creates it, and records its e-mail, all in `tx`
   * under the team's lock. The token exists only in the e-mail; the old link of a resent invite stops working.
   */
  async function issue(
    tx: Db,
    {
      company,
      sender,
      existing,
      email,
      details,
    }: {
      company: CompanyRow;
      sender: UserRow;
      existing: CompanyInviteRow | undefined;
      email: string;
      details: Partial<Pick<CompanyInviteRow, 'firstName' | 'lastName' | 'message' | 'role'>>;
    },
  ) {
    const txRepo = createInvitesRepository(tx);
    const now = clock.now();
    if (await txRepo.isMemberEmail(company.id, email)) throw errors.alreadyMember();
    if (!(await hasSeatForInvite(tx, company, now, existing?.id))) throw errors.seatsFull();
    const token = randomToken(256);
    const fresh = {
      tokenHash: sha256(token),
      sentAt: now,
      expiresAt: addSeconds(now, INVITE_VALID_DAYS * 86_400),
      invitedBy: sender.id,
      ...details,
    };
    const invite = existing
      ? await txRepo.refresh(company.id, existing.id, fresh)
      : await txRepo.insert({ companyId: company.id, email, ...fresh });
    if (!invite) throw notFound(); // revoked or declined while this request waited for the lock
    const hasAccount = await txRepo.hasAccount(invite.email);
    const url = hasAccount
      ? `${publicUrl}/presentations`
      : `${publicUrl}/sign-up?invite=${encodeURIComponent(token)}`;
    const adminName = fullName(sender);
    await outbox.record(
      tx,
      invite.email,
      'team-invite',
      {
        teamName: company.name,
        adminName,
        firstName: invite.firstName,
        message: invite.message,
        url,
        hasAccount,
        days: INVITE_VALID_DAYS,
      },
      { replyTo: sender.email, fromName: adminName },
    );
    // The invitee's open app shows the invite without a reload (notifications.listeners.ts).
    if (hasAccount)
      await events.record(tx, 'team.invited', {
        companyId: company.id,
        inviteId: invite.id,
        email: invite.email,
      });
    return invite;
  }

  /** Runs `work` in a transaction holding the team's lock; the team is gone → 404. */
  async function withLockedTeam<T>(
    companyId: number,
    work: (tx: Db, company: CompanyRow, txRepo: InvitesRepository) => Promise<T>,
  ) {
    const result = await db.transaction(async (tx) => {
      const txRepo = createInvitesRepository(tx);
      const company = await txRepo.lockCompany(companyId);
      if (!company) throw notFound();
      return work(tx, company, txRepo);
    });
    events.flush();
    return result;
  }

  return {
    /** The team's pending invites, expired ones included (they can be resent). */
    async list(user: UserRow, companyId: number) {
      await access.requireAdmin(user, companyId);
      return repo.listOpen(companyId);
    },

    /** Invites an address; an open invite to it is resent instead (`created` false) with the new details. */
    async invite(user: UserRow, companyId: number, body: TeamInviteCreate) {
      await requireSendingAdmin(user, companyId);
      return withLockedTeam(companyId, async (tx, company, txRepo) => {
        const existing = await txRepo.findOpenByEmail(companyId, body.email);
        const details = {
          ...(body.first_name !== undefined && { firstName: body.first_name }),
          ...(body.last_name !== undefined && { lastName: body.last_name }),
          ...(body.message !== undefined && { message: body.message }),
          ...(body.role !== undefined && { role: body.role }),
        };
        const invite = await issue(tx, { company, sender: user, existing, email: body.email, details });
        return { invite, created: !existing };
      });
    },

    async resend(user: UserRow, companyId: number, inviteId: number) {
      await requireSendingAdmin(user, companyId);
      return withLockedTeam(companyId, async (tx, company, txRepo) => {
        const existing = await txRepo.findOpen(companyId, inviteId);
        if (!existing) throw notFound();
        return issue(tx, { company, sender: user, existing, email: existing.email, details: {} });
      });
    },

    async revoke(user: UserRow, companyId: number, inviteId: number) {
      await access.requireAdmin(user, companyId);
      if (!(await repo.revoke(companyId, inviteId, clock.now()))) throw notFound();
    },

    /**
     * The invitee accepts in the app: the invite must be live and to their proven address (any other → 404,
     * like a missing one), and the team needs a free seat for them.
     */
    async accept(user: UserRow, companyId: number, inviteId: number) {
      const invite = await liveInviteOf(user, companyId, inviteId);
      const result = await db.transaction((tx) =>
        joinTeamByInvite(tx, events, { companyId, inviteId: invite.id, userId: user.id, now: clock.now() }),
      );
      events.flush();
      if (result === 'full') throw errors.acceptSeatsFull();
      if (result === 'gone') throw notFound();
    },

    async decline(user: UserRow, companyId: number, inviteId: number) {
      const invite = await liveInviteOf(user, companyId, inviteId);
      if (!(await repo.decline(invite.id, clock.now()))) throw notFound();
    },
  };

  async function liveInviteOf(user: UserRow, companyId: number, inviteId: number) {
    const invite = user.emailVerifiedAt
      ? await repo.findLiveFor(companyId, inviteId, user.email, clock.now())
      : undefined;
    if (!invite) throw notFound();
    return invite;
  }
}

export type InvitesService = ReturnType<typeof createInvitesService>;
