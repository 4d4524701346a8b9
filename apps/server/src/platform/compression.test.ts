import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../modules/assets/assets.table.ts';
import {
  BROWSER,
  buildSharedPresentation,
  newVisitor,
  openLink,
} from '../modules/viewer/viewer.test-utils.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SCRIPT = `export const rooms = [${'"kitchen", "garden", '.repeat(200)}];`;

let t: TestApp;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'folio-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Folio</title>');
  await writeFile(
    path.join(webDist, 'recipient.html'),
    '<!doctype html><html><head><title>Folio</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webDist, 'assets', 'recipient-1.js'), SCRIPT);
  await writeFile(path.join(webDist, 'assets', 'recipient-1.js.br'), brotliCompressSync(SCRIPT));
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

/** The body as the browser reads it, after the Content-Encoding it was sent with. */
function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;

/** A shared presentation that also has an SVG image (compressible, 2.9 KB): its link and the image's file URL. */
async function sharedWithSvg() {
  const s = await buildSharedPresentation(t);
  const key = `assets/svg-${s.p.id}-${Date.now()}/plan.svg`;
  await mkdir(path.dirname(path.join(t.dataDir, 'files', key)), { recursive: true });
  await writeFile(path.join(t.dataDir, 'files', key), SVG);
  const [image] = await t.database.db
    .insert(assets)
    .values({
      presentationId: s.p.id,
      type: 'image',
      title: 'Plan',
      position: 9,
      fileKey: key,
      filename: 'plan.svg',
    })
    .returning();
  const link = await s.share();
  const { body } = await openLink(t, link.hash);
  const files = (body.presentation as { assets: { id: number; file: string | null }[] }).assets;
  const url = files.find((a) => a.id === image!.id)!.file!.replace('http://folio.test', '');
  return { link, url };
}

describe('compressed answers', () => {
  it('sends a recipient the presentation brotli- or gzip-compressed, as the browser accepts, the same once decoded', async () => {
    const { link } = await sharedWithSvg();
    const plain = await openLink(t, link.hash);
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    for (const [accepts, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await t.app.inject({
        url: `/api/client/presentations/${link.hash}`,
        headers: { 'accept-encoding': accepts, 'user-agent': BROWSER },
        remoteAddress: newVisitor(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.response.rawPayload.length / 2);
      expect(JSON.parse(decoded(response)).presentation).toEqual(plain.body.presentation);
    }
  });

  it('compresses the link’s page the server draws, not the small answers', async () => {
    const { link } = await sharedWithSvg();
    const page = await t.app.inject({
      url: `/presentations/${link.hash}`,
      headers: { 'accept-encoding': 'gzip, deflate, br', 'user-agent': BROWSER },
    });
    expect([page.statusCode, page.headers['content-encoding']]).toEqual([200, 'br']);
    expect(decoded(page)).toContain('data-testid="recipient-header"');

    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toBeTruthy();
  });

  it('sends the built scripts as they were compressed at build time, once', async () => {
    const script = await t.app.inject({
      url: '/assets/recipient-1.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(script.headers['content-encoding']).toBe('br');
    expect(decoded(script)).toBe(SCRIPT);
  });

  it('sends stored files as they are, whole or by byte range, whatever the browser accepts', async () => {
    const { url } = await sharedWithSvg();
    const whole = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe(String(SVG.length));
    expect(whole.body).toBe(SVG);

    const part = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br', range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-199/${SVG.length}`);
    expect(part.body).toBe(SVG.slice(100, 200));
  });
});
