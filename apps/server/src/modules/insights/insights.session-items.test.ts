import type { ViewerInsights } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { assets } from '../assets/assets.table.ts';
import { buildSharedPresentation, openLink, postActivity } from '../viewer/viewer.test-utils.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

describe('a session’s images and links, one item each', () => {
  it('names which image and which website the viewer spent time on, with the owner’s thumbnail URL', async () => {
    const s = await buildSharedPresentation(t);
    const [photo, site, untouched] = await t.database.db
      .insert(assets)
      .values([
        {
          presentationId: s.p.id,
          type: 'image' as const,
          title: 'Terrace at dusk',
          position: 10,
          fileKey: 'assets/terrace/original.jpg',
          convertedFiles: ['assets/terrace/page-0.jpg'],
          pageThumbnails: ['thumbs/terrace.jpg'],
          numberOfPages: 1,
        },
        {
          presentationId: s.p.id,
          type: 'link' as const,
          title: 'School ratings',
          position: 11,
          website: 'https://schools.example.org/district/7',
        },
        { presentationId: s.p.id, type: 'image' as const, title: 'Garage', position: 12 },
      ])
      .returning();
    const link = await s.share({ name: 'Ana Ruiz' });
    const token = (await openLink(t, link.hash)).body.view_token!;
    clock.advance(60);
    const events = [
      { type: 'page_view', asset_id: photo!.id, page: 0 },
      { type: 'time', asset_id: photo!.id, page: 0, seconds: 12 },
      { type: 'time', asset_id: site!.id, seconds: 9 },
      { type: 'time', asset_id: untouched!.id, seconds: 0 },
    ];
    expect((await postActivity(t, { view_token: token, events })).statusCode).toBe(200);

    const insightsUrl = `/api/presentation-insights/${s.p.id}`;
    const list = (await call(t, 'GET', insightsUrl, s.owner.headers)).json();
    const key = list.viewers.results[0].key as string;
    const body = (
      await call(t, 'GET', `${insightsUrl}/user/${key}`, s.owner.headers)
    ).json() as ViewerInsights;
    expect(body.sessions[0]!.assets).toEqual([
      {
        asset_id: photo!.id,
        title: 'Terrace at dusk',
        type: 'image',
        seconds: 12,
        video_seconds: 0,
        pages_seen: 1,
        thumbnail: expect.stringMatching(/^http:\/\/[^/]+\/api\/files\/thumbs\/terrace\.jpg$/),
        website: null,
      },
      {
        asset_id: site!.id,
        title: 'School ratings',
        type: 'link',
        seconds: 9,
        video_seconds: 0,
        pages_seen: 0,
        thumbnail: null,
        website: 'https://schools.example.org/district/7',
      },
    ]);
  });
});
