import { and, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import { users } from '../accounts/accounts.table.ts';

/**
 * Ends trials (spec §4): once a user's TRIAL_DAYS are over, a user still on free_agent gets the
 * downgrade-to-free modal (show_downgrade_to_freemium_modal, which either choice clears); one who
 * subscribed meanwhile gets nothing. Each trial end is handled once.
 */
export async function endTrials(db: Db, now: Date) {
  const ended = await db
    .update(users)
    .set({
      showDowngradeToFreemiumModal: sql`${users.showDowngradeToFreemiumModal} or ${users.role} = 'free_agent'`,
      trialEndHandledAt: now,
    })
    .where(and(lte(users.trialEndsAt, now), isNull(users.trialEndHandledAt)))
    .returning({ id: users.id });
  return ended.length;
}

/** Every 5 minutes: the trials that ended since. */
export const trialEndsJob = (deps: { db: Db; clock: Clock }) =>
  defineJob({
    name: 'billing.trial-ends',
    schema: z.object({}).passthrough(),
    cron: '*/5 * * * *',
    async handler() {
      await endTrials(deps.db, deps.clock.now());
    },
  });
