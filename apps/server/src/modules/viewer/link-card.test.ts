import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'folio-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Folio</title></head><body></body></html>',
  );
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

async function sharedPresentation(settings: Record<string, unknown>) {
  const owner = await buildUser(t.app, { first_name: 'Dana', last_name: 'Reyes' });
  const { id } = (
    await call(t, 'POST', '/api/presentations', owner.headers, { title: 'Ocean "View" <Villa>' })
  ).json();
  await call(t, 'PATCH', `/api/presentations/${id}`, owner.headers, {
    opening_msg: '<p>Welcome <strong>home</strong>, Sam</p>',
  });
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

  it('leaves other pages and unknown links as they are', async () => {
    for (const url of ['/c/p/0123456789abcdef0123456789abcdef01234567', '/presentations', '/login']) {
      const html = await page(url);
      expect(html).toContain('<title>Folio</title>');
      expect(html).not.toContain('og:title');
    }
  });
});
