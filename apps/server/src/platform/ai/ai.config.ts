import { z } from 'zod';

/** The environment variables of the AI provider (spread into config.ts's envSchema). */
export const aiEnv = {
  AI_BASE_URL: z
    .string()
    .url()
    .optional()
    .describe('OpenAI-compatible API base URL (OpenAI, Azure, OpenRouter, Ollama…); unset = no AI provider'),
  AI_API_KEY: z
    .string()
    .optional()
    .describe('bearer key of the AI provider, sent only to AI_BASE_URL; unset for local servers'),
  AI_MODEL: z.string().default('gpt-4o-mini').describe('model name sent to the AI provider'),
  AI_MONTHLY_TOKENS: z.coerce
    .number()
    .int()
    .min(0)
    .default(200_000)
    .describe('AI tokens (prompt + completion) a user may use per calendar month (UTC)'),
  AI_RATE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .describe('AI calls one user may start per minute before 429'),
  AI_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(60_000)
    .describe('longest time one AI call may take, retries and streaming included'),
};

type AiEnv = z.infer<z.ZodObject<typeof aiEnv>>;

/** Where and how the server reaches the AI provider; null without AI_BASE_URL (no provider). */
export function aiSettings(e: AiEnv) {
  if (!e.AI_BASE_URL) return null;
  return {
    baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''),
    apiKey: e.AI_API_KEY,
    model: e.AI_MODEL,
    monthlyTokens: e.AI_MONTHLY_TOKENS,
    rateLimit: e.AI_RATE_LIMIT,
    timeoutMs: e.AI_TIMEOUT_MS,
  };
}

export type AiSettings = NonNullable<ReturnType<typeof aiSettings>>;
