import type { NotificationPage } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvents } from '../../platform/events.ts';
import { createTestClock } from '../../test/clock.ts';
import { patiently } from '../../test/patience.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { assets } from '../assets/assets.table.ts';
import { buildSharedPresentation, openLink, postActivity } from '../viewer/viewer.test-utils.ts';
import { createActivityService } from './activity.service.ts';
import { viewSessions } from './activity.table.ts';
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
const secondsOn = async (sessionId: number, assetId: number, page: number) =>
  (await timeOf(sessionId)).find((r) => r.assetId === assetId && r.page === page)?.seconds;

/** The owner's one notification of a visit, once its body reads as expected. */
const visitNotification = (headers: Headers, expected: Record<string, unknown>) =>
  vi.waitFor(async () => {
    const page = (await call(t, 'GET', '/api/notifications', headers)).json() as NotificationPage;
    expect(page.results.filter((n) => n.category === 'asset_viewed')).toEqual([]);
    const found = page.results.filter((n) => n.category === 'presentation_viewed');
    expect(found).toHaveLength(1);
    expect(found[0]!.body).toMatchObject(expected);
    return found[0]!;
  }, patiently);

describe('tracking: batches of one session', () => {
  it('counts concurrent batches of one session exactly once each', async () => {
    const s = await opened();
    const a1 = s.assets[0]!.id;
    clock.advance(600);
    const events = [
      { type: 'page_view', asset_id: a1, page: 0 },
      { type: 'page_view', asset_id: a1, page: 1 },
      { type: 'time', asset_id: a1, page: 0, seconds: 4 },
      { type: 'time', seconds: 1.5 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postActivity(t, { view_token: s.token, events })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await pagesOf(s.session.id)).map((p) => p.page).sort()).toEqual([0, 1]);
    expect(await secondsOn(s.session.id, a1, 0)).toBe(32);
    expect((await sessionRow(s.session.id)).totalSeconds).toBe(44);
  });

  it('records concurrent batches of many sessions each exactly, refusing only the unpublished link’s', async () => {
    const s = await buildSharedPresentation(t);
    const [link, other] = [await s.share(), await s.share({ name: 'Other' })];
    const tokens: string[] = [];
    for (let i = 0; i < 6; i += 1) tokens.push((await openLink(t, link.hash)).body.view_token!);
    const refused = (await openLink(t, other.hash)).body.view_token!;
    await call(t, 'DELETE', `/api/presentations/${s.p.id}/share-links/${other.id}`, s.owner.headers);
    clock.advance(60);
    const a1 = s.assets[0]!.id;
    const events = (page: number) => [
      { type: 'page_view', asset_id: a1, page },
      { type: 'time', asset_id: a1, page, seconds: 7 },
    ];
    const answers = await Promise.all(
      [...tokens, refused].map((token, i) => postActivity(t, { view_token: token, events: events(i % 2) })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([...Array(6).fill(200), 403]);
    const sessions = await t.database.db
      .select()
      .from(viewSessions)
      .where(eq(viewSessions.presentationId, s.p.id));
    expect(sessions).toHaveLength(7);
    for (const session of sessions) {
      const counted = session.shareLinkId === link.id;
      expect(session.totalSeconds).toBe(counted ? 7 : 0);
      expect(await pagesOf(session.id)).toHaveLength(counted ? 1 : 0);
      expect((await timeOf(session.id)).map((r) => r.seconds)).toEqual(counted ? [7] : []);
    }
  });

  it('writes nothing for a batch with an invalid event', async () => {
    const s = await opened();
    clock.advance(60);
    const response = await postActivity(t, {
      view_token: s.token,
      events: [
        { type: 'page_view', asset_id: s.assets[0]!.id, page: 0 },
        { type: 'time', asset_id: s.assets[0]!.id, page: 0, seconds: 5 },
        { type: 'time', seconds: -1 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(await pagesOf(s.session.id)).toHaveLength(0);
    expect(await timeOf(s.session.id)).toHaveLength(0);
    expect((await sessionRow(s.session.id)).totalSeconds).toBe(0);
  });

  it('sees what changed since the last batch: another server’s batches, a hidden asset, an unpublished link', async () => {
    const s = await opened();
    const [a1, a2] = [s.assets[0]!.id, s.assets[1]!.id];
    clock.advance(50);
    const seconds = (assetId: number) => [{ type: 'time' as const, asset_id: assetId, page: 0, seconds: 20 }];
    await postActivity(t, { view_token: s.token, events: seconds(a1) });
    // A second web server records a batch of the same session in between.
    const other = createActivityService({ db: t.database.db, clock, events: createEvents(() => {}) });
    await other.record(s.token, seconds(a1));
    // 40 s are counted up to 15 s ahead of the clock (from 20 s after the opening, see the window): 5 are left.
    await postActivity(t, { view_token: s.token, events: seconds(a1) });
    expect(await secondsOn(s.session.id, a1, 0)).toBe(45);
    expect((await sessionRow(s.session.id)).totalSeconds).toBe(45);

    clock.advance(100);
    await t.database.db.update(assets).set({ isHidden: true }).where(eq(assets.id, a2));
    await postActivity(t, {
      view_token: s.token,
      events: [...seconds(a2), { type: 'page_view', asset_id: a2, page: 0 }],
    });
    expect(await secondsOn(s.session.id, a2, 0)).toBeUndefined();
    expect(await pagesOf(s.session.id)).toHaveLength(0);

    await call(t, 'DELETE', `/api/presentations/${s.p.id}/share-links/${s.link.id}`, s.owner.headers);
    expect((await postActivity(t, { view_token: s.token, events: seconds(a1) })).statusCode).toBe(403);
    expect(await secondsOn(s.session.id, a1, 0)).toBe(45);
  });

  it('keeps the visit’s one notification up to date: assets viewed as insights count them, time spent', async () => {
    const s = await opened();
    const [a1, a2] = [s.assets[0]!.id, s.assets[1]!.id];
    const [video] = await t.database.db
      .insert(assets)
      .values({ presentationId: s.p.id, type: 'video', title: 'Walkthrough', position: 9 })
      .returning();
    clock.advance(300);
    const post = (events: object[]) => postActivity(t, { view_token: s.token, events });
    await visitNotification(s.owner.headers, { assets_viewed: 0, total_assets: 3, duration: 0 });
    await post([{ type: 'page_view', asset_id: a1, page: 0 }]);
    await visitNotification(s.owner.headers, { assets_viewed: 1 });
    // Seconds on an asset never named before count it; repeats change nothing.
    await post([{ type: 'time', asset_id: a2, page: 0, seconds: 4 }]);
    await post([
      { type: 'page_view', asset_id: a1, page: 0 },
      { type: 'time', asset_id: a2, page: 0, seconds: 4 },
    ]);
    // (Its time shows with the next update: the repeat itself changes nothing to announce.)
    await visitNotification(s.owner.headers, { assets_viewed: 2 });
    await post([{ type: 'video', asset_id: video!.id, seconds: 20 }]);
    // Another whole minute of viewing updates the time, though no asset is new.
    clock.advance(30);
    await post([{ type: 'time', asset_id: a1, page: 0, seconds: 30 }]);
    clock.advance(30);
    await post([{ type: 'time', asset_id: a1, page: 1, seconds: 30 }]);
    const visit = await visitNotification(s.owner.headers, { assets_viewed: 3, duration: 68 });
    expect(visit.message).toBe(
      'Someone viewed “Ocean View Villa” via the link “Buyer Jane” · 1 min 8 s · 3 of 3 assets',
    );
  });
});
