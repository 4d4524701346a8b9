import { ACTIVITY_MAX_EVENT_SECONDS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { assets } from '../assets/assets.table.ts';
import { buildSharedPresentation, openLink, postActivity, unlock } from '../viewer/viewer.test-utils.ts';
import { sessionProbe } from './activity.test-utils.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const { opened, pagesOf, timeOf, sessionRow } = sessionProbe(() => t);

async function addAsset(presentationId: number, values: Partial<typeof assets.$inferInsert>) {
  const [row] = await t.database.db
    .insert(assets)
    .values({ presentationId, type: 'text', position: 9, ...values })
    .returning();
  return row!.id;
}

describe('tracking: POST /api/client/activity', () => {
  it('records each page once, however often it is reported', async () => {
    const s = await opened();
    const [a1, a2] = [s.assets[0]!.id, s.assets[1]!.id];
    const events = [
      { type: 'page_view', asset_id: a1, page: 0 },
      { type: 'page_view', asset_id: a1, page: 0 },
      { type: 'page_view', asset_id: a1, page: 1 },
    ];
    expect((await postActivity(t, { view_token: s.token, events })).statusCode).toBe(200);
    expect(
      (
        await postActivity(t, {
          view_token: s.token,
          events: [...events, { type: 'page_view', asset_id: a2, page: 0 }],
        })
      ).statusCode,
    ).toBe(200);
    const pages = await pagesOf(s.session.id);
    expect(pages.map((p) => `${p.assetId}:${p.page}`).sort()).toEqual(
      [`${a1}:0`, `${a1}:1`, `${a2}:0`].sort(),
    );
  });

  it('caps seconds per event and by the clock, however many requests come at once', async () => {
    const s = await opened();
    const a1 = s.assets[0]!.id;
    const video = await addAsset(s.p.id, { type: 'video' });
    clock.advance(100);
    const response = await postActivity(t, {
      view_token: s.token,
      events: [
        { type: 'time', asset_id: a1, page: 0, seconds: 3600 },
        { type: 'time', asset_id: a1, page: 0, seconds: 10 },
        { type: 'time', seconds: 5 },
        { type: 'video', asset_id: video, seconds: 20 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 4, dropped: 0 });
    const rows = await timeOf(s.session.id);
    const find = (assetId: number | null, page: number, kind: string) =>
      rows.find((r) => r.assetId === assetId && r.page === page && r.kind === kind)?.seconds;
    expect(find(a1, 0, 'view')).toBe(ACTIVITY_MAX_EVENT_SECONDS + 10);
    expect(find(null, -1, 'view')).toBe(5);
    expect(find(video, -1, 'video')).toBe(20);
    expect((await sessionRow(s.session.id)).totalSeconds).toBe(45);

    // All 45 fit the window before the request and the grace after it: now the session counts up to 15 s
    // ahead of the clock, and more requests at once add nothing, however many come.
    const more = () =>
      postActivity(t, {
        view_token: s.token,
        events: Array.from({ length: 20 }, () => ({ type: 'time', asset_id: a1, page: 1, seconds: 10 })),
      });
    for (let i = 0; i < 5; i += 1) await more();
    expect((await sessionRow(s.session.id)).totalSeconds).toBeCloseTo(45, 3);
    // 30 s later, 30 s more fit: up to the grace again.
    clock.advance(30);
    await more();
    await more();
    const session = await sessionRow(s.session.id);
    expect(session.totalSeconds).toBeCloseTo(75, 3);
    expect(session.lastSeenAt.getTime()).toBe(clock.now().getTime());
    expect((await timeOf(s.session.id)).find((r) => r.page === 1)?.seconds).toBeCloseTo(30, 3);
  });

  it('accepts navigator.sendBeacon’s text/plain body', async () => {
    const s = await opened();
    clock.advance(20);
    const body = JSON.stringify({
      view_token: s.token,
      events: [
        { type: 'page_view', asset_id: s.assets[1]!.id, page: 1 },
        { type: 'time', asset_id: s.assets[1]!.id, page: 1, seconds: 15 },
      ],
    });
    expect((await postActivity(t, body, 'text/plain;charset=UTF-8')).statusCode).toBe(200);
    expect(await pagesOf(s.session.id)).toHaveLength(1);
    expect((await sessionRow(s.session.id)).totalSeconds).toBe(15);
    expect((await postActivity(t, 'not json', 'text/plain')).statusCode).toBe(400);
  });

  it('refuses made-up tokens, pending gates and unpublished links, writing nothing', async () => {
    const s = await opened();
    const events = [{ type: 'page_view', asset_id: s.assets[0]!.id, page: 0 }];
    for (const token of ['x'.repeat(43), s.session.tokenHash]) {
      const response = await postActivity(t, { view_token: token, events });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'This viewing session is not valid.' });
    }
    // A gated link's page gives no token to post with.
    const gated = await s.share({ name: 'Gated', password_protect: 'harbor' });
    expect((await openLink(t, gated.hash)).body.view_token).toBeNull();
    await call(t, 'DELETE', `/api/presentations/${s.p.id}/share-links/${s.link.id}`, s.owner.headers);
    expect((await postActivity(t, { view_token: s.token, events })).statusCode).toBe(403);
    expect(await pagesOf(s.session.id)).toHaveLength(0);
    expect((await postActivity(t, { view_token: s.token, events: [] })).statusCode).toBe(400);
  });

  it('ignores assets of other presentations and hidden ones', async () => {
    const s = await opened();
    const other = await buildSharedPresentation(t);
    clock.advance(60);
    await postActivity(t, {
      view_token: s.token,
      events: [
        { type: 'page_view', asset_id: other.assets[0]!.id, page: 0 },
        { type: 'page_view', asset_id: s.assets[2]!.id, page: 0 },
        { type: 'time', asset_id: other.assets[0]!.id, seconds: 10 },
        { type: 'page_view', asset_id: s.assets[0]!.id, page: 0 },
      ],
    });
    expect((await pagesOf(s.session.id)).map((p) => p.assetId)).toEqual([s.assets[0]!.id]);
    expect(await timeOf(s.session.id)).toHaveLength(0);
  });

  it('drops events that cannot be true and says how many, keeping the rest of the batch', async () => {
    const s = await opened();
    const [a1, a2, hidden] = s.assets.map((a) => a.id) as [number, number, number];
    const video = await addAsset(s.p.id, { type: 'video' });
    const youtube = await addAsset(s.p.id, { type: 'video_url', website: 'https://youtu.be/dQw4w9WgXcQ' });
    const other = (await buildSharedPresentation(t)).assets[0]!.id;
    clock.advance(60);
    const response = await postActivity(t, {
      view_token: s.token,
      events: [
        { type: 'page_view', asset_id: a1, page: 1 },
        { type: 'time', asset_id: a2, seconds: 5 },
        { type: 'video', asset_id: video, seconds: 10 },
        { type: 'video', asset_id: youtube, seconds: 4 },
        // Pages beyond the asset's two, play time on a file, hidden and other presentations' assets.
        { type: 'page_view', asset_id: a1, page: 2 },
        { type: 'page_view', asset_id: a1, page: 10_000 },
        { type: 'time', asset_id: a2, page: 7, seconds: 5 },
        { type: 'page_view', asset_id: video, page: 0 },
        { type: 'video', asset_id: a1, seconds: 20 },
        { type: 'page_view', asset_id: hidden, page: 0 },
        { type: 'time', asset_id: other, seconds: 3 },
        { type: 'time', page: 0, seconds: 3 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 4, dropped: 8 });
    expect((await pagesOf(s.session.id)).map((p) => `${p.assetId}:${p.page}`)).toEqual([`${a1}:1`]);
    const rows = (await timeOf(s.session.id)).map((r) => `${r.assetId}:${r.page}:${r.kind}:${r.seconds}`);
    expect(rows.sort()).toEqual([`${a2}:-1:view:5`, `${video}:-1:video:10`, `${youtube}:-1:video:4`].sort());
    expect((await sessionRow(s.session.id)).videoSeconds).toBe(14);

    // Pages converted after the session was kept count at once.
    await t.database.db.update(assets).set({ numberOfPages: 5 }).where(eq(assets.id, a2));
    const later = await postActivity(t, {
      view_token: s.token,
      events: [{ type: 'page_view', asset_id: a2, page: 4 }],
    });
    expect(later.json()).toEqual({ accepted: 1, dropped: 0 });
    expect(await pagesOf(s.session.id)).toHaveLength(2);
  });

  it('accepts a token only for the link it was issued for', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share({ require_email: true });
    const { body } = await unlock(t, link.hash, { email: 'j@example.com' }, '10.9.0.1');
    const other = await s.share({ name: 'Other' });
    const reused = await openLink(t, other.hash, { 'x-view-token': body.view_token! });
    expect(reused.body.view_token).not.toBe(body.view_token);
  });
});
