import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../modules/accounts/accounts.table.ts';
import type { Clock } from '../clock.ts';
import { aiUsage } from './ai-usage.table.ts';

export type AiUsageStatus = 'ok' | 'provider_error' | 'timeout' | 'canceled';
export type TokenCounts = { promptTokens: number; completionTokens: number };
export type AiLimits = { rateLimit: number; monthlyTokens: number; timeoutMs: number };
type Admission = { id: number } | { refused: 'rate_limited' | 'budget' };

const startOfMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * How long a call's reservation counts: longer than any call can run (AI_TIMEOUT_MS), so that only a
 * call whose process died before it could settle (a crash) stops counting, after at least 10 minutes.
 */
export const reservationMs = (limits: Pick<AiLimits, 'timeoutMs'>) =>
  Math.max(10 * 60_000, limits.timeoutMs + 60_000);

/** The ai_usage rows: what the rate limit and the monthly budget count, one row per provider call. */
export function createAiUsage(db: Db, clock: Clock) {
  return {
    /**
     * Records a call as started, reserving the `reserve` tokens it may use, unless the user is over the
     * rate limit (calls started in the last minute) or the call would take the month's tokens (used, and
     * reserved by calls under way) past the budget. The user's row is locked meanwhile, so concurrent
     * calls are counted one by one: together they never exceed the limit or the budget.
     */
    admit(userId: number, call: { feature: string; model: string; reserve: number }, limits: AiLimits) {
      return db.transaction(async (tx): Promise<Admission> => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const now = clock.now();
        const [calls] = await tx
          .select({ n: count() })
          .from(aiUsage)
          .where(and(eq(aiUsage.userId, userId), gt(aiUsage.createdAt, new Date(now.getTime() - 60_000))));
        if ((calls?.n ?? 0) >= limits.rateLimit) return { refused: 'rate_limited' };
        const running = new Date(now.getTime() - reservationMs(limits));
        const [used] = await tx
          .select({
            n: sql<string>`coalesce(sum(${aiUsage.promptTokens} + ${aiUsage.completionTokens}
              + case when ${aiUsage.createdAt} > ${running.toISOString()}::timestamptz then ${aiUsage.reservedTokens} else 0 end), 0)`,
          })
          .from(aiUsage)
          .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, startOfMonth(now))));
        if (Number(used?.n ?? 0) + call.reserve > limits.monthlyTokens) return { refused: 'budget' };
        const [row] = await tx
          .insert(aiUsage)
          .values({
            userId,
            feature: call.feature,
            model: call.model,
            status: 'started',
            reservedTokens: call.reserve,
            createdAt: now,
          })
          .returning({ id: aiUsage.id });
        return { id: row!.id };
      });
    },

    /** Settles a call: its reservation gives way to the tokens it used. */
    async finish(id: number, status: AiUsageStatus, tokens: TokenCounts) {
      await db
        .update(aiUsage)
        .set({ status, ...tokens, reservedTokens: 0 })
        .where(eq(aiUsage.id, id));
    },
  };
}

export type AiUsage = ReturnType<typeof createAiUsage>;
