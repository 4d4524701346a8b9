import type { PresentationInsights, ViewerInsights } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation, openLink, postActivity } from '../viewer/viewer.test-utils.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

describe('insights: the cover and the closing message have their own time', () => {
  it('reports them apart from the assets, per session and in the totals', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const a1 = s.assets[0]!.id;
    const post = async (token: string, events: object[]) =>
      expect((await postActivity(t, { view_token: token, events })).statusCode).toBe(200);
    const [first, second] = [
      (await openLink(t, link.hash)).body.view_token!,
      (await openLink(t, link.hash)).body.view_token!,
    ];
    clock.advance(30);
    await post(first, [
      { type: 'time', seconds: 4 }, // an older client: no part is the cover
      { type: 'time', asset_id: a1, page: 0, seconds: 10 },
      { type: 'time', part: 'closing', seconds: 3 },
    ]);
    await post(second, [
      { type: 'time', part: 'cover', seconds: 6 },
      { type: 'time', part: 'closing', seconds: 2 },
    ]);
    // A part names the presentation's own sections: with an asset it cannot be true.
    const wrong = await postActivity(t, {
      view_token: second,
      events: [{ type: 'time', asset_id: a1, part: 'closing', seconds: 5 }],
    });
    expect(wrong.json()).toEqual({ accepted: 0, dropped: 1 });

    const insights = (
      await call(t, 'GET', `/api/presentation-insights/${s.p.id}`, s.owner.headers)
    ).json() as PresentationInsights;
    expect(insights).toMatchObject({ total_seconds: 25, cover_seconds: 10, closing_seconds: 5 });
    expect(insights.assets.find((a) => a.id === a1)).toMatchObject({ seconds: 10 });

    const key = insights.viewers.results[0]!.key;
    const viewer = (
      await call(t, 'GET', `/api/presentation-insights/${s.p.id}/user/${key}`, s.owner.headers)
    ).json() as ViewerInsights;
    expect(
      viewer.sessions
        .map((session) => [session.total_seconds, session.cover_seconds, session.closing_seconds])
        .sort(),
    ).toEqual([
      [17, 4, 3],
      [8, 6, 2],
    ]);
    expect(viewer.sessions.flatMap((session) => session.assets)).toMatchObject([
      { asset_id: a1, seconds: 10, video_seconds: 0 },
    ]);
  });
});
