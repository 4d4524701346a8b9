import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../modules/accounts/accounts.table.ts';
import type { Clock } from '../clock.ts';
import { aiUsage } from './ai-usage.table.ts';

export type AiUsageStatus = 'ok' | 'provider_error' | 'timeout' | 'canceled';
export type TokenCounts = { promptTokens: number; completionTokens: number };
export type AiLimits = { rateLimit: number; monthlyTokens: number };
type Admission = { id: number } | { refused: 'rate_limited' | 'budget' };

const startOfMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** The ai_usage rows: what the rate limit and the monthly budget count, one row per provider call. */
export function createAiUsage(db: Db, clock: Clock) {
  return {
    /**
     * Records a call as started unless the user is over the rate limit (calls started in the last minute)
     * or the monthly budget; the user's row is locked meanwhile, so concurrent calls are counted one by one.
     */
    admit(userId: number, feature: string, model: string, limits: AiLimits) {
      return db.transaction(async (tx): Promise<Admission> => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const now = clock.now();
        const [calls] = await tx
          .select({ n: count() })
          .from(aiUsage)
          .where(and(eq(aiUsage.userId, userId), gt(aiUsage.createdAt, new Date(now.getTime() - 60_000))));
        if ((calls?.n ?? 0) >= limits.rateLimit) return { refused: 'rate_limited' };
        const [used] = await tx
          .select({ n: sql<string>`coalesce(sum(${aiUsage.promptTokens} + ${aiUsage.completionTokens}), 0)` })
          .from(aiUsage)
          .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, startOfMonth(now))));
        if (Number(used?.n ?? 0) >= limits.monthlyTokens) return { refused: 'budget' };
        const [row] = await tx
          .insert(aiUsage)
          .values({ userId, feature, model, status: 'started', createdAt: now })
          .returning({ id: aiUsage.id });
        return { id: row!.id };
      });
    },

    async finish(id: number, status: AiUsageStatus, tokens: TokenCounts) {
      await db
        .update(aiUsage)
        .set({ status, ...tokens })
        .where(eq(aiUsage.id, id));
    },
  };
}

export type AiUsage = ReturnType<typeof createAiUsage>;
