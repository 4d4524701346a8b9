import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { assets } from '../assets/assets.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { buildSharedPresentation, openLink, unlock } from '../viewer/viewer.test-utils.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Received = Record<string, unknown> & { id: number; share_url: string | null; read: boolean };
type Content = { assets: { id: number; title: string; file?: string; converted_files: string[] }[] };

/** A presentation of two visible assets and a hidden one, shared by e-mail with a registered user. */
async function receivedBy(settings: object = {}) {
  const s = await buildSharedPresentation(t);
  const jane = await buildUser(t.app, { first_name: 'Jane' });
  const response = await call(t, 'POST', `/api/presentations/${s.p.id}/share-email`, s.owner.headers, {
    recipients: [{ name: 'Jane', email: jane.email }],
    title: 'Ocean View Villa',
    subject: 'Your villa tour',
    message: 'Here it is',
    ...settings,
  });
  expect(response.statusCode).toBe(201);
  const link = response.json().share_links[0] as { id: number; hash: string; share_link: string };
  const tab = async () => {
    const list = await call(t, 'GET', '/api/presentations?tab=received', jane.headers);
    return (list.json().results as Received[]).find((item) => item.id === s.p.id);
  };
  return { ...s, jane, link, tab };
}

describe('a received presentation opens only through its link', () => {
  it('is not reachable through any owner or editor route of the recipient’s session', async () => {
    const r = await receivedBy();
    const hidden = r.assets[2]!.id;
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, unknown>
    >;
    const ownerPaths = Object.entries(paths).filter(
      ([path]) =>
        /^\/api\/(presentations|presentation-insights)\/\{id\}/.test(path) && !path.endsWith('/read'),
    );
    expect(ownerPaths.length).toBeGreaterThan(20);
    for (const [path, methods] of ownerPaths)
      for (const method of Object.keys(methods)) {
        const url = path
          .replace('{id}', String(r.p.id))
          .replace('{assetId}', String(hidden))
          .replace('{linkId}', String(r.link.id))
          .replace('{hash}', r.link.hash)
          .replace('{key}', 'x');
        const response = await call(t, method.toUpperCase() as 'GET', url, r.jane.headers, {});
        // The clone of a received presentation is the one action allowed: through the link, below.
        if (path.endsWith('/clone')) continue;
        expect([400, 404], `${method} ${path}: ${response.body}`).toContain(response.statusCode);
      }
    for (const url of [
      `/api/presentations/${r.p.id}`,
      `/api/presentations/${r.p.id}/assets`,
      `/api/presentations/${r.p.id}/share-links`,
      `/api/presentation-insights/${r.p.id}`,
    ])
      expect((await call(t, 'GET', url, r.jane.headers)).statusCode, url).toBe(404);
    // The owner's copy is untouched by all that.
    const owner = await call(t, 'GET', `/api/presentations/${r.p.id}`, r.owner.headers);
    expect(owner.json()).toMatchObject({ title: 'Ocean View Villa', opening_msg: 'Welcome home' });
    expect(owner.json().assets).toHaveLength(3);
  });

  it('lists the link it came by, who sent what, and nothing of the content', async () => {
    const r = await receivedBy();
    const cover = `presentations/${r.p.id}/background-0a1b2c.png`;
    await t.database.db
      .update(presentations)
      .set({ backgroundKey: cover, backgroundThumbnailKey: cover, logoKey: cover })
      .where(eq(presentations.id, r.p.id));
    await t.database.db
      .update(assets)
      .set({ thumbnail: `http://folio.test/api/files/${r.assets[0]!.pageThumbnails[0]}` })
      .where(eq(assets.presentationId, r.p.id));
    const item = await r.tab();
    expect(JSON.stringify(item)).not.toContain('/api/files/');
    expect(item).toMatchObject({
      title: 'Ocean View Villa',
      shared_by: 'Dana Reyes',
      read: false,
      share_url: r.link.share_link,
      opening_msg: '',
      closing_msg: '',
      number_of_assets: 0,
      number_of_access: 0,
      thumbnail: null,
      logo: null,
      background: null,
      folder: null,
    });
    expect(item!.share_url).toMatch(new RegExp(`^http://folio\\.test/c/p/${r.link.hash}/`));
  });

  it('asks the link’s gate of the signed-in recipient, then shows no hidden asset and records a view of that link', async () => {
    const r = await receivedBy({ password_protect: 'harbor-9', require_email: true });
    const gated = await openLink(t, r.link.hash, r.jane.headers);
    expect(gated.response.statusCode).toBe(200);
    expect(gated.body.gate).toMatchObject({ password: true, require_email: true });
    expect(gated.body.presentation).not.toHaveProperty('assets');
    expect(gated.body.view_token).toBeNull();
    expect((await r.tab())!.read).toBe(false);

    const wrong = await unlock(t, r.link.hash, { email: r.jane.email, password: 'nope' });
    expect(wrong.response.statusCode).toBe(403);
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/client/presentations/${r.link.hash}/unlock`,
      headers: { ...r.jane.headers, 'user-agent': 'Mozilla/5.0 Chrome/120 Safari/537.36' },
      payload: { email: r.jane.email, password: 'harbor-9' },
    });
    expect(opened.statusCode).toBe(200);
    const content = opened.json().presentation as Content;
    expect(content.assets.map((a) => a.title)).toEqual(['Asset 1', 'Asset 2']);
    expect(JSON.stringify(opened.json())).not.toContain('Asset 3');

    // Opening it is reading it, in the received tab too.
    expect((await r.tab())!.read).toBe(true);
    const insights = await call(t, 'GET', `/api/presentation-insights/${r.p.id}`, r.owner.headers);
    expect(insights.json().views).toBe(1);
    expect(insights.json().viewers.results[0].share_links).toEqual([
      expect.objectContaining({ id: r.link.id, hash: r.link.hash }),
    ]);
    // The activity feeds are the owner's: the recipient finds their own view in none of them.
    for (const url of [
      `/api/presentation-activity?presentation=${r.p.id}`,
      `/api/presentation-activity/view-duration?presentation=${r.p.id}`,
      '/api/activities',
    ]) {
      const owner = await call(t, 'GET', url, r.owner.headers);
      const recipient = await call(t, 'GET', url, r.jane.headers);
      expect(owner.statusCode, url).toBe(200);
      expect(JSON.stringify(owner.json()), url).toMatch(/"count":[1-9]/);
      expect([200, 404], url).toContain(recipient.statusCode);
      if (recipient.statusCode === 200) expect(recipient.json(), url).toMatchObject({ count: 0 });
    }
  });

  it('gives no original on a prevent_download link, signed page images only', async () => {
    const r = await receivedBy({ prevent_download: true });
    const { response, body } = await openLink(t, r.link.hash, r.jane.headers);
    expect(response.statusCode).toBe(200);
    const content = body.presentation as unknown as Content;
    expect(content.assets).toHaveLength(2);
    for (const asset of content.assets) {
      expect(asset.file ?? null).toBeNull();
      for (const page of asset.converted_files)
        expect(page).toMatch(/\/api\/client\/files\/[0-9a-f]{40}\.p\d+-\d+\./);
    }
    expect(JSON.stringify(body)).not.toContain('original.pdf');
  });

  it('keeps the item of a disabled link, saying nothing opens, and opens again once the link is back', async () => {
    const r = await receivedBy();
    await call(t, 'DELETE', `/api/presentations/${r.p.id}/share-links/${r.link.id}`, r.owner.headers);
    expect(await r.tab()).toMatchObject({ title: 'Ocean View Villa', share_url: null, thumbnail: null });
    expect((await openLink(t, r.link.hash, r.jane.headers)).response.statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/presentations/${r.p.id}/clone`, r.jane.headers)).statusCode).toBe(
      404,
    );
    await call(t, 'POST', `/api/presentations/${r.p.id}/share-links/${r.link.id}/restore`, r.owner.headers);
    expect((await r.tab())!.share_url).toBe(r.link.share_link);
  });

  it('clones a received presentation by its link’s rules', async () => {
    const open = await receivedBy();
    const copy = await call(t, 'POST', `/api/presentations/${open.p.id}/clone`, open.jane.headers);
    expect(copy.statusCode).toBe(201);
    const detail = await call(t, 'GET', `/api/presentations/${copy.json().id}`, open.jane.headers);
    expect(detail.json().assets.map((a: { title: string }) => a.title)).toEqual(['Asset 1', 'Asset 2']);

    const kept = await receivedBy({ prevent_download: true });
    const refused = await call(t, 'POST', `/api/presentations/${kept.p.id}/clone`, kept.jane.headers);
    expect(refused.statusCode).toBe(403);
  });
});
