import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { presentations } from '../presentations/presentations.table.ts';
import {
  BROWSER,
  buildSharedPresentation,
  openLink,
  postActivity,
  unlock,
} from '../viewer/viewer.test-utils.ts';
import { REPEAT_VIEW_MINUTES } from './activity.opening.ts';
import { viewSessions } from './activity.table.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const minutes = (n: number) => clock.advance(n * 60);

/** What the owner sees of a presentation's views: sessions kept, its access count, its insights. */
async function views(s: Awaited<ReturnType<typeof buildSharedPresentation>>) {
  const sessions = await t.database.db
    .select()
    .from(viewSessions)
    .where(eq(viewSessions.presentationId, s.p.id));
  const [row] = await t.database.db.select().from(presentations).where(eq(presentations.id, s.p.id));
  const insights = await call(t, 'GET', `/api/presentation-insights/${s.p.id}`, s.owner.headers);
  return {
    sessions: sessions.length,
    numberOfAccess: row!.numberOfAccess,
    insights: (insights.json() as { views: number }).views,
  };
}

describe(`repeated opens from one client within ${REPEAT_VIEW_MINUTES} minutes count as one view`, () => {
  it('joins the earlier view: a new token of the same session, counted once everywhere', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const first = (await openLink(t, link.hash, {}, '203.0.113.7')).body.view_token!;
    minutes(20);
    const again = (await openLink(t, link.hash, {}, '203.0.113.7')).body.view_token!;
    expect(again).toBeTruthy();
    expect(again).not.toBe(first);
    expect(await views(s)).toEqual({ sessions: 1, numberOfAccess: 1, insights: 1 });

    // Both tabs' beacons land in the one session.
    const a1 = s.assets[0]!.id;
    for (const [token, page] of [
      [first, 0],
      [again, 1],
    ] as const) {
      const r = await postActivity(t, {
        view_token: token,
        events: [{ type: 'page_view', asset_id: a1, page }],
      });
      expect(r.json()).toEqual({ accepted: 1, dropped: 0 });
    }
    const [session] = await t.database.db
      .select()
      .from(viewSessions)
      .where(eq(viewSessions.presentationId, s.p.id));
    const feedback = await call(
      t,
      'POST',
      '/api/feedback',
      {},
      {
        name: 'Sam',
        email: 'sam@example.com',
        comment: 'Lovely',
        presentation_activity: again,
      },
    );
    expect(feedback.statusCode).toBe(201);
    expect(session!.lastSeenAt.getTime()).toBe(clock.now().getTime());
  });

  it('counts another client, another person at the gate, or an open after the window as a new view', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    await openLink(t, link.hash, {}, '203.0.113.8');
    await openLink(t, link.hash, {}, '203.0.113.9');
    await openLink(t, link.hash, { 'user-agent': `${BROWSER} Other` }, '203.0.113.8');
    expect(await views(s)).toEqual({ sessions: 3, numberOfAccess: 3, insights: 3 });
    minutes(REPEAT_VIEW_MINUTES + 1);
    await openLink(t, link.hash, {}, '203.0.113.8');
    expect(await views(s)).toEqual({ sessions: 4, numberOfAccess: 4, insights: 4 });

    const gated = await buildSharedPresentation(t);
    const gate = await gated.share({ require_email: true });
    await unlock(t, gate.hash, { email: 'ann@example.com' }, '203.0.113.10');
    await unlock(t, gate.hash, { email: 'ann@example.com' }, '203.0.113.10');
    await unlock(t, gate.hash, { email: 'bob@example.com' }, '203.0.113.10');
    expect(await views(gated)).toEqual({ sessions: 2, numberOfAccess: 2, insights: 2 });
  });

  it('keeps the window open while the view is active: it runs from the last beacon', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const token = (await openLink(t, link.hash, {}, '203.0.113.11')).body.view_token!;
    minutes(REPEAT_VIEW_MINUTES - 5);
    await postActivity(t, { view_token: token, events: [{ type: 'time', seconds: 10 }] });
    minutes(REPEAT_VIEW_MINUTES - 5);
    await openLink(t, link.hash, {}, '203.0.113.11');
    expect(await views(s)).toEqual({ sessions: 1, numberOfAccess: 1, insights: 1 });
  });
});
