import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { assets } from '../assets/assets.table.ts';

let t: TestApp;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'folio-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Folio</title></head><body></body></html>',
  );
  await writeFile(
    path.join(webDist, 'recipient.html'),
    '<!doctype html><html><head><title>Folio</title></head><body id="recipient-entry"></body></html>',
  );
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

async function sharedPresentation(settings: Record<string, unknown>, thumbnail?: string) {
  const owner = await buildUser(t.app, { first_name: 'Dana', last_name: 'Reyes' });
  const { id } = (
    await call(t, 'POST', '/api/presentations', owner.headers, { title: 'Ocean "View" <Villa>' })
  ).json();
  await call(t, 'PATCH', `/api/presentations/${id}`, owner.headers, {
    opening_msg: '<p>Welcome <strong>home</strong>, Sam</p>',
  });
  if (thumbnail)
    await t.database.db
      .insert(assets)
      .values({ presentationId: id, type: 'image', title: 'Front door', position: 0, thumbnail });
  const link = (await call(t, 'POST', `/api/presentations/${id}/share-link`, owner.headers, settings)).json();
  return link as { hash: string; share_link: string };
}

const page = async (url: string) =>
  (await t.app.inject({ url, headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' } })).body;

describe('the card a shared link unfurls into', () => {
  it('writes the title, the opening message and noindex into an individual link’s page, escaped', async () => {
    const link = await sharedPresentation({ name: 'Client' });
    const html = await page(new URL(link.share_link).pathname);
    expect(html).toContain('<title>Ocean &quot;View&quot; &lt;Villa&gt;</title>');
    expect(html).toContain('<meta property="og:title" content="Ocean &quot;View&quot; &lt;Villa&gt;">');
    expect(html).toContain('<meta property="og:description" content="Welcome home, Sam">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(await page(`/client/presentations/${link.hash}`)).toContain('og:title');
  });

  it("writes a title and message holding replacement patterns ($&, $`, $', $1) as they are", async () => {
    const owner = await buildUser(t.app);
    const title = "Tom's $& $` $' $1 $$ villa";
    const { id } = (await call(t, 'POST', '/api/presentations', owner.headers, { title })).json();
    await call(t, 'PATCH', `/api/presentations/${id}`, owner.headers, {
      opening_msg: "<p>Price: $' and $`</p>",
    });
    const link = (
      await call(t, 'POST', `/api/presentations/${id}/share-link`, owner.headers, { name: 'Client' })
    ).json();
    const html = await page(new URL(link.share_link).pathname);
    const escaped = 'Tom&#39;s $&amp; $` $&#39; $1 $$ villa';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(html).toContain('<meta property="og:description" content="Price: $&#39; and $`">');
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('lets search engines index a public link, and keeps a gated link’s content out of its card', async () => {
    const open = await sharedPresentation({ is_public: true });
    expect(await page(new URL(open.share_link).pathname)).toContain(
      '<meta name="robots" content="index, follow">',
    );
    const gated = await sharedPresentation({ name: 'Client', require_email: true });
    const html = await page(new URL(gated.share_link).pathname);
    expect(html).toContain('content="Dana Reyes shared a presentation with you."');
    expect(html).not.toContain('Welcome');
  });

  it('shows the first asset’s thumbnail when the cover has no picture, unless the link keeps pages from being saved', async () => {
    const thumbnail = 'https://files.example.com/assets/1/thumb.jpg';
    const open = await sharedPresentation({ name: 'Client' }, thumbnail);
    const html = await page(new URL(open.share_link).pathname);
    expect(html).toContain(`<meta property="og:image" content="${thumbnail}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const kept = await sharedPresentation({ name: 'Client', prevent_download: true }, thumbnail);
    expect(await page(new URL(kept.share_link).pathname)).not.toContain('og:image');
  });

  it('leaves other pages and unknown links as they are', async () => {
    for (const url of ['/c/p/0123456789abcdef0123456789abcdef01234567', '/presentations', '/login']) {
      const html = await page(url);
      expect(html).toContain('<title>Folio</title>');
      expect(html).not.toContain('og:title');
    }
  });
});

describe('the page a recipient path loads', () => {
  it('is the light recipient entry, with the card written in, at every recipient path', async () => {
    const link = await sharedPresentation({ name: 'Client' });
    for (const url of [
      new URL(link.share_link).pathname,
      `/c/p/${link.hash}`,
      `/client/presentations/${link.hash}`,
      `/c/d/${link.hash}/brochure`,
      `/client/documents/${link.hash}`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('id="recipient-entry"');
      expect(response.body).toContain(
        '<meta property="og:title" content="Ocean &quot;View&quot; &lt;Villa&gt;">',
      );
    }
    const open = await sharedPresentation({ is_public: true });
    expect(await page(`/presentations/${open.hash}`)).toContain('id="recipient-entry"');
    // A bare /{token} (spec §2) is a recipient page too.
    expect(await page(`/${open.hash}`)).toContain('id="recipient-entry"');
  });

  it('is the recipient entry without a card for an unknown link, and the app for every other page', async () => {
    const unknown = await page('/c/p/0123456789abcdef0123456789abcdef01234567?name=Sam');
    expect(unknown).toContain('id="recipient-entry"');
    expect(unknown).not.toContain('og:title');
    // The recipient routes' /404 variants are the app's pages (the light entry shows only links).
    for (const url of [
      '/',
      '/login',
      '/presentations',
      '/presentations/received',
      '/presentations/12',
      '/c/p/404',
      '/client/documents/404',
    ]) {
      const html = await page(url);
      expect(html).toContain('<title>Folio</title>');
      expect(html).not.toContain('recipient-entry');
    }
  });
});

describe('the picture a recipient’s page preloads', () => {
  async function withPhoto(settings: Record<string, unknown>, photo: Partial<typeof assets.$inferInsert>) {
    const owner = await buildUser(t.app);
    const { id } = (await call(t, 'POST', '/api/presentations', owner.headers, { title: 'Villa' })).json();
    await t.database.db.insert(assets).values({
      presentationId: id,
      type: 'image',
      title: 'Front door',
      position: 0,
      fileKey: 'uploads/front-door.jpg',
      filename: 'front-door.jpg',
      convertedFiles: ['pages/front-door/page-0001.jpg'],
      pageSizes: [[1600, 1200]],
      ...photo,
    });
    const link = (
      await call(t, 'POST', `/api/presentations/${id}/share-link`, owner.headers, settings)
    ).json();
    return link as { hash: string; share_link: string };
  }
  const preloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

  it('is the first picture, with the very URL and srcset the page’s image element asks for', async () => {
    const link = await withPhoto({ is_public: true }, {});
    const view = (await t.app.inject({ url: `/api/client/presentations/${link.hash}` })).json();
    const [photo] = view.presentation.assets;
    const src: string = photo.converted_files[0];
    expect(src).toMatch(/^http:\/\/folio\.test\/api\/client\/files\/[0-9a-f]{40}\.p\d+-0\.\d+\.[\w-]{32}$/);
    // What uploaded-asset-view.tsx writes: pageImageSrcset(src, page width) and PAGE_IMAGE_SIZES.
    const srcset = `${src}?w=800 800w, ${src} 1600w`;
    expect(preloads(await page(`/presentations/${link.hash}`))).toEqual([
      `<link rel="preload" as="image" href="${src}" imagesrcset="${srcset}" imagesizes="(max-width: 480px) 100vw, 688px" fetchpriority="high">`,
    ]);
  });

  it('has no srcset for a small picture, and is the original of a GIF', async () => {
    const small = await withPhoto({ is_public: true }, { pageSizes: [[640, 480]] });
    const [smallPhoto] = (await t.app.inject({ url: `/api/client/presentations/${small.hash}` })).json()
      .presentation.assets;
    expect(preloads(await page(`/presentations/${small.hash}`))).toEqual([
      `<link rel="preload" as="image" href="${smallPhoto.converted_files[0]}" fetchpriority="high">`,
    ]);
    const gif = await withPhoto({ is_public: true }, { fileKey: 'uploads/wave.gif', filename: 'wave.gif' });
    const [gifPhoto] = (await t.app.inject({ url: `/api/client/presentations/${gif.hash}` })).json()
      .presentation.assets;
    expect(gifPhoto.file).toMatch(/\/api\/client\/files\/[0-9a-f]{40}\.o\d+\./);
    expect(preloads(await page(`/presentations/${gif.hash}`))).toEqual([
      `<link rel="preload" as="image" href="${gifPhoto.file}" fetchpriority="high">`,
    ]);
  });

  it('is left out behind a gate, on links that keep pages from being saved, and for hidden assets', async () => {
    for (const [settings, photo] of [
      [{ name: 'Client', require_email: true }, {}],
      [{ name: 'Client', password_protect: 'harbor' }, {}],
      [{ name: 'Client', prevent_download: true }, {}],
      [{ is_public: true }, { isHidden: true }],
    ] as const) {
      const link = await withPhoto(settings, photo);
      const html = await page(new URL(link.share_link).pathname);
      expect(html).toContain('og:title');
      expect(preloads(html)).toEqual([]);
    }
  });

  it('escapes what it writes', async () => {
    const link = await withPhoto(
      { is_public: true },
      { fileKey: 'uploads/a".gif', filename: 'a"><script>.gif' },
    );
    const html = await page(`/presentations/${link.hash}`);
    expect(preloads(html)).toHaveLength(1);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('uploads/');
  });
});
