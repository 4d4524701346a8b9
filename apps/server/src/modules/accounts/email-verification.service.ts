import { randomInt } from 'node:crypto';
import { EMAIL_VERIFICATION, EMAIL_VERIFICATION_TEXTS as TEXTS } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { addSeconds, type Clock } from '../../platform/clock.ts';
import { fieldError } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { randomToken, sha256 } from '../../platform/tokens.ts';
import * as errors from './accounts.errors.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import type { EmailVerificationRow, UserRow } from './accounts.table.ts';

type Deps = { db: Db; clock: Clock; publicUrl: string; outbox: Outbox; events: Pick<Events, 'flush'> };

/** The code is hashed with its user: the same 6 digits of two users never share a hash. */
const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

/**
 * E-mail verification: a link and a 6-digit code sent to an address, either of which proves it. An e-mail
 * change applies only when the new address is verified, so an account never holds an unproven address.
 */
export function createEmailVerification({ db, clock, publicUrl, outbox, events }: Deps) {
  const repo = createAccountsRepository(db);

  /**
   * Writes a fresh link and code for `email` and their e-mail through `tx`, the caller's transaction
   * (the caller flushes the events after the commit); earlier unused ones of the user stop working.
   */
  async function record(tx: Db, user: UserRow, email: string) {
    const token = randomToken(256);
    const code = String(randomInt(0, 10 ** EMAIL_VERIFICATION.codeLength)).padStart(
      EMAIL_VERIFICATION.codeLength,
      '0',
    );
    await createAccountsRepository(tx).replaceEmailVerification({
      userId: user.id,
      email,
      tokenHash: sha256(token),
      codeHash: codeHash(user.id, code),
      expiresAt: addSeconds(clock.now(), EMAIL_VERIFICATION.hours * 3600),
    });
    await outbox.record(tx, email, 'email-verification', {
      firstName: user.firstName,
      verifyUrl: `${publicUrl}/verify-email/${token}`,
      code,
      hours: EMAIL_VERIFICATION.hours,
    });
  }

  /** Sends a fresh link and code to `email` (the code and its e-mail are committed together). */
  async function send(user: UserRow, email: string) {
    await db.transaction((tx) => record(tx, user, email));
    events.flush();
  }

  /** Uses the verification: its address becomes the user's, verified now. */
  async function apply(row: EmailVerificationRow) {
    return db.transaction(async (tx) => {
      const txRepo = createAccountsRepository(tx);
      const now = clock.now();
      if (!(await txRepo.useEmailVerification(row.id, now))) throw errors.verificationExpired();
      const owner = await txRepo.findUserByEmail(row.email);
      if (owner && owner.id !== row.userId) throw errors.emailTaken();
      return txRepo.updateUser(row.userId, { email: row.email, emailVerifiedAt: now });
    });
  }

  return {
    record,

    /** Sends the link and code again: to the pending new address, else to the unverified own one. */
    async resend(user: UserRow) {
      const pending = await repo.liveEmailVerification(user.id, clock.now());
      const proven = (email: string) => user.emailVerifiedAt && email === user.email;
      const to = [pending?.email, user.email].find((email) => email && !proven(email));
      if (!to) throw fieldError('non_field_errors', TEXTS.alreadyVerified);
      await send(user, to);
      return to;
    },

    /** The code typed by the signed-in user; wrong codes count, and the last allowed one ends the code. */
    async verifyCode(user: UserRow, code: string) {
      const row = await repo.liveEmailVerification(user.id, clock.now());
      if (!row || row.attempts >= EMAIL_VERIFICATION.maxCodeAttempts) throw errors.verificationExpired();
      if (row.codeHash !== codeHash(user.id, code)) {
        const attempts = await repo.countCodeAttempt(row.id);
        throw attempts >= EMAIL_VERIFICATION.maxCodeAttempts
          ? errors.tooManyCodeAttempts()
          : fieldError('code', TEXTS.codeWrong);
      }
      return apply(row);
    },

    /** The link's token: proves the address without a session (the link may open in another browser). */
    async verifyToken(token: string) {
      const row = await repo.emailVerificationByToken(sha256(token), clock.now());
      if (!row) throw errors.verificationExpired();
      return apply(row);
    },

    /** Asks for a new address: it applies once verified; until then the old one stays. */
    async changeEmail(user: UserRow, body: { email: string; password: string }) {
      if (!user.passwordHash) throw errors.noPasswordYet('password');
      if (!(await verifyPassword(user.passwordHash, body.password)))
        throw fieldError('password', 'Your password was entered incorrectly. Please enter it again.');
      if (body.email === user.email.toLowerCase()) throw fieldError('email', TEXTS.sameEmail);
      if (await repo.findUserByEmail(body.email)) throw errors.emailTaken();
      await send(user, body.email);
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
