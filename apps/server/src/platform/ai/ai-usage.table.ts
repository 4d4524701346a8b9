import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../modules/accounts/accounts.table.ts';

/**
 * One row per call to the AI provider (issue 16): written when the call starts ('started', which the
 * per-user rate limit counts, with the tokens it may use reserved) and completed with the provider's
 * token counts and how it ended (the reservation then falls to 0). The monthly budget (AI_MONTHLY_TOKENS)
 * is the sum of a user's tokens since the first of the month, reservations of calls under way included.
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** enhance, summarizer or asset_builder. */
    feature: text('feature').notNull(),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    /**
     * While the call runs: its prompt's size plus its completion cap, counted against the budget until the
     * call ends (or, after a crash, until it is too old to be running: see ai-usage.ts).
     */
    reservedTokens: integer('reserved_tokens').notNull().default(0),
    /** started, ok, provider_error, timeout or canceled. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_usage_user_created_idx').on(t.userId, t.createdAt)],
);
