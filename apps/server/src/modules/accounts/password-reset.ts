import type { Db } from '../../db/client.ts';
import { addSeconds, type Clock } from '../../platform/clock.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { randomToken, sha256 } from '../../platform/tokens.ts';
import { createAccountsRepository } from './accounts.repository.ts';

export const RESET_TOKEN_SECONDS = 24 * 3600;

/** uid of the reset link: the user id, base64url-encoded as in the familiar Django links. */
export const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');

type Deps = { db: Db; clock: Clock; publicUrl: string; outbox: Outbox };

/**
 * The reset e-mail, made in a job: the request only queues the address, so its answer takes the same
 * work for a known and an unknown one. `claim`: a sign-up met an account that never proved this address;
 * the e-mail offers its owner the account (a reset through it proves the address and signs everyone out).
 */
export function createPasswordResetMails({ db, clock, publicUrl, outbox }: Deps) {
  const repo = createAccountsRepository(db);
  return {
    async send(email: string, claim: boolean) {
      const user = await repo.findUserByEmail(email);
      if (!user?.isActive) return;
      if (claim && user.emailVerifiedAt) return;
      const token = randomToken(256);
      await repo.insertResetToken({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: addSeconds(clock.now(), RESET_TOKEN_SECONDS),
      });
      const resetUrl = `${publicUrl}/change-password/${encodeUid(user.id)}/${token}`;
      await outbox.send(user.email, 'password-reset', {
        firstName: claim ? '' : user.firstName,
        resetUrl,
        claim,
      });
    },
  };
}
