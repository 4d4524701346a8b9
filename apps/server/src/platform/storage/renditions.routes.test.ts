import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../modules/assets/assets.table.ts';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
const PAGES = 'pages/5f2b7c0e9a1d4c3b8e6f0a2d4c6b8e0f';
beforeAll(async () => {
  t = await createTestApp();
  const owner = await buildUser(t.app);
  headers = owner.headers;
  const { id } = (await call(t, 'POST', '/api/presentations', headers, { title: 'Pages' })).json();
  await t.database.db.insert(assets).values({
    presentationId: id,
    type: 'file',
    position: 0,
    convertedFiles: [`${PAGES}/page-0001.jpg`],
  });
  const dir = path.join(t.dataDir, 'files', PAGES);
  await mkdir(dir, { recursive: true });
  const page = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
  await writeFile(path.join(dir, 'page-0001.jpg'), page);
});
afterAll(() => t.close());

describe('the smaller copy of a page image', () => {
  it('is the page 800 px wide, made once and kept beside the page, cached like the page, for its owner only', async () => {
    const url = `/api/renditions/800/${PAGES}/page-0001.jpg`;
    const [first, second] = await Promise.all([
      t.app.inject({ url, headers }),
      t.app.inject({ url, headers }),
    ]);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });
    }
    expect((await readdir(path.join(t.dataDir, 'files', PAGES))).sort()).toEqual([
      'page-0001-w800.jpg',
      'page-0001.jpg',
    ]);
    expect((await t.app.inject({ url, headers })).rawPayload.length).toBe(first!.rawPayload.length);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const stranger = await buildUser(t.app);
    expect((await t.app.inject({ url, headers: stranger.headers })).statusCode).toBe(404);
  });

  it('exists only at the fixed widths, for stored page images', async () => {
    for (const url of [
      `/api/renditions/1200/${PAGES}/page-0001.jpg`,
      `/api/renditions/80000/${PAGES}/page-0001.jpg`,
      `/api/renditions/800/${PAGES}/page-0002.jpg`,
      `/api/renditions/800/${PAGES}/page-0001-w800.jpg`,
      '/api/renditions/800/uploads/photo.jpg',
      `/api/renditions/800/${PAGES}/../../secrets/upload-signing.key`,
    ])
      expect((await t.app.inject({ url, headers })).statusCode, url).toBe(404);
  });
});
