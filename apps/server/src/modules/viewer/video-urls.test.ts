import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FILE_URL_TTL_SECONDS } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { assets } from '../assets/assets.table.ts';
import { buildSharedPresentation, openLink } from './viewer.test-utils.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const VIDEO = Buffer.from(Array.from({ length: 64 }, (_, i) => i));

/** A shared presentation with one uploaded video (64 known bytes) besides its files. */
async function withVideo() {
  const s = await buildSharedPresentation(t);
  const key = `assets/video-${s.p.id}-${Date.now()}/clip.mp4`;
  const file = path.join(t.dataDir, 'files', key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, VIDEO);
  const [video] = await t.database.db
    .insert(assets)
    .values({
      presentationId: s.p.id,
      type: 'video',
      title: 'Walkthrough',
      position: 9,
      fileKey: key,
      filename: 'walkthrough.mp4',
      jobStatus: 'done',
    })
    .returning();
  return { ...s, video: video!, key };
}

type Opened = { presentation: { assets: { id: number; file: string | null; type: string }[] } };
const videoUrl = async (hash: string, assetId: number) => {
  const { body } = await openLink(t, hash);
  return (body as unknown as Opened).presentation.assets.find((a) => a.id === assetId)!.file;
};
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: url.replace('http://folio.test', ''), headers });

describe('videos of prevent_download links', () => {
  it('plays the file itself when downloads are allowed', async () => {
    const s = await withVideo();
    const link = await s.share();
    const url = (await videoUrl(link.hash, s.video.id))!;
    expect(url).toMatch(/^http:\/\/folio\.test\/api\/client\/files\/[0-9a-f]{40}\.o\d+\.\d+\.[\w-]{32}$/);
    const whole = await get(url);
    expect([whole.statusCode, whole.headers['content-disposition']]).toEqual([200, 'inline']);
    expect(whole.rawPayload).toEqual(VIDEO);
  });

  it('serves the video inline through a signed URL with byte ranges, and no file for other assets', async () => {
    const s = await withVideo();
    const link = await s.share({ prevent_download: true });
    const { body } = await openLink(t, link.hash);
    const files = (body as unknown as Opened).presentation.assets.map((a) => [a.type, a.file]);
    expect(files.filter(([type]) => type === 'file').every(([, file]) => file === null)).toBe(true);
    const url = (await videoUrl(link.hash, s.video.id))!;
    expect(url).toMatch(/^http:\/\/folio\.test\/api\/client\/files\/[0-9a-f]{40}\.o\d+\.\d+\.[\w-]{32}$/);
    expect(url).not.toContain(s.key);

    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(VIDEO);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-disposition': 'inline',
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-store',
      'content-length': '64',
    });

    const part = await get(url, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/64');
    expect(part.headers['content-length']).toBe('10');
    expect(part.rawPayload).toEqual(VIDEO.subarray(10, 20));

    const tail = await get(url, { range: 'bytes=-4' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(VIDEO.subarray(60));

    expect((await get(url, { range: 'bytes=100-' })).statusCode).toBe(416);
  });

  it('refuses altered tokens: another asset, a page, another link', async () => {
    const s = await withVideo();
    const link = await s.share({ prevent_download: true });
    const other = await s.share({ name: 'Other', prevent_download: true });
    const token = (await videoUrl(link.hash, s.video.id))!.split('/').pop()!;
    for (const forged of [
      token.replace(/\.o\d+\./, `.o${s.assets[0]!.id}.`),
      token.replace(/\.o(\d+)\./, '.p$1-0.'),
      token.replace(/^[0-9a-f]{40}/, other.hash),
    ])
      expect((await get(`/api/client/files/${forged}`)).statusCode).toBe(404);
  });

  it(`lives ${FILE_URL_TTL_SECONDS / 60} minutes at least, twice that at most`, async () => {
    const s = await withVideo();
    const link = await s.share({ prevent_download: true });
    const url = (await videoUrl(link.hash, s.video.id))!;
    const expiry = Number(url.split('.').at(-2));
    const left = expiry - clock.now().getTime() / 1000;
    expect(left).toBeGreaterThanOrEqual(FILE_URL_TTL_SECONDS);
    expect(left).toBeLessThanOrEqual(2 * FILE_URL_TTL_SECONDS);
    clock.advance(left - 5);
    expect((await get(url, { range: 'bytes=0-' })).statusCode).toBe(206);
    clock.advance(10);
    expect((await get(url, { range: 'bytes=0-' })).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(404);
  });
});
