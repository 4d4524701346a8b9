import type { PresentationInsights, ViewerInsights } from '@folio/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { BROWSER, buildSharedPresentation, newVisitor } from '../viewer/viewer.test-utils.ts';

let t: TestApp;
beforeAll(async () => {
  // A free user: QR codes are open to every plan.
  t = await createTestApp({ env: { TRIAL_DAYS: '0' } });
});
afterAll(() => t.close());

const qrUrl = (presentationId: number, linkId: number, format?: string) =>
  `/api/presentations/${presentationId}/share-links/${linkId}/qr-code${format ? `?format=${format}` : ''}`;

describe('a share link’s QR code', () => {
  it('downloads as a print-ready PNG and SVG, for its owner only', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share({ name: 'Open house · Saturday' });
    const png = await call(t, 'GET', qrUrl(s.p.id, link.id), s.owner.headers);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toContain('filename="qr-open-house-saturday.png"');
    const meta = await sharp(png.rawPayload).metadata();
    expect(meta.width).toBeGreaterThanOrEqual(1024);
    expect(meta.height).toBe(meta.width);
    // A quiet zone: the border is white all around.
    const { data, info } = await sharp(png.rawPayload)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const border = Math.floor(info.width / 20);
    for (const [x, y] of [
      [border, border],
      [info.width - border, border],
      [border, info.height - border],
      [info.width - border, info.height - border],
    ])
      expect(data[y! * info.width + x!]).toBe(255);

    const svg = await call(t, 'GET', qrUrl(s.p.id, link.id, 'svg'), s.owner.headers);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-disposition']).toContain('filename="qr-open-house-saturday.svg"');
    const [, viewBox] = /viewBox="0 0 (\d+) \1"/.exec(svg.body) ?? [];
    // Version-n codes are 17 + 4n modules wide, plus 4 modules of quiet zone on each side.
    expect((Number(viewBox) - 8 - 17) % 4).toBe(0);
    expect(svg.body).toMatch(/^<svg[^>]* width="1024" height="1024"/);
    expect(svg.body).toContain('<path fill="#ffffff"');
    expect(svg.body).not.toMatch(/<script|on\w+=/i);

    const stranger = await buildUser(t.app);
    expect((await call(t, 'GET', qrUrl(s.p.id, link.id), stranger.headers)).statusCode).toBe(404);
    expect((await call(t, 'GET', qrUrl(s.p.id, link.id, 'gif'), s.owner.headers)).statusCode).toBe(400);
  });

  it('records views opened with ?src=qr as from the QR code in insights', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const open = (query: string) =>
      t.app.inject({
        url: `/api/client/presentations/${link.hash}${query}`,
        headers: { 'user-agent': BROWSER },
        remoteAddress: newVisitor(),
      });
    expect((await open('?src=qr')).statusCode).toBe(200);
    expect((await open('?src=newsletter')).statusCode).toBe(200);
    const insights = (
      await call(t, 'GET', `/api/presentation-insights/${s.p.id}`, s.owner.headers)
    ).json() as PresentationInsights;
    const key = insights.viewers.results[0]!.key;
    const viewer = (
      await call(t, 'GET', `/api/presentation-insights/${s.p.id}/user/${key}`, s.owner.headers)
    ).json() as ViewerInsights;
    // Newest first: the second open (another source: none), then the one from the QR code.
    expect(viewer.sessions.map((session) => session.source)).toEqual([null, 'qr']);
  });
});
