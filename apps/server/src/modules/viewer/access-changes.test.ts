import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { VIEWER_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type TestApp } from '../../test/test-app.ts';
import { assets } from '../assets/assets.table.ts';
import { BROWSER, buildSharedPresentation, newVisitor, openLink, unlock } from './viewer.test-utils.ts';

let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'folio-web-'));
  const page = '<!doctype html><html><head><title>F</title></head><body><div id="root"></div></body></html>';
  await writeFile(path.join(webDist, 'index.html'), page);
  await writeFile(path.join(webDist, 'recipient.html'), page);
  ({ t, smtp } = await createSmtpTestApp({ webDist }));
});
afterAll(() => t.close());

type Answer = {
  gate: Record<string, unknown> | null;
  presentation: {
    assets?: {
      file: string | null;
      thumbnail: string | null;
      converted_files: string[];
      page_thumbnails: string[];
    }[];
  };
  view_token: string | null;
};

const get = (url: string) => t.app.inject({ method: 'GET', url: url.replace('http://folio.test', '') });

/** Each URL's status. */
const statuses = (urls: string[]) => Promise.all(urls.map(async (url) => (await get(url)).statusCode));

/** Every file URL of a recipient's answer: page images, page thumbnails, covers and downloads. */
const contentUrls = (answer: Answer) =>
  (answer.presentation.assets ?? []).flatMap((a) => [
    ...a.converted_files,
    ...a.page_thumbnails,
    ...(a.thumbnail ? [a.thumbnail] : []),
    ...(a.file ? [a.file] : []),
  ]);

/** Opens the link again from the same tab (its view token), as a reload does. */
const reopen = async (hash: string, token: string) =>
  (await openLink(t, hash, { 'x-view-token': token })).body as unknown as Answer;

/** A shared presentation whose first asset has a cover and whose originals are stored, and a link of it. */
async function shared(settings: object = {}) {
  const s = await buildSharedPresentation(t);
  for (const asset of s.assets.filter((a) => !a.isHidden))
    await writeFile(path.join(t.dataDir, 'files', asset.fileKey!), '%PDF-1.4 original\n%%EOF\n');
  await t.database.db
    .update(assets)
    .set({ thumbnail: `http://folio.test/api/files/${s.assets[0]!.convertedFiles[0]}` })
    .where(eq(assets.id, s.assets[0]!.id));
  const link = await s.share(settings);
  const change = async (body: object) => {
    const url = `/api/presentations/${s.p.id}/share-links/${link.id}`;
    const response = await call(t, 'PATCH', url, s.owner.headers, body);
    expect(response.statusCode).toBe(200);
  };
  return { ...s, link, change };
}

/** Asks for the verified e-mail gate's code and reads it from the e-mail. */
async function codeFor(hash: string, email: string) {
  const before = smtp.messages.length;
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/client/presentations/${hash}/verification-code`,
    headers: { 'user-agent': BROWSER },
    payload: { email },
    remoteAddress: newVisitor(),
  });
  expect(sent.statusCode).toBe(202);
  await smtp.waitFor(email, 60_000);
  const mail = smtp.messages.slice(before).find((m) => JSON.stringify(m.to).includes(email));
  return /^(\d{6}) is your code/.exec(mail?.subject ?? '')![1]!;
}

async function expectStopped(urls: string[]) {
  expect(urls.length).toBeGreaterThan(4);
  for (const url of urls) {
    const response = await get(url);
    expect([url, response.statusCode]).toEqual([url, 403]);
    expect(response.json()).toEqual({ detail: VIEWER_TEXTS.accessChanged, code: 'access_changed' });
  }
}

describe('a gate turned on or tightened while a viewer is inside', () => {
  it('verified e-mail: stops the page, thumbnail, cover and download URLs and the session; the viewer passes the gate and sees the content again', async () => {
    const s = await shared({ require_email: true });
    const inside = (await unlock(t, s.link.hash, { email: 'ann@example.com' })).body as unknown as Answer;
    const before = contentUrls(inside);
    expect(new Set(await statuses(before))).toEqual(new Set([200]));

    await s.change({ verify_email: true });
    await expectStopped(before);
    // The same tab reloading gets the gate, not the content.
    const again = await reopen(s.link.hash, inside.view_token!);
    expect(again.gate).toMatchObject({ verify_email: true });
    expect(again.presentation.assets).toBeUndefined();
    expect(again.view_token).toBeNull();
    // Nor can it forward the link from the old view.
    const forwarded = await t.app.inject({
      method: 'POST',
      url: `/api/client/presentations/${s.link.hash}/forward`,
      headers: { 'user-agent': BROWSER, 'x-view-token': inside.view_token! },
      payload: { name: 'Max', email: 'max@example.com' },
      remoteAddress: newVisitor(),
    });
    expect([forwarded.statusCode, forwarded.json()]).toEqual([
      403,
      { detail: VIEWER_TEXTS.forwardNeedsView },
    ]);

    const email = 'ann@example.com';
    const passed = (await unlock(t, s.link.hash, { email, code: await codeFor(s.link.hash, email) }))
      .body as unknown as Answer;
    expect(passed.gate).toBeNull();
    expect(new Set(await statuses(contentUrls(passed)))).toEqual(new Set([200]));
    expect((await reopen(s.link.hash, passed.view_token!)).view_token).toBe(passed.view_token);
    await expectStopped(before);
  });

  it('agreement: stops what an open link gave, its link card’s pictures too, and again when its text changes', async () => {
    const s = await shared();
    const card = (
      await t.app.inject({
        url: `/c/p/${s.link.hash}`,
        headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' },
      })
    ).body;
    const cardImage = /<meta property="og:image" content="([^"]+)">/.exec(card)?.[1]?.replace(/&amp;/g, '&');
    expect(cardImage).toMatch(/\/api\/client\/files\//);
    const inside = (await openLink(t, s.link.hash)).body as unknown as Answer;
    const before = [...contentUrls(inside), cardImage!];
    expect(new Set(await statuses(before))).toEqual(new Set([200]));

    const url = `/api/presentations/${s.p.id}/share-links/${s.link.id}/agreement`;
    const set = await call(t, 'PUT', url, s.owner.headers, { text: 'Keep the price to yourself.' });
    expect(set.statusCode).toBe(200);
    await expectStopped(before);
    const again = await reopen(s.link.hash, inside.view_token!);
    expect(again.gate).toMatchObject({ agreement: { text: 'Keep the price to yourself.' } });

    const accepted = (
      await unlock(t, s.link.hash, {
        name: 'Ann Lee',
        email: 'ann@example.com',
        agreement_id: set.json().agreement.id,
        accept_agreement: true,
      })
    ).body as unknown as Answer;
    const afterAccepting = contentUrls(accepted);
    expect(new Set(await statuses(afterAccepting))).toEqual(new Set([200]));
    // The same text again changes nothing; another text is a new version to accept.
    await call(t, 'PUT', url, s.owner.headers, { text: 'Keep the price to yourself.' });
    expect(new Set(await statuses(afterAccepting))).toEqual(new Set([200]));
    await call(t, 'PUT', url, s.owner.headers, { text: 'Keep the price and the address to yourself.' });
    await expectStopped(afterAccepting);
  });

  it('allow list: narrowing it stops its viewers, widening it or other settings stop no one', async () => {
    const s = await shared({ allow_list: ['@acme.com', 'bob@example.com'] });
    const email = 'bob@example.com';
    const inside = (await unlock(t, s.link.hash, { email, code: await codeFor(s.link.hash, email) }))
      .body as unknown as Answer;
    const urls = contentUrls(inside);
    expect(new Set(await statuses(urls))).toEqual(new Set([200]));

    await s.change({ allow_list: ['@acme.com', 'bob@example.com', 'carol@example.com'] });
    await s.change({ name: 'Bob at Example', require_email: false, prevent_feedback: true });
    expect(new Set(await statuses(urls))).toEqual(new Set([200]));
    expect((await reopen(s.link.hash, inside.view_token!)).view_token).toBe(inside.view_token);

    await s.change({ allow_list: ['@acme.com', 'carol@example.com'] });
    await expectStopped(urls);
    expect((await reopen(s.link.hash, inside.view_token!)).gate).toMatchObject({ verify_email: true });
  });

  it.each([
    ['an e-mail asked for', { require_email: true }],
    ['a phone asked for', { require_phone_number: true }],
    ['a password set', { password_protect: 'open sesame' }],
    ['a block list grown', { block_list: ['@rival.com'] }],
  ])('%s stops the URLs an open link gave', async (_, settings) => {
    const s = await shared();
    const inside = (await openLink(t, s.link.hash)).body as unknown as Answer;
    const urls = contentUrls(inside);
    expect(new Set(await statuses(urls))).toEqual(new Set([200]));
    await s.change(settings);
    await expectStopped(urls);
    expect((await reopen(s.link.hash, inside.view_token!)).gate).not.toBeNull();
  });

  it('a gate turned off stops no one', async () => {
    const s = await shared({ require_phone_number: true, password_protect: 'open sesame' });
    const inside = (await unlock(t, s.link.hash, { phone: '+1 555 0100', password: 'open sesame' }))
      .body as unknown as Answer;
    const urls = contentUrls(inside);
    await s.change({ require_phone_number: false, password_protect: '' });
    expect(new Set(await statuses(urls))).toEqual(new Set([200]));
    expect((await reopen(s.link.hash, inside.view_token!)).view_token).toBe(inside.view_token);
  });
});
