import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SCREENSHOT_MESSAGES } from '@folio/converters';
import type { Asset } from '@folio/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { openLink } from '../viewer/viewer.test-utils.ts';

/** A local website: a red page that also asks for the cloud metadata address and a private host. */
const requests: string[] = [];
let site: http.Server;
let siteUrl = '';
beforeAll(async () => {
  site = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    response.setHeader('content-type', 'text/html');
    response.end(
      '<!doctype html><title>Red House</title><body style="margin:0;background:#d00000">' +
        '<img src="http://169.254.169.254/latest/meta-data/iam.png">' +
        '<script>fetch("http://10.0.0.1/private").catch(() => {})</script></body>',
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => site.close(resolve)));

async function websiteAsset(t: TestApp, headers: Headers) {
  const p = (await call(t, 'POST', '/api/presentations', headers, { title: 'Listing' })).json() as {
    id: number;
  };
  const asset = (
    await call(t, 'POST', `/api/presentations/${p.id}/assets`, headers, { type: 'website', website: siteUrl })
  ).json() as Asset;
  return { presentationId: p.id, asset };
}

/** The asset once its screenshot job has ended. */
async function afterJob(t: TestApp, headers: Headers, presentationId: number, assetId: number) {
  const deadline = Date.now() + 100_000;
  for (;;) {
    const detail = (await call(t, 'GET', `/api/presentations/${presentationId}`, headers)).json();
    const asset = (detail.assets as Asset[]).find((a) => a.id === assetId)!;
    if (['done', 'failed'].includes(asset.job_thumbnail_status ?? '') || Date.now() > deadline) return asset;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe('a website’s screenshot as thumbnail', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The tests' local site is on loopback: allowed here as for every other outbound fetch in tests.
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is taken in headless Chromium by a job, shown to the editor and to recipients, then back to original', async () => {
    const user = await buildUser(t.app);
    const { presentationId, asset } = await websiteAsset(t, user.headers);
    expect(asset).toMatchObject({ type: 'link', title: 'Red House', thumbnail_is_original: true });
    const url = `/api/presentations/${presentationId}/assets/${asset.id}`;
    const queued = await call(t, 'PATCH', url, user.headers, { is_using_screenshot: true });
    expect(queued.json()).toMatchObject({ is_using_screenshot: true, job_thumbnail_status: 'queued' });

    const done = await afterJob(t, user.headers, presentationId, asset.id);
    expect(done).toMatchObject({ job_thumbnail_status: 'done', is_using_screenshot: true });
    expect(done.thumbnail).toBe(done.thumbnail_screenshot);
    const shot = await t.app.inject({ url: new URL(done.thumbnail!).pathname, headers: user.headers });
    const { width, height } = await sharp(shot.rawPayload).metadata();
    expect([width, height]).toEqual([640, 400]);
    const [r, g, b] = (await sharp(shot.rawPayload).stats()).channels.map((c) => c.mean);
    expect(r).toBeGreaterThan(180);
    expect(g! + b!).toBeLessThan(60);
    // The page's requests for the metadata and a private address never left the browser's guard.
    expect(requests.every((path) => path === '/' || path === '/favicon.ico')).toBe(true);

    const link = (
      await call(t, 'POST', `/api/presentations/${presentationId}/share-link`, user.headers, { name: 'Jane' })
    ).json();
    const { body } = await openLink(t, link.hash);
    const card = (body.presentation.assets as Asset[])[0]!;
    expect(card.thumbnail).toMatch(/\/api\/client\/files\/[0-9a-f]{40}\.c\d+\./);
    const served = await t.app.inject({ url: new URL(card.thumbnail!).pathname });
    expect(served.rawPayload.equals(shot.rawPayload)).toBe(true);

    const back = await call(t, 'PATCH', url, user.headers, { is_using_screenshot: false });
    expect(back.json()).toMatchObject({
      thumbnail: null,
      thumbnail_is_original: true,
      is_using_screenshot: false,
      thumbnail_screenshot: done.thumbnail_screenshot,
    });
    // Its screenshot is kept: choosing it again needs no new job.
    const again = await call(t, 'PATCH', url, user.headers, { is_using_screenshot: true });
    expect(again.json()).toMatchObject({
      thumbnail: done.thumbnail_screenshot,
      job_thumbnail_status: 'done',
    });
  }, 120_000);
});

describe('a website on a private address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ allowLoopbackFetch: false });
  });
  afterAll(() => t.close());

  it('is refused when loopback is not allowed: the page is never requested and the thumbnail stays', async () => {
    const user = await buildUser(t.app);
    const { presentationId, asset } = await websiteAsset(t, user.headers);
    const before = requests.length;
    const url = `/api/presentations/${presentationId}/assets/${asset.id}`;
    await call(t, 'PATCH', url, user.headers, { is_using_screenshot: true });
    const failed = await afterJob(t, user.headers, presentationId, asset.id);
    expect(failed).toMatchObject({
      job_thumbnail_status: 'failed',
      is_using_screenshot: false,
      thumbnail_screenshot: null,
      thumbnail: asset.thumbnail,
      thumbnail_is_original: true,
    });
    expect(requests.length).toBe(before);
    expect(SCREENSHOT_MESSAGES.refused).toBe('This website cannot be reached from Folio.');
  }, 120_000);
});
