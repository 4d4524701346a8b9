import { INSIGHTS_TEXTS, type PresentationInsights, type ViewerInsights } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { viewSessions } from '../activity/activity.table.ts';
import { assets } from '../assets/assets.table.ts';
import { linkForwards, shareLinks } from '../share-links/share-links.table.ts';
import { buildSharedPresentation, openLink, postActivity, unlock } from '../viewer/viewer.test-utils.ts';

const clock = createTestClock();
let t: TestApp;
let free: TestApp;
beforeAll(async () => {
  [t, free] = await Promise.all([
    createTestApp({ clock }),
    createTestApp({ clock, env: { TRIAL_DAYS: '0', FREE_INSIGHTS: '1' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), free.close()]);
});

/** A viewer's key as the server computes it (two 64-bit hashes of the identity). */
const keyOf = async (identity: string) =>
  (
    await t.database.executeSql(
      `select lpad(to_hex(hashtextextended($1::text, 0)), 16, '0') ||
        lpad(to_hex(hashtextextended($1::text, 1)), 16, '0') as key`,
      [identity],
    )
  ).rows[0]!.key as string;
const events = (...list: object[]) => list;
const pageView = (asset_id: number, page: number) => ({ type: 'page_view', asset_id, page });
const time = (seconds: number, asset_id?: number, page?: number) => ({
  type: 'time',
  asset_id,
  page,
  seconds,
});

/**
 * Five sessions of one presentation (assets a1, a2 of two pages each, a3 hidden):
 * Jane (individual link, nothing given) sees a2 then a1 entirely, 35 s, leaves feedback and forwards;
 * Bob (e-mail gate) twice: a1 page 0 for 30 s, then a1 and a2 page 0 for 15 s and 8 s of a2's video;
 * two anonymous sessions of the public link: one sees only a2's last page, one nothing.
 */
async function seeded() {
  const s = await buildSharedPresentation(t);
  const [a1, a2] = [s.assets[0]!.id, s.assets[1]!.id];
  // a2 is a video (with page images, as a converted one has): play time counts only on videos.
  await t.database.db.update(assets).set({ type: 'video' }).where(eq(assets.id, a2));
  const jane = await s.share({ name: 'Buyer Jane' });
  const bob = await s.share({ name: 'Bob', require_email: true });
  const pub = await s.share({ is_public: true });
  const tokens: string[] = [];
  tokens.push((await openLink(t, jane.hash)).body.view_token!);
  clock.advance(1);
  tokens.push((await unlock(t, bob.hash, { email: 'Bob@Example.com' }, '10.9.0.1')).body.view_token!);
  clock.advance(1);
  tokens.push((await unlock(t, bob.hash, { email: 'bob@example.com' }, '10.9.0.2')).body.view_token!);
  clock.advance(1);
  tokens.push((await openLink(t, pub.hash)).body.view_token!);
  clock.advance(1);
  tokens.push((await openLink(t, pub.hash)).body.view_token!);
  clock.advance(100);
  const post = async (token: string, list: object[]) =>
    expect((await postActivity(t, { view_token: token, events: list })).statusCode).toBe(200);
  const [j, b1, b2, p1] = tokens as [string, string, string, string, string];
  await post(j, events(pageView(a2, 0), pageView(a2, 1), time(20, a2), time(5)));
  clock.advance(5);
  await post(j, events(pageView(a1, 0), pageView(a1, 1), time(10, a1, 0)));
  await post(b1, events(pageView(a1, 0), time(30, a1)));
  await post(
    b2,
    events(pageView(a1, 0), pageView(a1, 1), pageView(a2, 0), time(15, a2), {
      type: 'video',
      asset_id: a2,
      seconds: 8,
    }),
  );
  await post(p1, events(pageView(a2, 1)));
  const feedback = await t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: {
      name: 'Jane',
      email: 'jane@example.com',
      comment: 'Lovely',
      emoji: 'love',
      presentation_activity: j,
    },
  });
  expect(feedback.statusCode).toBe(201);
  const [janeSession] = await t.database.db
    .select({ id: viewSessions.id })
    .from(viewSessions)
    .where(eq(viewSessions.shareLinkId, jane.id));
  // The forward endpoint is another module's; its row is written as that endpoint would.
  await t.database.db.insert(linkForwards).values({
    shareLinkId: jane.id,
    presentationId: s.p.id,
    viewSessionId: janeSession!.id,
    name: 'Tom',
    email: 'tom@example.com',
    createdAt: clock.now(),
  });
  return { ...s, a1, a2, links: { jane, bob, pub } };
}

let s: Awaited<ReturnType<typeof seeded>>;
let seededOn: string;
let insights: PresentationInsights;
beforeAll(async () => {
  seededOn = clock.now().toISOString().slice(0, 10);
  s = await seeded();
  const response = await call(t, 'GET', `/api/presentation-insights/${s.p.id}`, s.owner.headers);
  expect(response.statusCode).toBe(200);
  insights = response.json();
});

describe('GET /api/presentation-insights/{id}', () => {
  it('counts views, unique viewers, seconds and completion', () => {
    expect(insights).toMatchObject({
      presentation: { id: s.p.id, title: 'Ocean View Villa', type: 'presentation' },
      views: 5,
      unique_viewers: 4,
      total_seconds: 80,
      average_seconds: 16,
      completed_viewers: 2,
      completion_percent: 50,
      cover_seconds: 5,
      feedback_count: 1,
      forwards_count: 1,
    });
    expect(insights.views_over_time).toEqual([{ date: seededOn, views: 5, unique_viewers: 4 }]);
  });

  it('gives every asset its sessions, seconds and pages', () => {
    const [a1, a2, a3] = insights.assets;
    // Drop-off counts viewers, not sessions: Bob's two sessions are one viewer.
    expect(a1).toMatchObject({
      id: s.a1,
      title: 'Asset 1',
      views: 3,
      viewers: 2,
      seconds: 40,
      video_seconds: 0,
    });
    const thumb = (asset: number, page: number) =>
      expect.stringMatching(new RegExp(`^http://[^/]+/api/files/assets/[^/]+/a${asset}/page-${page}\\.png$`));
    expect(a1!.thumbnail).toEqual(thumb(1, 0));
    expect(a1!.pages).toEqual([
      { page: 0, views: 3, viewers: 2, seconds: 10, thumbnail: thumb(1, 0) },
      { page: 1, views: 2, viewers: 2, seconds: 0, thumbnail: thumb(1, 1) },
    ]);
    expect(a2).toMatchObject({ id: s.a2, views: 3, viewers: 3, seconds: 35, video_seconds: 8 });
    expect(a2!.pages).toEqual([
      { page: 0, views: 2, viewers: 2, seconds: 0, thumbnail: thumb(2, 0) },
      { page: 1, views: 2, viewers: 2, seconds: 0, thumbnail: thumb(2, 1) },
    ]);
    expect(a3).toMatchObject({ is_hidden: true, views: 0, viewers: 0, seconds: 0 });
  });

  it('lists viewers, most recent first, one per identity', async () => {
    const { viewers } = insights;
    expect(viewers.count).toBe(4);
    const rows = viewers.results;
    expect(
      rows.map((v) => [v.name, v.email, v.sessions, v.total_seconds, v.completed, v.assets_reached]),
    ).toEqual([
      [null, null, 1, 0, false, 0],
      [null, null, 1, 0, true, 1],
      // An individual link's name names its recipient.
      ['Bob', 'bob@example.com', 2, 45, false, 2],
      ['Buyer Jane', null, 1, 35, true, 2],
    ]);
    const jane = rows[3]!;
    expect(jane.key).toBe(await keyOf(`l:${s.links.jane.id}`));
    expect(jane.feedback_count).toBe(1);
    expect(jane.forwarded_to).toMatchObject([{ name: 'Tom', email: 'tom@example.com' }]);
    expect(jane.share_links).toEqual([
      { id: s.links.jane.id, name: 'Buyer Jane', hash: s.links.jane.hash, is_public: false },
    ]);
    expect(rows[2]!.key).toBe(await keyOf('e:bob@example.com'));
  });

  it('pages the viewers', async () => {
    const response = await call(
      t,
      'GET',
      `/api/presentation-insights/${s.p.id}?page=2&page_size=3`,
      s.owner.headers,
    );
    const body = response.json() as PresentationInsights;
    expect(body.viewers.count).toBe(4);
    expect(body.viewers.results.map((v) => v.name)).toEqual(['Buyer Jane']);
    expect(body.viewers.next).toBeNull();
    expect(body.viewers.previous).toContain('page=1');
  });
});

describe('viewer identity', () => {
  it("follows a link's recipient: sessions without an e-mail of their own move to the link's", async () => {
    const other = await seeded();
    const viewersOf = async () =>
      (
        (
          await call(t, 'GET', `/api/presentation-insights/${other.p.id}`, other.owner.headers)
        ).json() as PresentationInsights
      ).viewers.results;
    await t.database.db
      .update(shareLinks)
      .set({ email: 'jane@example.com' })
      .where(eq(shareLinks.id, other.links.jane.id));
    const jane = (await viewersOf()).find((v) => v.name === 'Buyer Jane')!;
    expect(jane.key).toBe(await keyOf('e:jane@example.com'));
    expect(jane.email).toBe('jane@example.com');
  });
});

describe('GET /api/presentation-insights/{id}/user/{key}', () => {
  it('answers the sessions with pages in the order first seen, feedback and forwards', async () => {
    const key = await keyOf(`l:${s.links.jane.id}`);
    const response = await call(
      t,
      'GET',
      `/api/presentation-insights/${s.p.id}/user/${key}`,
      s.owner.headers,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json() as ViewerInsights;
    expect(body.viewer).toMatchObject({ key, name: 'Buyer Jane', sessions: 1, total_seconds: 35 });
    const [session] = body.sessions;
    expect(session!.pages.map((p) => [p.asset_id, p.page, p.seconds])).toEqual([
      [s.a2, 0, 0],
      [s.a2, 1, 0],
      [s.a1, 0, 10],
      [s.a1, 1, 0],
    ]);
    expect(session!.assets).toMatchObject([
      { asset_id: s.a1, title: 'Asset 1', type: 'file', seconds: 10, video_seconds: 0, pages_seen: 2 },
      { asset_id: s.a2, title: 'Asset 2', type: 'video', seconds: 20, video_seconds: 0, pages_seen: 2 },
    ]);
    expect(session!.cover_seconds).toBe(5);
    expect(session!.share_link.id).toBe(s.links.jane.id);
    expect(body.feedback).toMatchObject([
      { name: 'Jane', email: 'jane@example.com', comment: 'Lovely', emoji: 'love' },
    ]);
    expect(body.forwards).toMatchObject([{ name: 'Tom', email: 'tom@example.com', forward_link_id: null }]);
  });

  it('answers one viewer over several sessions, newest first', async () => {
    const key = await keyOf('e:bob@example.com');
    const body = (
      await call(t, 'GET', `/api/presentation-insights/${s.p.id}/user/${key}`, s.owner.headers)
    ).json() as ViewerInsights;
    expect(body.sessions.map((x) => [x.total_seconds, x.video_seconds, x.pages.length])).toEqual([
      [15, 8, 3],
      [30, 0, 1],
    ]);
    expect(body.feedback).toEqual([]);
  });

  it('is 404 for an unknown viewer and 400 for a malformed key', async () => {
    const url = `/api/presentation-insights/${s.p.id}/user/`;
    expect(
      (await call(t, 'GET', `${url}${await keyOf('e:nobody@example.com')}`, s.owner.headers)).statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', `${url}not-a-key`, s.owner.headers)).statusCode).toBe(400);
  });
});

describe('POST /api/presentation-insights/{id}/user/{key}/add-email', () => {
  it('gives an anonymous viewer an e-mail on all their sessions', async () => {
    const anonymous = insights.viewers.results[1]!;
    const url = `/api/presentation-insights/${s.p.id}/user/${anonymous.key}/add-email`;
    expect((await call(t, 'POST', url, s.owner.headers, { email: 'nope' })).json()).toEqual({
      email: [INSIGHTS_TEXTS.emailInvalid],
    });
    const response = await call(t, 'POST', url, s.owner.headers, { email: ' Pat@Example.com ' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ViewerInsights;
    expect(body.viewer).toMatchObject({
      key: await keyOf('e:pat@example.com'),
      email: 'pat@example.com',
      completed: true,
    });
    expect(
      (await call(t, 'GET', `/api/presentation-insights/${s.p.id}/user/${anonymous.key}`, s.owner.headers))
        .statusCode,
    ).toBe(404);
    const after = (await call(t, 'GET', `/api/presentation-insights/${s.p.id}`, s.owner.headers)).json();
    expect(after.unique_viewers).toBe(4);
  });

  it('refuses a viewer who has an e-mail', async () => {
    const url = `/api/presentation-insights/${s.p.id}/user/${await keyOf('e:bob@example.com')}/add-email`;
    const response = await call(t, 'POST', url, s.owner.headers, { email: 'other@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [INSIGHTS_TEXTS.viewerHasEmail] });
  });
});

describe('activity lists', () => {
  it('GET /api/activities pages views, feedback and forwards, newest first', async () => {
    const first = (await call(t, 'GET', '/api/activities?page_size=3', s.owner.headers)).json();
    expect(first.count).toBe(7);
    expect(first.results).toHaveLength(3);
    expect(first.next).toContain('page=2');
    const last = (await call(t, 'GET', '/api/activities?page=3&page_size=3', s.owner.headers)).json();
    expect(last.results).toHaveLength(1);
    expect(last.next).toBeNull();
    const all = (await call(t, 'GET', '/api/activities?page_size=10', s.owner.headers)).json();
    expect(all.results.map((e: { type: string }) => e.type).sort()).toEqual([
      'feedback',
      'forward',
      'view',
      'view',
      'view',
      'view',
      'view',
    ]);
    const feedback = all.results.find((e: { type: string }) => e.type === 'feedback');
    expect(feedback).toMatchObject({ comment: 'Lovely', emoji: 'love', viewer: { name: 'Buyer Jane' } });
    const past = (await call(t, 'GET', '/api/activities?page=9', s.owner.headers)).json();
    expect(past).toMatchObject({ count: 7, results: [] });
  });

  it('GET /api/presentation-activity lists sessions with pages viewed; document-activity has none', async () => {
    const body = (
      await call(t, 'GET', `/api/presentation-activity?presentation=${s.p.id}`, s.owner.headers)
    ).json();
    expect(body.count).toBe(5);
    const jane = body.results.find(
      (x: { share_link: { id: number } }) => x.share_link.id === s.links.jane.id,
    );
    expect(jane).toMatchObject({ pages_viewed: 4, total_seconds: 35, feedback_count: 1 });
    expect((await call(t, 'GET', '/api/document-activity', s.owner.headers)).json().count).toBe(0);
  });

  it('GET /api/presentation-activity/view-duration sums per presentation', async () => {
    const body = (await call(t, 'GET', '/api/presentation-activity/view-duration', s.owner.headers)).json();
    expect(body.results).toMatchObject([
      {
        presentation: { id: s.p.id },
        views: 5,
        unique_viewers: 4,
        total_seconds: 80,
        average_seconds: 16,
        insights_locked: false,
      },
    ]);
  });

  it('GET /api/asset-activity answers one asset and the sessions that reached it', async () => {
    const body = (await call(t, 'GET', `/api/asset-activity?asset=${s.a1}`, s.owner.headers)).json();
    expect(body.asset).toMatchObject({ id: s.a1, presentation_id: s.p.id, views: 3, seconds: 40 });
    expect(body.count).toBe(3);
    expect(body.results.map((r: { pages: number[]; seconds: number }) => [r.pages, r.seconds])).toEqual([
      [[0, 1], 0],
      [[0], 30],
      [[0, 1], 10],
    ]);
    expect((await call(t, 'GET', '/api/asset-activity', s.owner.headers)).statusCode).toBe(400);
  });
});

describe('owner only', () => {
  it('answers 404 for another user’s presentation, viewer and asset, and lists nothing of it', async () => {
    const other = await buildUser(t.app);
    const key = await keyOf('e:bob@example.com');
    for (const url of [
      `/api/presentation-insights/${s.p.id}`,
      `/api/presentation-insights/${s.p.id}/user/${key}`,
      `/api/asset-activity?asset=${s.a1}`,
      `/api/presentation-activity?presentation=${s.p.id}`,
    ])
      expect((await call(t, 'GET', url, other.headers)).statusCode, url).toBe(404);
    const addEmail = await call(
      t,
      'POST',
      `/api/presentation-insights/${s.p.id}/user/${key}/add-email`,
      other.headers,
      {
        email: 'x@example.com',
      },
    );
    expect(addEmail.statusCode).toBe(404);
    for (const url of [
      '/api/activities',
      '/api/presentation-activity',
      '/api/presentation-activity/view-duration',
    ])
      expect((await call(t, 'GET', url, other.headers)).json().count, url).toBe(0);
    expect((await call(t, 'GET', `/api/presentation-insights/${s.p.id}`, {})).statusCode).toBe(401);
  });
});

describe('free users', () => {
  it('open the insights of as many presentations as they have left, in the order first shared', async () => {
    const first = await buildSharedPresentation(free);
    const owner = first.owner;
    const firstLink = await first.share();
    // A second presentation of the same owner, shared later.
    const second = (
      await call(free, 'POST', '/api/presentations', owner.headers, { title: 'Second' })
    ).json();
    clock.advance(60);
    const link = await call(free, 'POST', `/api/presentations/${second.id}/share-link`, owner.headers, {
      name: 'Ann',
    });
    expect(link.statusCode).toBe(201);
    await openLink(free, firstLink.hash);
    await openLink(free, link.json().hash);

    expect(
      (await call(free, 'GET', `/api/presentation-insights/${first.p.id}`, owner.headers)).statusCode,
    ).toBe(200);
    const locked = await call(free, 'GET', `/api/presentation-insights/${second.id}`, owner.headers);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ detail: INSIGHTS_TEXTS.premiumRequired, code: 'premium_required' });
    const durations = (
      await call(free, 'GET', '/api/presentation-activity/view-duration', owner.headers)
    ).json();
    expect(
      durations.results.map(
        (r: { presentation: { id: number }; insights_locked: boolean; views: number }) => [
          r.presentation.id,
          r.insights_locked,
          r.views,
        ],
      ),
    ).toEqual([
      [second.id, true, 1],
      [first.p.id, false, 1],
    ]);
    const activity = (await call(free, 'GET', '/api/activities', owner.headers)).json();
    expect(activity.results.map((e: { presentation: { id: number } }) => e.presentation.id)).toEqual([
      first.p.id,
    ]);

    await free.database.db.update(users).set({ role: 'premium_agent' }).where(eq(users.id, owner.user.id));
    expect(
      (await call(free, 'GET', `/api/presentation-insights/${second.id}`, owner.headers)).statusCode,
    ).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every insights route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/presentation-insights/{id}',
        '/api/presentation-insights/{id}/user/{key}',
        '/api/presentation-insights/{id}/user/{key}/add-email',
        '/api/activities',
        '/api/presentation-activity',
        '/api/presentation-activity/view-duration',
        '/api/document-activity',
        '/api/asset-activity',
      ]),
    );
  });
});
