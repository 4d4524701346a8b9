import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { addSeconds, type Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import { sha256 } from '../../platform/tokens.ts';
import { isLiveInvite } from '../teams/invites.policy.ts';
import { joinTeamByInvite } from '../teams/team-join.ts';
import * as errors from './accounts.errors.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import type { UserRow } from './accounts.table.ts';
import type { createEmailVerification } from './email-verification.service.ts';

type Deps = {
  db: Db;
  clock: Clock;
  config: Config;
  events: Events;
  verification: ReturnType<typeof createEmailVerification>;
};

export type NewAccount = {
  email: string;
  /** Null for an account made through a social provider: it signs in there until it sets a password. */
  passwordHash: string | null;
  provider?: 'google' | 'facebook';
  firstName: string;
  lastName: string;
  /** Marketing attributions sent at sign-up (fpr, rr, hubspotutk). */
  signupSource?: Record<string, string>;
  /** A social provider vouched for the address. */
  emailVerified: boolean;
  /** The sign-up link's invite token, if any. */
  invite?: string;
};

/**
 * The one way an account is made, by e-mail and password (POST /api/register) or by a social provider:
 * the trial, the free insights, the verification e-mail (for an unproven address), 'user.registered', and
 * the team of a live invite sent to the same address, all in one transaction.
 */
export function createSignUp({ db, clock, config, events, verification }: Deps) {
  const repo = createAccountsRepository(db);

  /** The live invite of a sign-up link; a used, declined, revoked or expired one is ignored. */
  async function openInvite(token: string | undefined, email: string) {
    const invite = token ? await repo.findInviteByTokenHash(sha256(token)) : undefined;
    if (!invite || !isLiveInvite(invite, clock.now())) return undefined;
    if (invite.email.toLowerCase() !== email.toLowerCase()) throw errors.inviteEmailMismatch();
    return invite;
  }

  /** Makes the account; `within` adds rows of the caller's (a social account) to the same transaction. */
  async function createAccount(account: NewAccount, within?: (tx: Db, user: UserRow) => Promise<void>) {
    const invite = await openInvite(account.invite, account.email);
    const now = clock.now();
    const user = await db.transaction(async (tx) => {
      const user = await createAccountsRepository(tx).insertUser({
        email: account.email,
        passwordHash: account.passwordHash,
        provider: account.provider ?? null,
        firstName: account.firstName,
        lastName: account.lastName,
        trialEndsAt: config.trialDays > 0 ? addSeconds(now, config.trialDays * 86_400) : null,
        remainingPresentationInsightsFreeUser: config.freeInsights,
        signupSource: account.signupSource ?? {},
        // The invite's link went to this address (or the provider vouched for it): that proves it.
        emailVerifiedAt: invite || account.emailVerified ? now : null,
      });
      if (!user) throw errors.emailTaken(); // lost a race with the same e-mail
      if (!user.emailVerifiedAt) await verification.record(tx, user, user.email);
      await events.record(tx, 'user.registered', { userId: user.id });
      // A team with no free seat leaves the invite open: it waits in company_invites for a seat.
      if (invite)
        await joinTeamByInvite(tx, events, {
          companyId: invite.companyId,
          inviteId: invite.id,
          userId: user.id,
          now,
        });
      await within?.(tx, user);
      return user;
    });
    events.flush();
    return user;
  }

  return { openInvite, createAccount };
}

export type SignUp = ReturnType<typeof createSignUp>;
