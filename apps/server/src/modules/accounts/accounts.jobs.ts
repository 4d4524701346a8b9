import { and, isNotNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { emailVerifications, loginFailures, passwordResetTokens, sessions } from './accounts.table.ts';
import { createPasswordResetMails } from './password-reset.ts';

/** A reset (or claim) e-mail to an address, if an account has it: queued for every request alike. */
export const passwordResetJob = (deps: { db: Db; clock: Clock; publicUrl: string; outbox: () => Outbox }) =>
  defineJob({
    name: 'accounts.password-reset',
    schema: z.object({ email: z.string().max(254), claim: z.boolean() }),
    retryLimit: 3,
    async handler({ email, claim }) {
      await createPasswordResetMails({ ...deps, outbox: deps.outbox() }).send(email, claim);
    },
  });

/** Hourly: forget ended sessions, used or expired reset tokens and verifications, and old failed logins. */
export const sessionCleanupJob = (db: Db) =>
  defineJob({
    name: 'accounts.cleanup',
    schema: z.object({}).passthrough(),
    cron: '17 * * * *',
    async handler() {
      const dayAgo = new Date(Date.now() - 86_400_000);
      await db.delete(sessions).where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)));
      await db
        .delete(passwordResetTokens)
        .where(
          or(
            lt(passwordResetTokens.expiresAt, dayAgo),
            and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, dayAgo)),
          ),
        );
      await db
        .delete(emailVerifications)
        .where(
          or(
            lt(emailVerifications.expiresAt, dayAgo),
            and(isNotNull(emailVerifications.usedAt), lt(emailVerifications.usedAt, dayAgo)),
          ),
        );
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, dayAgo));
    },
  });
