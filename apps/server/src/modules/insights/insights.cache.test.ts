import type { PresentationInsights, ViewerInsights } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { BROWSER, buildSharedPresentation, openLink, postActivity } from '../viewer/viewer.test-utils.ts';
import { createAnswerCache } from './insights.cache.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const get = async <T>(url: string, headers: Record<string, string>) => {
  const response = await call(t, 'GET', url, headers);
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
};

/** One presentation (a1, a2 visible, a3 hidden) viewed once through Jane's link and once publicly. */
async function viewed() {
  const s = await buildSharedPresentation(t);
  const [a1, a2] = [s.assets[0]!.id, s.assets[1]!.id];
  const jane = await s.share({ name: 'Buyer Jane' });
  const pub = await s.share({ is_public: true });
  const token = (await openLink(t, jane.hash)).body.view_token!;
  clock.advance(1);
  await openLink(t, pub.hash);
  clock.advance(600);
  const url = `/api/presentation-insights/${s.p.id}`;
  const insights = () => get<PresentationInsights>(url, s.owner.headers);
  const janeOf = (answer: PresentationInsights) =>
    answer.viewers.results.find((v) => v.share_links[0]?.id === jane.id)!;
  return { ...s, a1, a2, jane, token, url, insights, janeOf };
}

let s: Awaited<ReturnType<typeof viewed>>;
beforeAll(async () => {
  s = await viewed();
});

/** The answer, asked twice before a change: the same both times. */
async function settled() {
  const before = await s.insights();
  expect(await s.insights()).toEqual(before);
  return before;
}

const activity = async (events: object[]) =>
  expect((await postActivity(t, { view_token: s.token, events })).statusCode).toBe(200);

describe('kept insights answers', () => {
  it('answer the same again, and new page views and seconds at once', async () => {
    const before = await settled();
    expect(before.assets[0]!.pages[0]!.views).toBe(0);
    await activity([{ type: 'page_view', asset_id: s.a1, page: 0 }]);
    const viewedPage = await s.insights();
    expect(viewedPage.assets[0]!.pages[0]!.views).toBe(1);
    expect(viewedPage.total_seconds).toBe(0);
    expect(await s.insights()).toEqual(viewedPage);
    await activity([{ type: 'time', asset_id: s.a1, page: 0, seconds: 20 }]);
    const timed = await s.insights();
    expect(timed.total_seconds).toBe(20);
    expect(s.janeOf(timed).total_seconds).toBe(20);
  });

  it('answer new feedback and forwards at once', async () => {
    expect((await settled()).feedback_count).toBe(0);
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { name: 'Jane', email: 'jane@example.com', comment: 'Lovely', presentation_activity: s.token },
    });
    expect(feedback.statusCode).toBe(201);
    expect((await s.insights()).feedback_count).toBe(1);

    await settled();
    const forward = await t.app.inject({
      method: 'POST',
      url: `/api/client/presentations/${s.jane.hash}/forward`,
      headers: { 'user-agent': BROWSER, 'x-view-token': s.token },
      payload: { name: 'Tom', email: 'tom@example.com' },
      remoteAddress: '10.7.0.1',
    });
    expect(forward.statusCode).toBe(201);
    const after = await s.insights();
    expect(after.forwards_count).toBe(1);
    expect(s.janeOf(after).forwarded_to.map((f) => f.email)).toEqual(['tom@example.com']);
  });

  it('answer a renamed link and a hidden asset at once', async () => {
    expect(s.janeOf(await settled()).name).toBe('Buyer Jane');
    const renamed = await call(
      t,
      'PATCH',
      `/api/presentations/${s.p.id}/share-links/${s.jane.id}`,
      s.owner.headers,
      { name: 'Buyer Janet' },
    );
    expect(renamed.statusCode).toBe(200);
    const after = s.janeOf(await s.insights());
    expect([after.name, after.share_links[0]!.name]).toEqual(['Buyer Janet', 'Buyer Janet']);

    expect((await settled()).assets[1]!.is_hidden).toBe(false);
    const hidden = await call(t, 'PATCH', `/api/presentations/${s.p.id}/assets/${s.a2}`, s.owner.headers, {
      is_hidden: true,
    });
    expect(hidden.statusCode).toBe(200);
    expect((await s.insights()).assets[1]!.is_hidden).toBe(true);
  });

  it('keep each page of viewers apart', async () => {
    const all = await s.insights();
    expect(all.viewers.results).toHaveLength(2);
    const first = await get<PresentationInsights>(`${s.url}?page_size=1`, s.owner.headers);
    const second = await get<PresentationInsights>(`${s.url}?page=2&page_size=1`, s.owner.headers);
    expect([...first.viewers.results, ...second.viewers.results]).toEqual(all.viewers.results);
  });

  it('answer a viewer’s page and an asset’s activity anew after new activity', async () => {
    const key = s.janeOf(await s.insights()).key;
    const viewerUrl = `${s.url}/user/${key}`;
    const assetUrl = `/api/asset-activity?asset=${s.a1}`;
    const viewer = await get<ViewerInsights>(viewerUrl, s.owner.headers);
    expect(await get<ViewerInsights>(viewerUrl, s.owner.headers)).toEqual(viewer);
    const asset = await get<{ results: { seconds: number }[] }>(assetUrl, s.owner.headers);
    expect(await get(assetUrl, s.owner.headers)).toEqual(asset);

    await activity([{ type: 'time', asset_id: s.a1, page: 0, seconds: 10 }]);
    expect((await get<ViewerInsights>(viewerUrl, s.owner.headers)).viewer.total_seconds).toBe(
      viewer.viewer.total_seconds + 10,
    );
    expect((await get<typeof asset>(assetUrl, s.owner.headers)).results[0]!.seconds).toBe(
      asset.results[0]!.seconds + 10,
    );
  });

  it('still answer 404 to another user, and stop at once when a free user’s allowance runs out', async () => {
    const key = s.janeOf(await settled()).key;
    const other = await buildUser(t.app);
    for (const url of [s.url, `${s.url}/user/${key}`, `/api/asset-activity?asset=${s.a1}`])
      expect((await call(t, 'GET', url, other.headers)).statusCode, url).toBe(404);

    // The trial ends a second from now, with no free insights left.
    await t.database.db
      .update(users)
      .set({ trialEndsAt: new Date(clock.now().getTime() + 1000), remainingPresentationInsightsFreeUser: 0 })
      .where(eq(users.id, s.owner.user.id));
    await settled();
    clock.advance(2);
    const locked = await call(t, 'GET', s.url, s.owner.headers);
    expect(locked.statusCode).toBe(403);
  });
});

describe('createAnswerCache', () => {
  it('answers only the version kept, and forgets the least recently used first', () => {
    const cache = createAnswerCache<string>(2);
    cache.set('a', 'v1', 'A');
    cache.set('b', 'v1', 'B');
    expect([cache.get('a', 'v1'), cache.get('a', 'v2')]).toEqual(['A', undefined]);
    cache.set('c', 'v1', 'C');
    expect([cache.get('a', 'v1'), cache.get('b', 'v1'), cache.get('c', 'v1')]).toEqual(['A', undefined, 'C']);
  });
});
