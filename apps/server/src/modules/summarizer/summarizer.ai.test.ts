import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ChatServer, startChatServer } from '../../test/ai/chat-server.ts';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { addReport, assetOf, newPresentation, settled } from './summarizer.test-utils.ts';

// With a provider: the local chat-completions server stands in for OpenAI.
let t: TestApp;
let chat: ChatServer;
beforeAll(async () => {
  chat = await startChatServer();
  t = await createTestApp({ env: { AI_BASE_URL: chat.url, AI_MODEL: 'local-model' } });
});
afterAll(async () => {
  await t.close();
  await chat.close();
});
beforeEach(() => {
  chat.calls.length = 0;
});

const SUGGESTION = {
  title: 'Harbour Point: market report',
  description: 'Prices rose and rentals stayed strong. The market should cool slightly.',
};
const answer = (value: object = SUGGESTION) => ({ text: JSON.stringify(value) });

describe('AI summarizer (provider configured)', { timeout: 120_000 }, () => {
  it('asks the model for JSON with the document as fenced data, and keeps its answer aside', async () => {
    chat.script(answer());
    const user = await buildUser(t.app);
    const id = await newPresentation(t, user.headers);
    const created = await addReport(t, user.headers, id);
    const asset = await settled(t, user.headers, id, created.id);
    expect(asset).toMatchObject({
      title: 'market-report',
      show_selection_summarize: true,
      summarizer_progress: { step: 'done' },
      ai_summarizer_result: { ...SUGGESTION, method: 'ai' },
    });
    const [request] = chat.calls.filter((c) => c.body.messages.some((m) => m.content.includes('Harbour')));
    expect(request!.body).toMatchObject({ model: 'local-model', response_format: { type: 'json_object' } });
    const [system, userMessage] = request!.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).not.toContain('Harbour Point');
    expect(userMessage!.role).toBe('user');
    expect(userMessage!.content).toMatch(
      /<<<BEGIN DOCUMENT \w+>>>[\s\S]*Median prices[\s\S]*<<<END DOCUMENT/,
    );
  });

  it('applies it to an empty asset as plain text, never markup', async () => {
    chat.script(answer({ title: 'Report <b>2026</b>', description: 'Read <script>x()</script> this.' }));
    const user = await buildUser(t.app);
    const id = await newPresentation(t, user.headers);
    const created = await addReport(t, user.headers, id, { title: '' });
    const asset = await settled(t, user.headers, id, created.id);
    expect(asset).toMatchObject({ title: 'Report <b>2026</b>', show_warning_ai_summarizer: true });
    expect(asset.description).toBe('<p>Read &lt;script&gt;x()&lt;/script&gt; this.</p>');
  });

  it('fails with the glitch state when the provider fails or answers out of format; POST retries', async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(t, user.headers);
    chat.script({ text: 'Sure! Here is a summary: the market grew.' });
    const created = await addReport(t, user.headers, id);
    expect(await settled(t, user.headers, id, created.id)).toMatchObject({
      summarizer_progress: { step: 'failed' },
      ai_summarizer_result: null,
      show_selection_summarize: false,
    });

    chat.script({ status: 400, error: 'bad request' });
    const url = `/api/presentations/${id}/assets/${created.id}/summarizer`;
    expect((await call(t, 'POST', url, user.headers, {})).json().summarizer_progress.step).toBe('queued');
    expect((await settled(t, user.headers, id, created.id)).summarizer_progress?.step).toBe('failed');

    chat.script(answer());
    await call(t, 'POST', url, user.headers, {});
    expect(await settled(t, user.headers, id, created.id)).toMatchObject({
      summarizer_progress: { step: 'done' },
      ai_summarizer_result: { method: 'ai', title: SUGGESTION.title },
    });
  });

  it('drops a result that arrives after the user ignored the summary', async () => {
    chat.script({ ...answer(), delayMs: 1500 });
    const user = await buildUser(t.app);
    const id = await newPresentation(t, user.headers);
    const created = await addReport(t, user.headers, id, { title: '' });
    for (let i = 0; i < 400; i++) {
      const step = (await assetOf(t, user.headers, id, created.id))?.summarizer_progress?.step;
      if (step === 'summarizing') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const url = `/api/presentations/${id}/assets/${created.id}/summarizer`;
    expect((await call(t, 'DELETE', url, user.headers)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await assetOf(t, user.headers, id, created.id)).toMatchObject({
      title: '',
      ignore_asset_summarizer: true,
      ai_summarizer_result: null,
      summarizer_progress: null,
      show_warning_ai_summarizer: false,
    });
  });
});
