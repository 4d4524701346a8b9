import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SHARE_LINK_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { assets } from '../assets/assets.table.ts';
import { buildSharedPresentation, openLink, unlock } from '../viewer/viewer.test-utils.ts';

let t: TestApp;
let free: TestApp;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'folio-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>F</title></head></html>',
  );
  await writeFile(
    path.join(webDist, 'recipient.html'),
    '<html><head><title>F</title></head><body></body></html>',
  );
  [t, free] = await Promise.all([createTestApp({ webDist }), createTestApp({ env: { TRIAL_DAYS: '0' } })]);
});
afterAll(() => Promise.all([t.close(), free.close()]));

const WIDTH = 1600;
const HEIGHT = 1200;

/** A page as the converter leaves it: a light page with a dark block in its top left corner. */
const pageImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f4f4f0' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="${width / 10}" y="${height / 10}" width="${width / 4}" height="${height / 8}" fill="#34495e"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 82 })
    .toBuffer();

const get = (url: string) => t.app.inject({ method: 'GET', url: url.replace('http://folio.test', '') });

/** Raw grey pixels of a JPEG, at the clean page's size. */
const grey = (image: Buffer) =>
  sharp(image).resize(WIDTH, HEIGHT, { fit: 'fill' }).greyscale().raw().toBuffer();

/** How many pixels differ by more than `threshold` grey levels. */
async function differing(a: Buffer, b: Buffer, threshold = 12) {
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  let count = 0;
  for (let i = 0; i < x.length; i += 1) if (Math.abs(x[i]! - y[i]!) > threshold) count += 1;
  return count;
}

type Answer = {
  presentation: {
    prevent_download: boolean;
    assets: {
      file: string | null;
      thumbnail: string | null;
      converted_files: string[];
      page_thumbnails: string[];
    }[];
  };
  view_token: string | null;
};

/** A shared presentation whose first asset's pages, thumbnails and cover are real page images. */
async function watermarkedShare(settings: object = {}) {
  const s = await buildSharedPresentation(t);
  const first = s.assets[0]!;
  const clean = await pageImage(WIDTH, HEIGHT);
  const thumbnail = await pageImage(400, 300);
  const write = async (key: string, bytes: Buffer) => {
    const file = path.join(t.dataDir, 'files', key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  };
  const pages = first.convertedFiles.map((key) => key.replace(/\.png$/, '.jpg'));
  const thumbs = first.pageThumbnails.map((key) => key.replace(/page-/, 'thumb-').replace(/\.png$/, '.jpg'));
  await Promise.all([...pages.map((k) => write(k, clean)), ...thumbs.map((k) => write(k, thumbnail))]);
  await write(first.fileKey!, Buffer.from('%PDF-1.4 original\n%%EOF\n'));
  await t.database.db
    .update(assets)
    .set({
      convertedFiles: pages,
      pageThumbnails: thumbs,
      thumbnail: `http://folio.test/api/files/${thumbs[0]}`,
    })
    .where(eq(assets.id, first.id));
  const link = await s.share({ watermark: true, watermark_opacity: 40, ...settings });
  return { ...s, link, clean, thumbnail, pages, thumbs };
}

describe('burned-in watermark', () => {
  it('draws the viewer into every page image and thumbnail, differently for each viewer', async () => {
    const s = await watermarkedShare();
    const { body } = (await openLink(t, s.link.hash)) as unknown as { body: Answer };
    expect(body.view_token).toEqual(expect.any(String));
    const asset = body.presentation.assets[0]!;
    const page = await get(asset.converted_files[0]!);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/jpeg');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(await sharp(page.rawPayload).metadata()).toMatchObject({ width: WIDTH, height: HEIGHT });
    // Text tiled over the whole page: many pixels changed, in every quarter of it.
    const changed = await differing(page.rawPayload, s.clean);
    expect(changed).toBeGreaterThan(WIDTH * HEIGHT * 0.01);
    const quarters = await Promise.all(
      [0, 1].flatMap((row) =>
        [0, 1].map(async (column) => {
          const region = {
            left: (column * WIDTH) / 2,
            top: (row * HEIGHT) / 2,
            width: WIDTH / 2,
            height: HEIGHT / 2,
          };
          const crop = (image: Buffer) => sharp(image).extract(region).jpeg().toBuffer();
          return differing(await crop(page.rawPayload), await crop(s.clean));
        }),
      ),
    );
    for (const count of quarters) expect(count).toBeGreaterThan(1000);
    // Served again from the cache: the same drawing.
    expect((await get(asset.converted_files[0]!)).rawPayload.equals(page.rawPayload)).toBe(true);

    const thumbnail = await get(asset.page_thumbnails[0]!);
    expect(thumbnail.statusCode).toBe(200);
    expect(await differing(thumbnail.rawPayload, s.thumbnail)).toBeGreaterThan(WIDTH * HEIGHT * 0.005);
    const cover = await get(asset.thumbnail!);
    expect(await differing(cover.rawPayload, s.thumbnail)).toBeGreaterThan(WIDTH * HEIGHT * 0.005);
    const smaller = await get(`${asset.converted_files[0]!}?w=800`);
    expect(await sharp(smaller.rawPayload).metadata()).toMatchObject({ width: 800 });
    expect(await differing(smaller.rawPayload, s.clean)).toBeGreaterThan(WIDTH * HEIGHT * 0.01);

    // Another viewer, who gave their e-mail: another text, so other pixels.
    const gated = await watermarkedShare({ require_email: true });
    const viewer = (await unlock(t, gated.link.hash, { email: 'jane.buyer@example.com' })) as unknown as {
      body: Answer;
    };
    const anonymous = (await openLink(t, s.link.hash)) as unknown as { body: Answer };
    const [theirs, other] = await Promise.all([
      get(viewer.body.presentation.assets[0]!.converted_files[0]!),
      get(anonymous.body.presentation.assets[0]!.converted_files[0]!),
    ]);
    expect(theirs.statusCode).toBe(200);
    expect(await differing(theirs.rawPayload, page.rawPayload)).toBeGreaterThan(1000);
    // 'Anonymous viewer #{session}': only the number's digits differ.
    expect(await differing(other.rawPayload, page.rawPayload)).toBeGreaterThan(100);
  });

  it('serves the clean page through no URL: answer, unbound or forged URLs, originals, link card, clone', async () => {
    const s = await watermarkedShare();
    const { response, body } = (await openLink(t, s.link.hash)) as unknown as {
      response: { body: string };
      body: Answer;
    };
    for (const key of [...s.pages, ...s.thumbs]) expect(response.body).not.toContain(key);
    expect(body.presentation.prevent_download).toBe(true);
    const asset = body.presentation.assets[0]!;
    expect(asset.file).toBeNull();
    const urls = [...asset.converted_files, ...asset.page_thumbnails, asset.thumbnail!];
    for (const url of urls) {
      const served = await get(url);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(s.clean) || served.rawPayload.equals(s.thumbnail)).toBe(false);
    }
    // The same files without a view session (as an unwatermarked link would name them), or for a session
    // of another link, or an original: 404.
    const unbound = asset.converted_files[0]!.replace(/\.[\w-]{22}\.([\w-]{32})$/, '.$1');
    expect(unbound).not.toBe(asset.converted_files[0]);
    expect((await get(unbound)).statusCode).toBe(404);
    const elsewhere = await watermarkedShare();
    const theirs = ((await openLink(t, elsewhere.link.hash)) as unknown as { body: Answer }).body;
    const binding = /\.([\w-]{22})\.[\w-]{32}$/.exec(theirs.presentation.assets[0]!.converted_files[0]!)![1]!;
    const forged = asset.converted_files[0]!.replace(/\.[\w-]{22}\.([\w-]{32})$/, `.${binding}.$1`);
    expect((await get(forged)).statusCode).toBe(404);

    const html = (
      await t.app.inject({
        url: `/c/p/${s.link.hash}`,
        headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' },
      })
    ).body;
    expect(html).toContain('og:title');
    expect(html).not.toMatch(/\/api\/client\/files\/[0-9a-f]{40}\.[pt]\d/);

    const recipient = await buildUser(t.app);
    const clone = await call(t, 'POST', `/api/presentations/${s.p.id}/clone`, recipient.headers, {
      hash: s.link.hash,
    });
    expect(clone.statusCode).toBe(403);
  });

  it('is a premium setting with an opacity from 5 to 60 percent', async () => {
    const s = await buildSharedPresentation(free);
    const refused = await call(free, 'POST', `/api/presentations/${s.p.id}/share-link`, s.owner.headers, {
      name: 'Jane',
      watermark: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: SHARE_LINK_TEXTS.premiumSetting, code: 'premium_required' });
    const mine = await buildSharedPresentation(t);
    const wrong = await call(t, 'POST', `/api/presentations/${mine.p.id}/share-link`, mine.owner.headers, {
      name: 'Jane',
      watermark: true,
      watermark_opacity: 90,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ watermark_opacity: [SHARE_LINK_TEXTS.watermarkOpacityRange] });
    const link = await mine.share({ watermark: true });
    expect(link).toMatchObject({ watermark: true, watermark_opacity: 20, prevent_download: false });
  });
});
