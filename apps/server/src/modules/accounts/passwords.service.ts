import { ID_MAX, passwordProblems } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { fieldErrors } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { PasswordChangedProps } from '../../platform/mail/templates/password-changed.tsx';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { sha256 } from '../../platform/tokens.ts';
import * as errors from './accounts.errors.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import type { UserRow } from './accounts.table.ts';
import type { Auth, RequestMeta, SessionAuth } from './sessions.ts';

type Deps<SignedIn> = {
  db: Db;
  clock: Clock;
  publicUrl: string;
  outbox: Outbox;
  events: Events;
  signIn: (user: UserRow, meta: RequestMeta) => Promise<SignedIn>;
  queuePasswordReset: (request: { email: string; claim: boolean }) => Promise<void>;
};

const decodeUid = (uid: string) => {
  const id = Number(Buffer.from(uid, 'base64url').toString());
  return Number.isInteger(id) && id > 0 && id <= ID_MAX ? id : null;
};

export function checkNewPassword(
  password1: string,
  password2: string,
  email: string,
  fields: [string, string],
) {
  const problems = passwordProblems(password1, email);
  if (problems.length) throw errors.weakPassword(fields[0], problems);
  if (password1 !== password2) throw errors.passwordsDontMatch(fields[1]);
}

/** The hash of a changed or reset password (new_password1, typed again as new_password2), once it passes the rules. */
async function newPasswordHash(body: { new_password1: string; new_password2: string }, email: string) {
  checkNewPassword(body.new_password1, body.new_password2, email, ['new_password1', 'new_password2']);
  return hashPassword(body.new_password1);
}

/**
 * Changing, resetting and setting a password. Each ends the user's other sessions (a reset ends all) and
 * e-mails the user, in the same transaction, that it happened: an owner who did not do it hears of it
 * and can reset it. API keys are kept (the spec ties them to nothing but their own revocation); the
 * e-mail says so and where to revoke them.
 */
export function createPasswords<SignedIn>(deps: Deps<SignedIn>) {
  const { db, clock, publicUrl, outbox, events, signIn, queuePasswordReset } = deps;
  const repo = createAccountsRepository(db);

  /** The user of a live reset link; one answer for an unknown uid, a wrong, used or expired token. */
  async function liveResetLink(link: { uid: string; token: string }) {
    const id = decodeUid(link.uid);
    const tokenHash = sha256(link.token);
    const live = id !== null && (await repo.hasLiveResetToken(tokenHash, id, clock.now()));
    const user = live ? await repo.findUserById(id) : undefined;
    if (!user) throw errors.resetLinkInvalid();
    return { user, tokenHash };
  }

  const tellOwner = (tx: Db, user: UserRow, how: PasswordChangedProps['how'], at: Date) =>
    outbox.record(tx, user.email, 'password-changed', {
      firstName: user.firstName,
      how,
      at: at.toISOString(),
      timeZone: user.timeZone,
      resetUrl: `${publicUrl}/forgot-password`,
      integrationsUrl: `${publicUrl}/settings/integration`,
    });

  return {
    async changePassword(
      auth: SessionAuth,
      body: { old_password: string; new_password1: string; new_password2: string },
    ) {
      if (!auth.user.passwordHash) throw errors.noPasswordYet('old_password');
      if (!(await verifyPassword(auth.user.passwordHash, body.old_password))) throw errors.wrongOldPassword();
      const passwordHash = await newPasswordHash(body, auth.user.email);
      await db.transaction(async (tx) => {
        const txRepo = createAccountsRepository(tx);
        const now = clock.now();
        await txRepo.updateUser(auth.user.id, { passwordHash });
        await txRepo.revokeUserSessions(auth.user.id, now, auth.sessionId);
        await tellOwner(tx, auth.user, 'changed', now);
      });
      events.flush();
    },

    /** Same work whether an account has the address or not: one job queued; the job does the rest. */
    async requestPasswordReset(email: string) {
      await queuePasswordReset({ email, claim: false });
    },

    /** Whether a reset link still works, without using it: the page asks before a password is typed. */
    async checkPasswordResetLink(link: { uid: string; token: string }) {
      await liveResetLink(link);
    },

    async confirmPasswordReset(body: {
      uid: string;
      token: string;
      new_password1: string;
      new_password2: string;
    }) {
      // The link first: nothing about the new password may tell whether a uid exists.
      const { user, tokenHash } = await liveResetLink(body);
      const passwordHash = await newPasswordHash(body, user.email);
      await db.transaction(async (tx) => {
        const txRepo = createAccountsRepository(tx);
        const now = clock.now();
        if (!(await txRepo.consumeResetToken(tokenHash, user.id, now))) throw errors.resetLinkInvalid();
        // The link reached the address's inbox: that proves it, and the account is its owner's from now
        // on (a change of address someone else started ends too).
        await txRepo.updateUser(user.id, {
          passwordHash,
          changePasswordRequired: false,
          emailVerifiedAt: user.emailVerifiedAt ?? now,
        });
        await txRepo.dropEmailVerifications(user.id);
        await txRepo.revokeUserSessions(user.id, now);
        await txRepo.clearLoginFailures(user.email);
        await tellOwner(tx, user, 'reset', now);
      });
      events.flush();
    },

    /** Sets the password of an account that must choose one; every older session ends. */
    async setupPassword(auth: Auth, body: { password1: string; password2: string }, meta: RequestMeta) {
      if (auth.user.passwordHash && !auth.user.changePasswordRequired)
        throw fieldErrors({
          non_field_errors: ['Your account already has a password. Use change password.'],
        });
      checkNewPassword(body.password1, body.password2, auth.user.email, ['password1', 'password2']);
      const passwordHash = await hashPassword(body.password1);
      const user = await db.transaction(async (tx) => {
        const txRepo = createAccountsRepository(tx);
        const now = clock.now();
        const user = await txRepo.updateUser(auth.user.id, { passwordHash, changePasswordRequired: false });
        await txRepo.revokeUserSessions(user.id, now);
        await tellOwner(tx, user, 'set', now);
        return user;
      });
      events.flush();
      return signIn(user, meta);
    },
  };
}
