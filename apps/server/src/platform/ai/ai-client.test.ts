import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { type ChatServer, startChatServer } from '../../test/ai/chat-server.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type AiClient, AiError, type AiRequest, createAiClient } from './ai-client.ts';
import { retryAfterMs } from './ai-http.ts';
import { aiUsage } from './ai-usage.table.ts';
import { createAiUsage } from './ai-usage.ts';

let chat: ChatServer;
let t: TestApp;
const clock = createTestClock(new Date('2026-11-20T10:00:00Z'));

const clientWith = (env: Record<string, string> = {}) =>
  createAiClient({
    config: parseConfig({
      AI_BASE_URL: chat.url,
      AI_API_KEY: 'sk-test-secret',
      AI_MODEL: 'local-model',
      ...env,
    }),
    database: t.database,
    clock,
  }) as AiClient;

const request = (userId: number, overrides: Partial<AiRequest> = {}): AiRequest => ({
  userId,
  feature: 'enhance',
  messages: [
    { role: 'system', content: 'Rewrite.' },
    { role: 'user', content: 'Sunny flat near the park.' },
  ],
  // With the prompt (9 tokens by its size), a call reserves 29 tokens of the month's budget while it runs.
  maxTokens: 20,
  ...overrides,
});

const usageOf = (userId: number) =>
  t.database.db.select().from(aiUsage).where(eq(aiUsage.userId, userId)).orderBy(aiUsage.id);

async function collect(stream: AsyncIterable<string>) {
  const parts: string[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

beforeAll(async () => {
  chat = await startChatServer({ apiKey: 'sk-test-secret' });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await chat.close();
});
beforeEach(() => {
  chat.script({ text: 'A bright flat by the park.' });
  chat.calls.length = 0;
});

describe('AI client (OpenAI chat-completions)', () => {
  it('is null without AI_BASE_URL', () => {
    expect(createAiClient({ config: parseConfig({}), database: t.database, clock })).toBeNull();
  });

  it('completes: sends the model, messages and key, records the usage row', async () => {
    const { user } = await buildUser(t.app);
    chat.script({ text: 'A bright flat by the park.', usage: { prompt_tokens: 21, completion_tokens: 7 } });
    const answer = await clientWith().complete(request(user.id, { maxTokens: 50, json: true }));
    expect(answer).toEqual({ text: 'A bright flat by the park.' });
    expect(chat.calls[0]!.body).toMatchObject({
      model: 'local-model',
      max_tokens: 50,
      response_format: { type: 'json_object' },
      messages: [{ role: 'system' }, { role: 'user', content: 'Sunny flat near the park.' }],
    });
    expect(chat.calls[0]!.body.stream).toBeUndefined();
    expect(chat.calls[0]!.headers.authorization).toBe('Bearer sk-test-secret');
    expect(await usageOf(user.id)).toMatchObject([
      { feature: 'enhance', model: 'local-model', promptTokens: 21, completionTokens: 7, status: 'ok' },
    ]);
  });

  it('streams deltas in order, asks for usage, and counts the last chunk’s usage', async () => {
    const { user } = await buildUser(t.app);
    chat.script({
      text: 'A bright flat.',
      chunks: ['A ', 'bright ', 'flat.'],
      usage: { prompt_tokens: 30, completion_tokens: 4 },
    });
    expect(await collect(clientWith().stream(request(user.id)))).toEqual(['A ', 'bright ', 'flat.']);
    expect(chat.calls[0]!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(await usageOf(user.id)).toMatchObject([{ promptTokens: 30, completionTokens: 4, status: 'ok' }]);
  });

  it('estimates tokens when the provider sends no usage', async () => {
    const { user } = await buildUser(t.app);
    chat.script({ text: 'x'.repeat(40), usage: null });
    await collect(clientWith().stream(request(user.id)));
    const [row] = await usageOf(user.id);
    expect(row).toMatchObject({ completionTokens: 10, status: 'ok' });
    expect(row!.promptTokens).toBeGreaterThan(0);
  });

  it('retries a 429 after its Retry-After, then answers', async () => {
    const { user } = await buildUser(t.app);
    chat.script({ status: 429, retryAfter: '1' }, { text: 'Second time lucky.' });
    const started = performance.now();
    expect(await clientWith().complete(request(user.id))).toEqual({ text: 'Second time lucky.' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(chat.calls).toHaveLength(2);
    expect(await usageOf(user.id)).toMatchObject([{ status: 'ok' }]);
  });

  it('retries 5xx with backoff and gives up with a provider error', async () => {
    const { user } = await buildUser(t.app);
    chat.script({ status: 500 });
    const error = await failure(clientWith().complete(request(user.id)));
    expect(error.kind).toBe('provider');
    expect(error.message).toBe('The AI provider failed (HTTP 500).');
    expect(chat.calls).toHaveLength(4);
    expect(await usageOf(user.id)).toMatchObject([{ status: 'provider_error' }]);
  });

  it('does not retry a refused request, and never shows the key', async () => {
    const { user } = await buildUser(t.app);
    const error = await failure(clientWith({ AI_API_KEY: 'sk-wrong-key' }).complete(request(user.id)));
    expect(error.kind).toBe('provider');
    expect(error.message).toBe('The AI provider refused the request (HTTP 401).');
    expect(error.message).not.toContain('sk-');
    expect(chat.calls).toHaveLength(1);
  });

  it('answers a malformed body or stream with a provider error', async () => {
    const { user } = await buildUser(t.app);
    chat.script({ malformed: true });
    expect((await failure(clientWith().complete(request(user.id)))).message).toBe(
      'The AI provider sent an answer Folio could not read.',
    );
    expect((await failure(collect(clientWith().stream(request(user.id))))).kind).toBe('provider');
  });

  it('times out a slow provider (AI_TIMEOUT_MS) and records it', async () => {
    const { user } = await buildUser(t.app);
    chat.script({ text: 'Too late.', delayMs: 2000 });
    const error = await failure(clientWith({ AI_TIMEOUT_MS: '300' }).complete(request(user.id)));
    expect(error.kind).toBe('timeout');
    expect(await usageOf(user.id)).toMatchObject([{ status: 'timeout' }]);
  });

  it('cancels a stream through its AbortSignal, and when the reader stops: the provider sees the hang-up', async () => {
    const { user } = await buildUser(t.app);
    chat.script({ text: 'One two three', hold: true });
    const controller = new AbortController();
    const parts: string[] = [];
    const error = await failure(
      (async () => {
        for await (const part of clientWith().stream(request(user.id, { signal: controller.signal }))) {
          parts.push(part);
          controller.abort();
        }
      })(),
    );
    expect(error.kind).toBe('canceled');
    expect(parts.length).toBeGreaterThan(0);
    await expect.poll(() => chat.calls[0]!.closedEarly).toBe(true);

    for await (const _part of clientWith().stream(request(user.id))) break;
    await expect.poll(() => chat.calls[1]!.closedEarly).toBe(true);
    expect((await usageOf(user.id)).map((r) => r.status)).toEqual(['canceled', 'canceled']);
  });

  it('refuses a user over the rate limit or the monthly budget before calling the provider', async () => {
    const { user } = await buildUser(t.app);
    const other = await buildUser(t.app);
    const limited = clientWith({ AI_RATE_LIMIT: '2', AI_MONTHLY_TOKENS: '100' });
    chat.script({ text: 'ok', usage: { prompt_tokens: 30, completion_tokens: 30 } });
    await limited.complete(request(user.id));
    await limited.complete(request(user.id));
    expect((await failure(limited.complete(request(user.id)))).kind).toBe('rate_limited');
    clock.advance(61);
    // 120 tokens used this month: the budget of 100 is spent; another user still has theirs.
    const error = await failure(limited.complete(request(user.id)));
    expect(error).toMatchObject({
      kind: 'budget',
      message: "You have used this month's AI allowance. It renews on the 1st.",
    });
    await limited.complete(request(other.user.id));
    expect(chat.calls).toHaveLength(3);
    clock.advance(15 * 24 * 3600);
    await limited.complete(request(user.id));
  });

  it('admits no more concurrent calls than the rate limit allows (check and count are one step)', async () => {
    const { user } = await buildUser(t.app);
    const limited = clientWith({ AI_RATE_LIMIT: '2' });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () => limited.complete(request(user.id))),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => (o.reason as AiError).kind);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    expect(refused).toEqual(['rate_limited', 'rate_limited', 'rate_limited', 'rate_limited']);
    expect(chat.calls).toHaveLength(2);
    expect(await usageOf(user.id)).toHaveLength(2);
  });

  it('admits only the concurrent calls that fit the budget: each reserves its size until it ends', async () => {
    const { user } = await buildUser(t.app);
    const budgeted = clientWith({ AI_MONTHLY_TOKENS: '100' });
    chat.script({ text: 'One ', hold: true });
    // Six long streamed calls begun at once, each reserving 30 tokens: three fit in 100.
    const aborts = Array.from({ length: 6 }, () => new AbortController());
    const streams = aborts.map((abort) =>
      budgeted.stream(request(user.id, { maxTokens: 21, signal: abort.signal }))[Symbol.asyncIterator](),
    );
    const firsts = await Promise.allSettled(streams.map((s) => s.next()));
    const refused = firsts.filter((o) => o.status === 'rejected').map((o) => o.reason as AiError);
    expect(refused.map((e) => [e.kind, e.message])).toEqual(
      Array(3).fill(['budget', "You have used this month's AI allowance. It renews on the 1st."]),
    );
    expect(firsts.filter((o) => o.status === 'fulfilled').map((o) => o.value.value)).toEqual([
      'One ',
      'One ',
      'One ',
    ]);
    expect(chat.calls).toHaveLength(3);
    expect((await usageOf(user.id)).map((r) => [r.status, r.reservedTokens])).toEqual(
      Array(3).fill(['started', 30]),
    );

    // One reader aborts, one stops reading, one is still streaming: the two canceled calls settle to
    // what they used (a 9-token prompt, one word), and their reservations no longer count.
    const running = firsts.flatMap((o, i) => (o.status === 'fulfilled' ? [i] : []));
    aborts[running[0]!]!.abort();
    await expect(streams[running[0]!]!.next()).rejects.toMatchObject({ kind: 'canceled' });
    await streams[running[1]!]!.return!(undefined);
    // By status: the calls' rows are numbered in the order their admissions committed, not the streams'.
    const settled = (await usageOf(user.id))
      .map((r) => [r.status, r.promptTokens + r.completionTokens, r.reservedTokens])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(settled).toEqual([
      ['canceled', 10, 0],
      ['canceled', 10, 0],
      ['started', 0, 30],
    ]);
    // 20 used + 30 reserved: one more call of 30 fits, a second does not.
    chat.script({ text: 'Done.', usage: { prompt_tokens: 9, completion_tokens: 2 } });
    expect(await budgeted.complete(request(user.id, { maxTokens: 21 }))).toEqual({ text: 'Done.' });
    expect((await failure(budgeted.complete(request(user.id, { maxTokens: 45 })))).kind).toBe('budget');
    await streams[running[2]!]!.return!(undefined);
    await budgeted.complete(request(user.id, { maxTokens: 45 }));
  });

  it('stops counting a reservation its call never settled (the process died) after 10 minutes', async () => {
    const { user } = await buildUser(t.app);
    const budgeted = clientWith({ AI_MONTHLY_TOKENS: '100' });
    const limits = { rateLimit: 20, monthlyTokens: 100, timeoutMs: 60_000 };
    const crashed = { feature: 'enhance', model: 'local-model', reserve: 80 };
    expect(await createAiUsage(t.database.db, clock).admit(user.id, crashed, limits)).toHaveProperty('id');
    expect((await failure(budgeted.complete(request(user.id)))).kind).toBe('budget');
    clock.advance(9 * 60);
    expect((await failure(budgeted.complete(request(user.id)))).kind).toBe('budget');
    clock.advance(61);
    expect(await budgeted.complete(request(user.id))).toEqual({ text: 'A bright flat by the park.' });
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Fri, 27 Nov 2026 10:00:05 GMT', Date.parse('2026-11-27T10:00:00Z'))).toBe(5000);
    expect(retryAfterMs('soon')).toBeNull();
  });
});
