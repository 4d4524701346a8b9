import type { PresentationInsights } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { PASSWORD } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { assets } from '../assets/assets.table.ts';
import { postActivity } from '../viewer/viewer.test-utils.ts';
import { ACTIVITY_GRACE_SECONDS, ACTIVITY_WINDOW_SECONDS } from './activity.batch.ts';
import { sessionProbe } from './activity.test-utils.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const { opened, timeOf, sessionRow } = sessionProbe(() => t);
const DAY = 24 * 60 * 60;

/** A shared presentation with a video, opened by a recipient. */
async function openedWithVideo() {
  const s = await opened();
  const [video] = await t.database.db
    .insert(assets)
    .values({ presentationId: s.p.id, type: 'video', title: 'Tour', position: 9 })
    .returning();
  return { ...s, a1: s.assets[0]!.id, video: video!.id };
}

/** The presentation's insights, the owner signing in again (a day may have passed). */
async function insightsOf(s: Awaited<ReturnType<typeof opened>>) {
  const login = await call(t, 'POST', '/api/auth/login', {}, { email: s.owner.email, password: PASSWORD });
  const headers = { authorization: `Bearer ${(login.json() as { access: string }).access}` };
  return (
    await call(t, 'GET', `/api/presentation-insights/${s.p.id}`, headers)
  ).json() as PresentationInsights;
}

describe('tracking: seconds of a token left idle', () => {
  it('counts at most the window plus the grace after a day idle, and nothing more for requests at the same moment', async () => {
    const s = await openedWithVideo();
    clock.advance(DAY);
    const flood = [
      ...Array.from({ length: 199 }, () => ({ type: 'time', asset_id: s.a1, page: 0, seconds: 30 })),
      { type: 'video', asset_id: s.video, seconds: 30 },
    ];
    const first = await postActivity(t, { view_token: s.token, events: flood });
    expect(first.json()).toEqual({ accepted: 200, dropped: 0 });
    const atOnce = ACTIVITY_WINDOW_SECONDS + ACTIVITY_GRACE_SECONDS;
    expect(await sessionRow(s.session.id)).toMatchObject({ totalSeconds: atOnce, videoSeconds: 30 });

    // Each further request at the same moment: viewing is counted up to the grace already, play time
    // gets the rest of it once. Not a day, not 30 s a request.
    for (let i = 0; i < 14; i += 1) await postActivity(t, { view_token: s.token, events: flood });
    const row = await sessionRow(s.session.id);
    expect(row.totalSeconds).toBeCloseTo(atOnce, 3);
    expect(row.videoSeconds).toBeCloseTo(atOnce, 3);
    const onPage = (await timeOf(s.session.id)).find((r) => r.assetId === s.a1 && r.kind === 'view');
    expect(onPage?.seconds).toBeCloseTo(atOnce, 3);
    expect(await insightsOf(s)).toMatchObject({ views: 1, total_seconds: atOnce });

    // A minute later, the window and the grace again: less than the minute that passed.
    clock.advance(60);
    for (let i = 0; i < 5; i += 1) await postActivity(t, { view_token: s.token, events: flood });
    expect((await sessionRow(s.session.id)).totalSeconds).toBeCloseTo(2 * atOnce, 3);
  });

  it('keeps an honest viewer’s seconds exact: late, early and retried beacons, the fraction at pagehide', async () => {
    const s = await openedWithVideo();
    const beacon = (seconds: number) =>
      postActivity(t, {
        view_token: s.token,
        events: [
          { type: 'time', asset_id: s.a1, page: 0, seconds },
          { type: 'video', asset_id: s.video, seconds },
        ],
      });
    let sent = 0;
    for (const [wait, seconds] of [
      [15, 15],
      [17, 15], // this one came late, the next one early
      [13, 15],
      [600, 0], // the tab was hidden: nothing to count
      [15, 15],
      [15, 0], // a lost connection: kept for the next heartbeat
      [15, 30],
      [4, 3.6], // pagehide: the fraction of the last heartbeat
    ] as const) {
      clock.advance(wait);
      if (seconds > 0) expect((await beacon(seconds)).statusCode).toBe(200);
      sent += seconds;
    }
    const row = await sessionRow(s.session.id);
    expect(row.totalSeconds).toBeCloseTo(sent, 3);
    expect(row.videoSeconds).toBeCloseTo(sent, 3);
    const rows = await timeOf(s.session.id);
    expect(rows.map((r) => [r.kind, r.seconds])).toEqual(
      expect.arrayContaining([
        ['view', expect.closeTo(sent, 3)],
        ['video', expect.closeTo(sent, 3)],
      ]),
    );
    expect(await insightsOf(s)).toMatchObject({ views: 1, total_seconds: Math.round(sent) });
  });
});
