import { FILE_URL_TTL_SECONDS, VIEWER_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { viewSessions } from '../activity/activity.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { BROWSER, buildSharedPresentation, openLink, PNG, unlock } from './viewer.test-utils.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const sessionsOf = (presentationId: number) =>
  t.database.db.select().from(viewSessions).where(eq(viewSessions.presentationId, presentationId));

describe('recipient API: opening a link', () => {
  it('answers the visible assets with their pages, a view token and counts the access', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const { response, body } = await openLink(t, link.hash);
    expect(response.statusCode).toBe(200);
    expect(body.gate).toBeNull();
    expect(body.view_token).toMatch(/^[\w-]{43}$/);
    const p = body.presentation as { assets: { id: number; file: string; converted_files: string[] }[] };
    expect(p).toMatchObject({
      title: 'Ocean View Villa',
      clean_title: 'ocean-view-villa',
      opening_msg: 'Welcome home',
      closing_msg: 'Call me',
      user_name: 'Dana Reyes',
      prevent_download: false,
      prevent_feedback: false,
      prevent_printing: false,
      type: 'presentation',
      user: { first_name: 'Dana', last_name: 'Reyes', show_white_label: false, primary_color: null },
    });
    expect(p.assets.map((a) => a.id)).toEqual([s.assets[0]!.id, s.assets[1]!.id]);
    const file = /^http:\/\/folio\.test\/api\/client\/files\/[0-9a-f]{40}\.o\d+\.\d+\.[\w-]{32}$/;
    expect(p.assets[0]!.file).toMatch(file);
    expect(p.assets[0]!.converted_files[0]).toMatch(
      /\/api\/client\/files\/[0-9a-f]{40}\.p\d+-0\.\d+\.[\w-]{32}$/,
    );
    const page = await t.app.inject({ url: new URL(p.assets[0]!.converted_files[0]!).pathname });
    expect([page.statusCode, page.rawPayload.equals(PNG)]).toEqual([200, true]);

    const [session] = await sessionsOf(s.p.id);
    expect(session).toMatchObject({ shareLinkId: link.id, userAgent: BROWSER, viewerUserId: null });
    expect(session!.tokenHash).not.toBe(body.view_token);
    const [row] = await t.database.db.select().from(presentations).where(eq(presentations.id, s.p.id));
    expect(row!.numberOfAccess).toBe(1);
    expect(row!.lastAccess).not.toBeNull();
  });

  it('answers 404 for unknown, malformed and unpublished hashes', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    await call(t, 'DELETE', `/api/presentations/${s.p.id}/share-links/${link.id}`, s.owner.headers);
    for (const hash of [link.hash, 'f'.repeat(40), 'not-a-hash']) {
      const { response, body } = await openLink(t, hash);
      expect(response.statusCode).toBe(404);
      // The link that once existed names its sender for the not-found page (link-receipts.test.ts).
      expect(body).toMatchObject({
        detail: 'Not found.',
        sender: hash === link.hash ? { first_name: 'Dana' } : null,
      });
    }
  });

  it('does not count a reload that sends back its live token, nor a token of another link', async () => {
    const s = await buildSharedPresentation(t);
    const [a, b] = [await s.share(), await s.share({ name: 'Other' })];
    const first = await openLink(t, a.hash);
    const token = first.body.view_token!;
    const reload = await openLink(t, a.hash, { 'x-view-token': token });
    expect(reload.body.view_token).toBe(token);
    expect(await sessionsOf(s.p.id)).toHaveLength(1);
    const other = await openLink(t, b.hash, { 'x-view-token': token });
    expect(other.body.view_token).not.toBe(token);
    const madeUp = await openLink(t, a.hash, { 'x-view-token': 'x'.repeat(43) });
    expect(madeUp.body.view_token).not.toBeNull();
    expect(await sessionsOf(s.p.id)).toHaveLength(3);
  });

  it('gives crawlers and link unfurlers the content but never a session', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    for (const ua of [
      'facebookexternalhit/1.1 Facebot Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'WhatsApp/2.23.20.0',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'LinkedInBot/1.0',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Mozilla/5.0 (Macintosh) AppleWebKit (KHTML, like Gecko) Applebot/0.1',
      'curl/8.5.0',
      '',
    ]) {
      const { body } = await openLink(t, link.hash, { 'user-agent': ua });
      expect(body.presentation.title).toBe('Ocean View Villa');
      expect(body.view_token).toBeNull();
    }
    expect(await sessionsOf(s.p.id)).toHaveLength(0);
  });

  it('never counts the owner’s own preview; another signed-in viewer is counted with their id', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share({ require_email: true });
    const own = await openLink(t, link.hash, s.owner.headers);
    expect(own.body.gate).toBeNull();
    expect(own.body.view_token).toBeNull();
    expect(await sessionsOf(s.p.id)).toHaveLength(0);
    const viewer = await buildUser(t.app);
    const opened = await unlock(t, link.hash, { email: 'v@example.com' });
    expect(opened.body.view_token).not.toBeNull();
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `/api/client/presentations/${link.hash}/unlock`,
      headers: { ...viewer.headers, 'user-agent': BROWSER },
      payload: { email: viewer.email },
    });
    expect(signedIn.statusCode).toBe(200);
    const sessions = await sessionsOf(s.p.id);
    expect(sessions.map((x) => x.viewerUserId).sort()).toEqual([viewer.user.id, null].sort());
  });

  it('hides the owner’s name when the presentation says so', async () => {
    const s = await buildSharedPresentation(t);
    await call(t, 'PATCH', `/api/presentations/${s.p.id}`, s.owner.headers, { user_name_is_hidden: true });
    const { body } = await openLink(t, (await s.share()).hash);
    expect(body.presentation.user_name).toBe('');
  });
});

describe('recipient API: documents and the contract', () => {
  it('opens a document link the same way, as type document', async () => {
    const s = await buildSharedPresentation(t, 'document');
    const { body } = await openLink(t, (await s.share()).hash);
    expect(body.presentation.type).toBe('document');
    expect(body.view_token).not.toBeNull();
  });

  it('lists the recipient routes in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const route of [
      '/api/client/presentations/{hash}',
      '/api/client/presentations/{hash}/unlock',
      '/api/client/files/{token}',
      '/api/client/activity',
      '/api/feedback',
    ])
      expect(paths).toContain(route);
  });
});

describe('recipient API: gates', () => {
  it('shows only the gate, the title and the branding before it is passed', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share({
      require_email: true,
      require_email_message: 'Your e-mail, please',
      require_phone_number: true,
      password_protect: 'harbor',
    });
    const { response, body } = await openLink(t, link.hash);
    expect(response.statusCode).toBe(200);
    expect(body).toEqual({
      gate: {
        require_email: true,
        require_email_message: 'Your e-mail, please',
        require_phone_number: true,
        require_phone_number_message: '',
        verify_email: false,
        verified_email: null,
        agreement: null,
        password: true,
      },
      presentation: {
        title: 'Ocean View Villa',
        clean_title: 'ocean-view-villa',
        type: 'presentation',
        is_indexable: false,
        user: {
          first_name: 'Dana',
          last_name: 'Reyes',
          picture: null,
          show_white_label: false,
          logo: null,
          primary_color: null,
          hide_header: false,
        },
      },
      view_token: null,
    });
    expect(response.body).not.toContain('/api/files/assets');
    expect(response.body).not.toContain('Welcome home');
    expect(await sessionsOf(s.p.id)).toHaveLength(0);
  });

  it('validates the identity, refuses a wrong password, then opens with the right one', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share({
      require_email: true,
      require_phone_number: true,
      password_protect: 'harbor',
    });
    const empty = await unlock(t, link.hash, {}, '10.1.0.1');
    expect(empty.response.statusCode).toBe(400);
    expect(empty.body).toEqual({ email: ['Email field is required'], phone: [VIEWER_TEXTS.phoneRequired] });
    const bad = await unlock(t, link.hash, { email: 'not an email', phone: '555' }, '10.1.0.1');
    expect(bad.body).toEqual({ email: ['Invalid Email'] });
    const wrong = await unlock(
      t,
      link.hash,
      { email: 'j@example.com', phone: '555', password: 'nope' },
      '10.1.0.1',
    );
    expect(wrong.response.statusCode).toBe(403);
    expect(wrong.body).toEqual({
      detail: 'Password for this presentation was not provided or was incorrect',
    });
    const missing = await unlock(t, link.hash, { email: 'j@example.com', phone: '555' }, '10.1.0.1');
    expect(missing.response.statusCode).toBe(403);
    expect(await sessionsOf(s.p.id)).toHaveLength(0);

    const right = await unlock(
      t,
      link.hash,
      { email: 'Jane@Example.com', phone: '+1 555 0100', name: 'Jane', password: 'harbor' },
      '10.1.0.1',
    );
    expect(right.response.statusCode).toBe(200);
    expect(right.body.gate).toBeNull();
    expect((right.body.presentation.assets as unknown[]).length).toBe(2);
    const [session] = await sessionsOf(s.p.id);
    expect(session).toMatchObject({ email: 'jane@example.com', phone: '+1 555 0100', name: 'Jane' });
    // The tab's reload with its token skips the gate.
    const reload = await openLink(t, link.hash, { 'x-view-token': right.body.view_token! });
    expect(reload.body.gate).toBeNull();
    expect(await sessionsOf(s.p.id)).toHaveLength(1);
  });

  it('limits password tries to 10 a minute per address and link', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share({ password_protect: 'harbor' });
    const other = await s.share({ name: 'Other', password_protect: 'harbor' });
    for (let i = 0; i < 10; i++)
      expect((await unlock(t, link.hash, { password: 'x' }, '10.2.0.1')).response.statusCode).toBe(403);
    const limited = await unlock(t, link.hash, { password: 'harbor' }, '10.2.0.1');
    expect(limited.response.statusCode).toBe(429);
    expect((await unlock(t, link.hash, { password: 'harbor' }, '10.2.0.2')).response.statusCode).toBe(200);
    expect((await unlock(t, other.hash, { password: 'harbor' }, '10.2.0.1')).response.statusCode).toBe(200);
  });
});

describe('recipient API: prevent_download', () => {
  it('answers no original, and page images only through URLs of the link that expire', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share({ prevent_download: true });
    const { response, body } = await openLink(t, link.hash);
    expect(response.body).not.toContain('/api/files/');
    const asset = (body.presentation.assets as { file: string | null; converted_files: string[] }[])[0]!;
    expect(asset.file).toBeNull();
    const url = asset.converted_files[0]!;
    expect(url).toMatch(/^http:\/\/folio\.test\/api\/client\/files\/[0-9a-f]{40}\.p\d+-0\.\d+\.[\w-]{32}$/);
    const path = new URL(url).pathname;

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.rawPayload.equals(PNG)).toBe(true);

    const [hash, ref, expiry, signature] = path.split('/').pop()!.split('.');
    const assetId = ref!.slice(1).split('-')[0];
    const hidden = s.assets[2]!.id;
    for (const forged of [
      `${hash}.${ref}.${Number(expiry) + 3600}.${signature}`,
      `${hash}.p${assetId}-1.${expiry}.${signature}`,
      `${hash}.p${hidden}-0.${expiry}.${signature}`,
      `${hash}.o${assetId}.${expiry}.${signature}`,
    ])
      expect((await t.app.inject({ method: 'GET', url: `/api/client/files/${forged}` })).statusCode).toBe(
        404,
      );

    clock.advance(2 * FILE_URL_TTL_SECONDS + 1);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});
