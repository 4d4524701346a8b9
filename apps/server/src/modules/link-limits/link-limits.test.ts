import { LINK_LIMITS_TEXTS, MESSAGES } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { BROWSER, buildSharedPresentation, openLink, unlock } from '../viewer/viewer.test-utils.ts';

const clock = createTestClock(new Date('2026-03-01T12:00:00Z'));
let t: TestApp;
let free: TestApp;
beforeAll(async () => {
  // One after the other: two apps starting at once may miss Fastify's plugin timeout on a busy machine.
  t = await createTestApp({ clock });
  free = await createTestApp({ env: { TRIAL_DAYS: '0' } });
}, 240_000);
afterAll(() => Promise.all([t.close(), free.close()]));

type Content = { presentation: { assets: { converted_files: string[] }[] }; view_token: string | null };
const pageUrl = (body: unknown) => (body as Content).presentation.assets[0]!.converted_files[0]!;
const get = (url: string) => t.app.inject({ method: 'GET', url: url.replace('http://folio.test', '') });
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000).toISOString();

describe('link limits: settings', () => {
  it('stores the limits in UTC and answers them with what they used', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share({ expires_at: '2026-03-05T09:30:00+02:00', max_views: 3, max_viewers: 2 });
    expect(link).toMatchObject({
      expires_at: '2026-03-05T07:30:00.000Z',
      expires_days_after_first_view: null,
      max_views: 3,
      max_viewers: 2,
      views_used: 0,
      viewers_used: 0,
      first_viewed_at: null,
    });
    const url = `/api/presentations/${s.p.id}/share-links/${link.id}`;
    const cleared = await call(t, 'PATCH', url, s.owner.headers, { expires_at: null, max_views: null });
    expect(cleared.json()).toMatchObject({ expires_at: null, max_views: null, max_viewers: 2 });
  });

  it('refuses an expiry in the past, and counts that are not whole numbers from 1 to a million', async () => {
    const s = await buildSharedPresentation(t);
    const create = (body: object) =>
      call(t, 'POST', `/api/presentations/${s.p.id}/share-link`, s.owner.headers, { name: 'X', ...body });
    const past = await create({ expires_at: '2026-03-01T11:59:59Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ expires_at: [LINK_LIMITS_TEXTS.expiryInPast] });
    expect((await create({ expires_at: 'tomorrow' })).json()).toEqual({
      expires_at: [LINK_LIMITS_TEXTS.expiryInvalid],
    });
    for (const max_views of [0, -1, 1.5, 2_147_483_648, 1e300, '3'])
      expect((await create({ max_views })).json()).toEqual({ max_views: [LINK_LIMITS_TEXTS.viewsInvalid] });
    expect((await create({ expires_days_after_first_view: 3651 })).statusCode).toBe(400);
    expect((await create({ max_viewers: 2_147_483_647 })).statusCode).toBe(400);
  });

  it('is premium: a free user is refused a limit (403) but may remove one', async () => {
    const s = await buildSharedPresentation(free);
    const create = await call(free, 'POST', `/api/presentations/${s.p.id}/share-link`, s.owner.headers, {
      name: 'X',
      max_views: 5,
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({ detail: LINK_LIMITS_TEXTS.premium, code: 'premium_required' });
    const link = await s.share();
    const patch = await call(
      free,
      'PATCH',
      `/api/presentations/${s.p.id}/share-links/${link.id}`,
      s.owner.headers,
      {
        max_views: null,
        expires_at: null,
      },
    );
    expect(patch.statusCode).toBe(200);
  });
});

describe('link limits: recipients', () => {
  it('a 1-view link: the first viewer sees it and keeps reading, the second gets its expired page', async () => {
    const s = await buildSharedPresentation(t);
    const { hash } = await s.share({ max_views: 1 });
    const first = await openLink(t, hash);
    expect(first.response.statusCode).toBe(200);
    const token = first.body.view_token!;
    expect(token).toBeTruthy();
    const second = await openLink(t, hash);
    expect(second.response.statusCode).toBe(410);
    expect(second.response.json()).toMatchObject({
      detail: LINK_LIMITS_TEXTS.exhausted,
      code: 'link_exhausted',
      sender: { first_name: expect.any(String) },
    });
    expect(second.response.body).not.toContain('Asset 1');
    // The view it counted goes on: its pages and a reload of its tab.
    expect((await get(pageUrl(first.body))).statusCode).toBe(200);
    expect((await openLink(t, hash, { 'x-view-token': token })).response.statusCode).toBe(200);
    // The owner's preview always opens.
    expect((await openLink(t, hash, s.owner.headers)).response.statusCode).toBe(200);
    const links = await call(t, 'GET', `/api/presentations/${s.p.id}/share-links`, s.owner.headers);
    expect(links.json().results[0]).toMatchObject({ views_used: 1, viewers_used: 1 });
  });

  it('views at once never pass the limit (the count is one statement)', async () => {
    const s = await buildSharedPresentation(t);
    const { hash } = await s.share({ max_views: 3 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => openLink(t, hash)));
    const codes = answers.map((a) => a.response.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 410)).toHaveLength(9);
    const links = await call(t, 'GET', `/api/presentations/${s.p.id}/share-links`, s.owner.headers);
    expect(links.json().results[0].views_used).toBe(3);
  });

  it('a viewers limit lets a known viewer come back and refuses a new one', async () => {
    const s = await buildSharedPresentation(t);
    const { hash } = await s.share({ max_viewers: 1, require_email: true });
    const ann = await unlock(t, hash, { email: 'ann@example.com' }, '10.9.0.1');
    expect(ann.response.statusCode).toBe(200);
    clock.advance(3600);
    expect((await unlock(t, hash, { email: 'ann@example.com' }, '10.9.0.2')).response.statusCode).toBe(200);
    const bob = await unlock(t, hash, { email: 'bob@example.com' }, '10.9.0.3');
    expect(bob.response.statusCode).toBe(410);
    // A new viewer may still see the gate (they could be a known one) but not pass it.
    clock.advance(10);
    expect((await openLink(t, hash)).body.gate).not.toBeNull();
    expect((await unlock(t, hash, { email: 'cy@example.com' })).response.json()).toMatchObject({
      code: 'link_exhausted',
    });
  });

  it('an expiry date stops the page, its reload and every file URL it issued', async () => {
    const s = await buildSharedPresentation(t);
    const { hash } = await s.share({ expires_at: inHours(1) });
    const opened = await openLink(t, hash);
    expect(opened.response.statusCode).toBe(200);
    const page = pageUrl(opened.body);
    expect((await get(page)).statusCode).toBe(200);
    clock.advance(3601);
    const closed = await openLink(t, hash);
    expect(closed.response.statusCode).toBe(410);
    expect(closed.response.json()).toMatchObject({ code: 'link_expired', detail: LINK_LIMITS_TEXTS.expired });
    expect((await openLink(t, hash, { 'x-view-token': opened.body.view_token! })).response.statusCode).toBe(
      410,
    );
    expect((await get(page)).statusCode).toBe(404);
    expect((await get(page)).json()).toEqual({ detail: MESSAGES.notFound });
  });

  it('N days after the first view, not before it', async () => {
    const s = await buildSharedPresentation(t);
    const { hash } = await s.share({ expires_days_after_first_view: 2 });
    clock.advance(10 * 86_400);
    expect((await openLink(t, hash)).response.statusCode).toBe(200);
    clock.advance(2 * 86_400 - 60);
    expect((await openLink(t, hash)).response.statusCode).toBe(200);
    clock.advance(61);
    expect((await openLink(t, hash)).response.json()).toMatchObject({ code: 'link_expired' });
  });

  it('binds file URLs to the counted view: the unfurled card shows nothing of the content', async () => {
    const s = await buildSharedPresentation(t);
    const { hash } = await s.share({ max_views: 5 });
    const page = await t.app.inject({
      method: 'GET',
      url: `/c/p/${hash}`,
      headers: { 'user-agent': BROWSER },
    });
    expect(page.body).not.toContain('Welcome home');
    expect(page.body).not.toContain('/api/client/files/');
    // A crawler (or curl) is not counted, so it gets the gate page: nothing of the content.
    for (const agent of ['Slackbot-LinkExpanding 1.0', 'curl/8.5.0']) {
      const crawler = await openLink(t, hash, { 'user-agent': agent });
      expect(crawler.body.gate).not.toBeNull();
      expect(crawler.response.body).not.toContain('/api/client/files/');
      expect(crawler.response.body).not.toContain('Asset 1');
    }
    const links = await call(t, 'GET', `/api/presentations/${s.p.id}/share-links`, s.owner.headers);
    expect(links.json().results[0].views_used).toBe(0);
  });

  it('refuses a clone through a limited link', async () => {
    const s = await buildSharedPresentation(t);
    const { hash } = await s.share({ max_views: 5 });
    const other = await buildUser(t.app);
    const clone = await call(t, 'POST', `/api/presentations/${s.p.id}/clone`, other.headers, { hash });
    expect(clone.statusCode).toBe(403);
    expect(clone.body).not.toContain('Ocean View Villa');
  });
});
