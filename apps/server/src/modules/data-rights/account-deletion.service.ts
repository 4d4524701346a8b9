import type { AccountDelete } from '@folio/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { JobDefinition, Queue } from '../../jobs/queue.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { loginFailures, type UserRow, users } from '../accounts/accounts.table.ts';
import { analyticsEvents } from '../analytics/analytics.table.ts';
import type { Billing } from '../billing/billing.module.ts';
import { companies, companyMembers } from '../teams/teams.table.ts';
import { type AccountFiles, accountFilesOf } from './account-files.ts';
import * as errors from './data-rights.errors.ts';

export type AccountDeletionDeps = {
  db: Db;
  billing: Billing | null;
  queue: () => Queue;
  /** The job that removes the files (account-files.ts), queued in the deleting transaction. */
  filesJob: () => JobDefinition;
  /** Closes the user's sockets on every instance; none in the CLI (the heartbeat closes them there). */
  realtime?: Pick<RealtimeHub, 'publish'>;
};

/** The teams the user is in, with what their leaving means: refused while others depend on them. */
async function teamsToSettle(tx: Db, userId: number) {
  const rows = await tx
    .select({
      id: companies.id,
      name: companies.name,
      billingUserId: companies.billingUserId,
      isAdmin: companyMembers.isAdmin,
      others: sql<number>`(select count(*)::int from company_members m where m.company_id = ${companies.id} and m.user_id <> ${userId})`,
      otherAdmins: sql<number>`(select count(*)::int from company_members m where m.company_id = ${companies.id} and m.user_id <> ${userId} and m.is_admin)`,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  for (const team of rows) {
    if (team.others === 0) continue;
    if (team.billingUserId === userId) throw errors.teamPayer(team.name);
    if (team.isAdmin && team.otherAdmins === 0) throw errors.lastTeamAdmin(team.name);
  }
  // A team of the user alone ends with them (its invites and templates too).
  return rows.filter((team) => team.others === 0).map((team) => team.id);
}

/** The confirmation: the password, or for an account without one (social sign-in) its e-mail address. */
async function confirm(user: UserRow, body: AccountDelete) {
  if (user.passwordHash) {
    if (!body.password) throw errors.passwordRequired();
    if (!(await verifyPassword(user.passwordHash, body.password))) throw errors.wrongPassword();
    return;
  }
  if (!body.email?.trim()) throw errors.emailRequired();
  if (body.email.trim().toLowerCase() !== user.email.toLowerCase()) throw errors.wrongEmail();
}

/**
 * Deleting an account (Settings → Your data, or the CLI): teams others depend on must be settled first;
 * a paid subscription is cancelled at Stripe; then one transaction deletes every row the user owns (the
 * foreign keys cascade from users), what is still waiting to be said about them (e-mails to them or in
 * their name, events of their presentations, webhook deliveries about them), and queues the removal of
 * their files. Nothing identifying stays: billing keeps no tombstone, as Stripe holds the invoices.
 */
export function createAccountDeletion(deps: AccountDeletionDeps) {
  const { db } = deps;

  async function erase(user: UserRow) {
    const email = user.email.toLowerCase();
    const files = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      if (!locked) return null;
      const soleTeams = await teamsToSettle(tx, user.id);
      const files = await accountFilesOf(tx, user.id, soleTeams);
      const owned = sql`(select id from presentations where user_id = ${user.id})`;
      // What the relay and the queue would still send: e-mails to them or in their name, events of their
      // presentations, webhook deliveries about those (to team endpoints; their own go with them).
      await tx.execute(sql`delete from outbox_events where
        (name = 'mail.requested' and (lower(payload->>'to') = ${email} or lower(payload->>'replyTo') = ${email}))
        or payload->>'ownerId' = ${String(user.id)} or payload->>'userId' = ${String(user.id)}`);
      await tx.execute(sql`delete from pgboss.job where name = 'mail.send' and state in ('created', 'retry')
        and (lower(data->>'to') = ${email} or lower(data->>'replyTo') = ${email})`);
      await tx.execute(sql`delete from webhook_deliveries
        where (payload->'data'->'presentation'->>'id')::int in ${owned}`);
      await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, user.id));
      await tx.delete(loginFailures).where(sql`lower(${loginFailures.email}) = ${email}`);
      for (const teamId of soleTeams) await tx.delete(companies).where(eq(companies.id, teamId));
      await tx.delete(users).where(eq(users.id, user.id));
      await deps.queue().sendInTransaction(tx, deps.filesJob(), files);
      return files;
    });
    if (!files) return null;
    deps.queue().wake(deps.filesJob());
    // Signed out everywhere: the sessions went with the user; their open sockets close now.
    await deps.realtime?.publish(user.id, { type: 'session.ended' });
    return files;
  }

  return {
    /** From Settings: confirmed by the user's password (or e-mail), then deleted. */
    async deleteConfirmed(user: UserRow, body: AccountDelete) {
      await confirm(user, body);
      return this.delete(user);
    },

    /** Deletes the account; answers the files it leaves (already queued for removal), or null if it was gone. */
    async delete(user: UserRow): Promise<AccountFiles | null> {
      await db.transaction((tx) => teamsToSettle(tx, user.id));
      await deps.billing?.subscriptions.endNow(user.id);
      return erase(user);
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
