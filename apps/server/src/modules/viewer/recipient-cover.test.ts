import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { assets } from '../assets/assets.table.ts';
import { presentations } from '../presentations/presentations.table.ts';

let t: TestApp;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'folio-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Folio</title>');
  await writeFile(
    path.join(webDist, 'recipient.html'),
    '<!doctype html><html><head><title>Folio</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

async function shared(
  settings: Record<string, unknown>,
  cover: Partial<typeof presentations.$inferInsert> = {},
) {
  const owner = await buildUser(t.app, { first_name: 'Dana', last_name: 'Reyes' });
  const { id } = (
    await call(t, 'POST', '/api/presentations', owner.headers, { title: 'Ocean "View" <Villa>' })
  ).json();
  await t.database.db
    .update(presentations)
    .set({ openingMsg: '<p>Welcome <strong>home</strong></p>', ...cover })
    .where(eq(presentations.id, id));
  await t.database.db.insert(assets).values({
    presentationId: id,
    type: 'image',
    title: 'Front <door>',
    position: 0,
    fileKey: 'uploads/front-door.jpg',
    filename: 'front-door.jpg',
    convertedFiles: ['pages/front-door/page-0001.jpg'],
    pageSizes: [[1600, 1200]],
  });
  const link = (await call(t, 'POST', `/api/presentations/${id}/share-link`, owner.headers, settings)).json();
  return { ...(link as { hash: string; share_link: string }), owner };
}

const root = async (url: string) => {
  const html = (await t.app.inject({ url })).body;
  return /<div id="root">(.*)<\/div><\/body>/s.exec(html)?.[1] ?? '';
};

describe('the cover a link’s page shows before its script runs', () => {
  it('is the sender bar, the cover, the opening message and the first picture, as the page’s script draws them', async () => {
    const link = await shared({ is_public: true });
    const html = await root(`/presentations/${link.hash}`);
    expect(html).toContain('data-testid="recipient-header"');
    expect(html).toContain('style="background-color:#34495e" class="flex min-h-56');
    expect(html).toContain('>Ocean &quot;View&quot; &lt;Villa&gt;</h1>');
    expect(html).toContain('<p class="text-lg font-semibold">Dana Reyes</p>');
    expect(html).toContain('<p>Welcome <strong>home</strong></p>');
    const view = (await t.app.inject({ url: `/api/client/presentations/${link.hash}` })).json();
    const src = view.presentation.assets[0].converted_files[0];
    expect(html).toContain(
      `<img src="${src}" srcset="${src}?w=800 800w, ${src} 1600w" sizes="(max-width: 480px) 100vw, 688px" alt="Front &lt;door&gt;" loading="eager" fetchpriority="high" width="1600" height="1200"`,
    );
  });

  it('never passes on markup the rich-text allow-list refuses, nor unescaped text', async () => {
    const link = await shared(
      { is_public: true },
      {
        openingMsg: '<p onclick="steal()">Hi</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        createdByText: '</p><script>alert(2)</script>',
        createdByTextColor: '#ffffff',
      },
    );
    const html = await root(`/presentations/${link.hash}`);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<p class="break-words" style="color:#ffffff">&lt;/p&gt;&lt;script&gt;alert(2)');
    expect(html).not.toMatch(/<script|onerror|onclick|<img src=x/);
  });

  it('is left to the script behind a gate, with the sender’s white label, and for colours that are not plain hex', async () => {
    const gated = await shared({ name: 'Client', require_email: true });
    expect(await root(new URL(gated.share_link).pathname)).toBe('');
    const odd = await shared({ is_public: true }, { backgroundColor: 'red;background:url(x)' });
    expect(await root(`/presentations/${odd.hash}`)).toBe('');
    const branded = await shared({ is_public: true });
    await t.database.db
      .update(users)
      .set({ showWhiteLabel: true })
      .where(eq(users.email, branded.owner.email));
    expect(await root(`/presentations/${branded.hash}`)).toBe('');
  });

  it('has the cover but not the picture on a link that keeps pages from being saved', async () => {
    const link = await shared({ name: 'Client', prevent_download: true });
    const html = await root(new URL(link.share_link).pathname);
    expect(html).toContain('</h1>');
    expect(html).not.toContain('<img');
  });
});
