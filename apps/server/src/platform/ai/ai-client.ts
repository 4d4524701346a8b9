import { AI_TEXTS, serverSentEvents } from '@folio/shared';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { AiSettings } from './ai.config.ts';
import { AiError } from './ai-error.ts';
import { postChatCompletions } from './ai-http.ts';
import { type AiUsage, type AiUsageStatus, createAiUsage, type TokenCounts } from './ai-usage.ts';

export { AiError, type AiErrorKind } from './ai-error.ts';

export type AiMessage = { role: 'system' | 'user' | 'assistant'; content: string };
export type AiFeature = 'enhance' | 'summarizer' | 'asset_builder' | 'follow_up';
export type AiRequest = {
  /** Rate limit, monthly budget (AI_MONTHLY_TOKENS) and the usage row are per user. */
  userId: number;
  feature: AiFeature;
  /** Untrusted text only ever in 'user' messages, fenced: build them with promptParts (prompt.ts). */
  messages: AiMessage[];
  /** The answer's cap: with the prompt's size, what the call reserves of the monthly budget while it runs. */
  maxTokens: number;
  temperature?: number;
  /** response_format {type:'json_object'}; the caller still validates the text with zod. */
  json?: boolean;
  /** Cancellation (the asset builder's cancel, a browser that went away). */
  signal?: AbortSignal;
};
export interface AiClient {
  readonly model: string;
  complete(request: AiRequest): Promise<{ text: string }>;
  /** The answer's text deltas as they arrive; breaking out of the loop cancels the call. */
  stream(request: AiRequest): AsyncIterable<string>;
}

const usageSchema = z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).nullish();
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
  usage: usageSchema,
});
const chunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).nullish() })).nullish(),
  usage: usageSchema,
});

const unreadable = () => new AiError('provider', 'The AI provider sent an answer Folio could not read.');
const STATUS_OF: Record<AiError['kind'], AiUsageStatus> = {
  provider: 'provider_error',
  timeout: 'timeout',
  canceled: 'canceled',
  budget: 'provider_error',
  rate_limited: 'provider_error',
};

/** Providers that send no usage (some local servers): about four characters a token. */
const estimate = (text: string) => Math.ceil(text.length / 4);
const promptEstimate = (request: AiRequest) => estimate(request.messages.map((m) => m.content).join('\n'));
function tokens(request: AiRequest, answer: string, usage: z.infer<typeof usageSchema>): TokenCounts {
  if (usage) return { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens };
  return { promptTokens: promptEstimate(request), completionTokens: estimate(answer) };
}

function parse<T>(schema: z.ZodType<T>, text: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw unreadable();
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw unreadable();
  return parsed.data;
}

/** One client of an OpenAI-compatible chat-completions endpoint, admitting calls by the user's limits. */
export function createChatCompletionsClient(settings: AiSettings, usage: AiUsage): AiClient {
  /**
   * Refuses a call over the user's rate limit, or one that could take the month's tokens past the budget;
   * else records it as started, reserving its prompt's size plus its completion cap until it is settled.
   */
  async function admit(request: AiRequest) {
    if (request.signal?.aborted) throw new AiError('canceled', 'The AI request was canceled.');
    const call = {
      feature: request.feature,
      model: settings.model,
      reserve: promptEstimate(request) + request.maxTokens,
    };
    const admission = await usage.admit(request.userId, call, settings);
    if ('id' in admission) return admission.id;
    if (admission.refused === 'rate_limited') throw new AiError('rate_limited', AI_TEXTS.rateLimited);
    throw new AiError('budget', AI_TEXTS.budgetExhausted);
  }

  function signals(request: AiRequest) {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const local = new AbortController();
    const signal = AbortSignal.any([timeout, local.signal, ...(request.signal ? [request.signal] : [])]);
    const failure = (error: unknown) => {
      if (request.signal?.aborted || (local.signal.aborted && !timeout.aborted))
        return new AiError('canceled', 'The AI request was canceled.');
      if (timeout.aborted) return new AiError('timeout', AI_TEXTS.timeout);
      return error instanceof AiError ? error : new AiError('provider', AI_TEXTS.providerFailed);
    };
    return { signal, local, failure, deadline: performance.now() + settings.timeoutMs };
  }

  const body = (request: AiRequest, stream: boolean) => ({
    model: settings.model,
    messages: request.messages,
    max_tokens: request.maxTokens,
    ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
    ...(request.json ? { response_format: { type: 'json_object' } } : {}),
    ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  });

  return {
    model: settings.model,

    async complete(request) {
      const id = await admit(request);
      const { signal, failure, deadline } = signals(request);
      try {
        const response = await postChatCompletions(settings, body(request, false), signal, deadline);
        const answer = parse(completionSchema, await response.text());
        const text = answer.choices[0]!.message.content ?? '';
        await usage.finish(id, 'ok', tokens(request, text, answer.usage));
        return { text };
      } catch (error) {
        const reason = failure(error);
        await usage.finish(id, STATUS_OF[reason.kind], tokens(request, '', null));
        throw reason;
      }
    },

    async *stream(request) {
      const id = await admit(request);
      const { signal, local, failure, deadline } = signals(request);
      let text = '';
      let status: AiUsageStatus = 'canceled';
      let reported: z.infer<typeof usageSchema> = null;
      try {
        const response = await postChatCompletions(settings, body(request, true), signal, deadline);
        if (!response.body) throw unreadable();
        for await (const { data } of serverSentEvents(response.body)) {
          if (data.trim() === '[DONE]') break;
          const chunk = parse(chunkSchema, data);
          reported = chunk.usage ?? reported;
          const delta = chunk.choices?.[0]?.delta?.content;
          if (delta) {
            text += delta;
            yield delta;
          }
        }
        status = 'ok';
      } catch (error) {
        const reason = failure(error);
        status = STATUS_OF[reason.kind];
        throw reason;
      } finally {
        // Also reached when the consumer stops reading: the provider's stream is closed.
        local.abort();
        await usage.finish(id, status, tokens(request, text, reported));
      }
    },
  };
}

/** null when AI_BASE_URL is unset: no provider; enhance and the asset builder are then off. */
export function createAiClient(deps: { config: Config; database: Database; clock: Clock }): AiClient | null {
  const settings = deps.config.ai;
  return settings ? createChatCompletionsClient(settings, createAiUsage(deps.database.db, deps.clock)) : null;
}
