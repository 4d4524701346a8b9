import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { REPORT, reportText } from '../../test/report-pdf.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { assetPages } from '../assets/assets.table.ts';
import { splitSentences, summarizeExtractive } from './extractive.ts';
import { addReport, assetOf, newPresentation, settled } from './summarizer.test-utils.ts';

// No AI_BASE_URL: the offline extractive method, on real conversions of a PDF made here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every message the user's sockets get, through the app's own hub. */
function listen(userId: number) {
  const messages: Record<string, unknown>[] = [];
  t.app.realtime.connect(userId, { readyState: 1, send: (data) => messages.push(JSON.parse(data)) });
  return messages;
}

describe('extractive summarizer on a converted PDF', { timeout: 120_000 }, () => {
  it('titles from a heading line and describes with 2–3 sentences of the text', async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(t, user.headers);
    const asset = await addReport(t, user.headers, id);
    await settled(t, user.headers, id, asset.id);
    const pages = await t.database.db
      .select({ text: assetPages.text })
      .from(assetPages)
      .where(eq(assetPages.assetId, asset.id))
      .orderBy(assetPages.index);
    expect(pages).toHaveLength(3);

    const summary = summarizeExtractive(pages.map((p) => p.text));
    expect(summary.title).toBe('Harbour Point Market Report');
    const sentences = splitSentences(summary.description);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
    for (const sentence of sentences) expect(reportText).toContain(sentence);
  });

  it('is fast on 50 pages and gives nothing to suggest for pages without text', () => {
    const pages = Array.from({ length: 50 }, (_, i) => REPORT[i % 3]!.join('\n'));
    const started = performance.now();
    expect(summarizeExtractive(pages).title).toBe('Harbour Point Market Report');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(summarizeExtractive(['', ' '])).toEqual({ title: '', description: '' });
  });
});

describe('summarizer after a conversion, no provider', { timeout: 120_000 }, () => {
  it('keeps the suggestion aside when the asset has a title, with progress over the socket', async () => {
    const user = await buildUser(t.app);
    const messages = listen(user.user.id);
    const id = await newPresentation(t, user.headers);
    const created = await addReport(t, user.headers, id);
    expect(created.summarizer_progress).toMatchObject({ step: 'queued', percentage: 0, hide_modal: false });

    const asset = await settled(t, user.headers, id, created.id);
    expect(asset).toMatchObject({
      title: 'market-report',
      description: '',
      show_selection_summarize: true,
      show_warning_ai_summarizer: false,
      ignore_asset_summarizer: false,
      summarizer_progress: { step: 'done', percentage: 100 },
      ai_summarizer_result: { method: 'extractive', title: 'Harbour Point Market Report' },
    });
    const steps = messages
      .filter((m) => m.type === 'asset.summarizer' && m.asset_id === created.id)
      .map((m) => (m.asset as { summarizer_progress: { step: string } }).summarizer_progress.step);
    expect(steps).toEqual(['reading', 'summarizing', 'done']);

    // The user keeps their own title: DELETE clears the flags and the suggestion.
    const ignored = await call(
      t,
      'DELETE',
      `/api/presentations/${id}/assets/${created.id}/summarizer`,
      user.headers,
    );
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toMatchObject({
      title: 'market-report',
      ignore_asset_summarizer: true,
      show_selection_summarize: false,
      ai_summarizer_result: null,
      summarizer_progress: null,
    });
  });

  it('applies the suggestion to an asset without title or description, with the warning flag', async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(t, user.headers);
    const created = await addReport(t, user.headers, id, { title: '' });
    const asset = await settled(t, user.headers, id, created.id);
    expect(asset).toMatchObject({
      title: 'Harbour Point Market Report',
      show_warning_ai_summarizer: true,
      show_selection_summarize: false,
      ai_summarizer_result: { method: 'extractive' },
    });
    expect(asset.description).toBe(`<p>${asset.ai_summarizer_result!.description}</p>`);
  });

  it('follows the preference, which the convert call overrides either way', async () => {
    const user = await buildUser(t.app);
    await t.database.db
      .update(users)
      .set({ autoSummarizeAssets: false, hideSummarizerModal: true })
      .where(eq(users.id, user.user.id));
    const id = await newPresentation(t, user.headers);
    const created = await addReport(t, user.headers, id);
    expect(created.summarizer_progress).toBeNull();
    expect((await settled(t, user.headers, id, created.id)).ai_summarizer_result).toBeNull();

    const convert = (body: object) =>
      call(t, 'POST', `/api/presentations/${id}/assets/${created.id}/convert`, user.headers, body);
    const on = await convert({ auto_summarize_assets: true });
    expect(on.json().summarizer_progress).toMatchObject({ step: 'queued', hide_modal: true });
    const shown = await convert({ auto_summarize_assets: true, hide_summarizer_modal: false });
    expect(shown.json().summarizer_progress).toMatchObject({ hide_modal: false });
    expect(await settled(t, user.headers, id, created.id)).toMatchObject({
      show_selection_summarize: true,
      summarizer_progress: { step: 'done', hide_modal: false },
    });

    const off = await convert({ auto_summarize_assets: false });
    expect(off.json()).toMatchObject({ summarizer_progress: null, show_selection_summarize: false });
  });

  it('is the owner’s only: another user’s ids answer 404, a non-document 400', async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const id = await newPresentation(t, owner.headers);
    const created = await addReport(t, owner.headers, id);
    await settled(t, owner.headers, id, created.id);
    const url = `/api/presentations/${id}/assets/${created.id}/summarizer`;
    expect((await call(t, 'DELETE', url, other.headers)).statusCode).toBe(404);
    expect((await call(t, 'POST', url, other.headers, {})).statusCode).toBe(404);
    const otherId = await newPresentation(t, other.headers);
    const foreign = `/api/presentations/${otherId}/assets/${created.id}/summarizer`;
    expect((await call(t, 'DELETE', foreign, other.headers)).statusCode).toBe(404);
    expect((await assetOf(t, owner.headers, id, created.id))?.show_selection_summarize).toBe(true);

    const text = await call(t, 'POST', `/api/presentations/${id}/assets`, owner.headers, { type: 'text' });
    const refused = await call(
      t,
      'POST',
      `/api/presentations/${id}/assets/${text.json().id}/summarizer`,
      owner.headers,
      {},
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: ['Only a converted document can be summarized.'] });
  });
});
