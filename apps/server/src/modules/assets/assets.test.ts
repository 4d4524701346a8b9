import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let site: http.Server;
let siteUrl: string;
beforeAll(async () => {
  site = http.createServer((request, response) => {
    if (request.url === '/listing')
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          '<html><head><title>Fallback</title><meta property="og:title" content="Ocean &amp; Sky Villa">' +
            '<meta property="og:image" content="https://cdn.example.com/villa.jpg"></head><body></body></html>',
        );
    if (request.url === '/plain')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Just a title</title>');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `127.0.0.1:${(site.address() as { port: number }).port}`;
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });
async function presentation(headers: Headers) {
  return (await call('POST', '/api/presentations', headers, { title: 'Listing' })).json().id as number;
}
const addAsset = (headers: Headers, id: number, body: object) =>
  call('POST', `/api/presentations/${id}/assets`, headers, body);
const assetTitles = async (headers: Headers, id: number) =>
  (await call('GET', `/api/presentations/${id}`, headers))
    .json()
    .assets.map((a: { title: string }) => a.title);

describe('assets without upload', () => {
  it('adds a text asset with the default title and height, sanitizing its rich text', async () => {
    const user = await buildUser(t.app);
    const id = await presentation(user.headers);
    const response = await addAsset(user.headers, id, {
      type: 'text',
      description:
        '<p style="text-align:center" onclick="x()">Hello <strong>buyers</strong><script>alert(1)</script></p>',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'text',
      title: 'Add a Title',
      position: 0,
      is_hidden: false,
      attributes: { height: 310 },
      description: '<p style="text-align:center">Hello <strong>buyers</strong></p>',
    });
  });

  it.each([
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
    ['https://vimeo.com/channels/staffpicks/76979871', null],
  ])('turns the video link %s into video_url with its thumbnail', async (website, thumbnail) => {
    const user = await buildUser(t.app);
    const response = await addAsset(user.headers, await presentation(user.headers), {
      type: 'website',
      website,
    });
    expect(response.json()).toMatchObject({
      type: 'video_url',
      thumbnail,
      website: expect.stringMatching(/^https?:\/\//),
    });
  });

  it('turns other links into link with the page title and image, adding the scheme', async () => {
    const user = await buildUser(t.app);
    const id = await presentation(user.headers);
    const og = await addAsset(user.headers, id, { type: 'website', website: `${siteUrl}/listing` });
    expect(og.json()).toMatchObject({
      type: 'link',
      website: `http://${siteUrl}/listing`,
      title: 'Ocean & Sky Villa',
      thumbnail: 'https://cdn.example.com/villa.jpg',
    });
    const plain = await addAsset(user.headers, id, {
      type: 'website',
      website: `http://${siteUrl}/plain`,
      title: 'My words',
    });
    expect(plain.json()).toMatchObject({ type: 'link', title: 'My words', thumbnail: null });
    const missing = await addAsset(user.headers, id, { type: 'website', website: `http://${siteUrl}/gone` });
    expect(missing.json()).toMatchObject({ type: 'link', title: 'Add a Title', thumbnail: null });
    const bad = await addAsset(user.headers, id, { type: 'website', website: 'not a website' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ website: ['Enter a valid website address.'] });
  });

  it('adds separators, hidden separators and a contact form with its defaults', async () => {
    const user = await buildUser(t.app);
    const id = await presentation(user.headers);
    expect(
      (await addAsset(user.headers, id, { type: 'separator', title: 'Floor plans' })).json(),
    ).toMatchObject({ type: 'separator', title: 'Floor plans' });
    expect((await addAsset(user.headers, id, { type: 'separator_hidden' })).json()).toMatchObject({
      type: 'separator_hidden',
      title: '',
    });
    expect((await addAsset(user.headers, id, { type: 'form' })).json().contact).toEqual({
      fields: ['name', 'email', 'phone', 'message'],
      button_label: 'Send',
    });
    const badForm = await addAsset(user.headers, id, {
      type: 'form',
      contact: { fields: ['fax'], button_label: 'Go' },
    });
    expect(badForm.statusCode).toBe(400);
    expect((await addAsset(user.headers, id, { type: 'file' })).statusCode).toBe(400);
  });

  it('edits with PATCH and PUT, hides and deletes', async () => {
    const user = await buildUser(t.app);
    const id = await presentation(user.headers);
    const asset = (await addAsset(user.headers, id, { type: 'text' })).json();
    const url = `/api/presentations/${id}/assets/${asset.id}`;
    const patched = await call('PATCH', url, user.headers, {
      title: 'Kitchen',
      is_hidden: true,
      attributes: { height: 500 },
    });
    expect(patched.json()).toMatchObject({ title: 'Kitchen', is_hidden: true, attributes: { height: 500 } });
    expect(new Date(patched.json().updated_at) >= new Date(asset.updated_at)).toBe(true);
    expect((await call('PUT', url, user.headers, { title: 'Kitchen & dining' })).json().title).toBe(
      'Kitchen & dining',
    );
    expect((await call('PATCH', url, user.headers, { type: 'link' })).statusCode).toBe(400);
    expect((await call('DELETE', url, user.headers)).statusCode).toBe(204);
    expect((await call('DELETE', url, user.headers)).statusCode).toBe(404);
  });

  it('refuses query parameters (which the asset calls would ignore) and ids that are not plain digits', async () => {
    const user = await buildUser(t.app);
    const id = await presentation(user.headers);
    const asset = (await addAsset(user.headers, id, { type: 'text', title: 'Kitchen' })).json();
    const url = `/api/presentations/${id}/assets/${asset.id}`;
    const calls = [
      ['PATCH', `${url}?title=Hacked`, { is_hidden: true }, 'title'],
      ['PUT', `${url}?force=1`, { title: 'Hall' }, 'force'],
      ['DELETE', `${url}?soft=true`, undefined, 'soft'],
      ['POST', `/api/presentations/${id}/assets?position=0`, { type: 'text' }, 'position'],
      ['POST', `${url}/convert?type=pdf`, {}, 'type'],
      ['GET', `${url}/converted?page=2`, undefined, 'page'],
      ['POST', `/api/presentations/${id}/assets-order?x=1`, { position_list: [asset.id] }, 'x'],
    ] as const;
    for (const [method, path, body, key] of calls) {
      const refused = await call(method, path, user.headers, body);
      expect(refused.statusCode, `${method} ${path}`).toBe(400);
      expect(refused.json()).toEqual({
        non_field_errors: [`Unknown query parameter: ${key}. This call takes none.`],
      });
    }
    // The same id written another way (hex, exponent, padded) is no id: 400, never another asset.
    for (const other of [`0x${asset.id.toString(16)}`, `${asset.id}.0`, `${asset.id}e0`, `%20${asset.id}`]) {
      const refused = await call('PATCH', `/api/presentations/${id}/assets/${other}`, user.headers, {
        title: 'Hacked',
      });
      expect(refused.statusCode, other).toBe(400);
      expect(refused.json()).toEqual({ assetId: [`Enter a whole number from 1 to 2147483647.`] });
    }
    expect(await assetTitles(user.headers, id)).toEqual(['Kitchen']);
    const unchanged = (await call('GET', `/api/presentations/${id}`, user.headers)).json().assets[0];
    expect(unchanged).toMatchObject({ title: 'Kitchen', is_hidden: false });
  });

  it('inserts at a position and reorders only with the exact list of assets', async () => {
    const user = await buildUser(t.app);
    const id = await presentation(user.headers);
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C'])
      ids.push((await addAsset(user.headers, id, { type: 'text', title })).json().id);
    await addAsset(user.headers, id, { type: 'text', title: 'Between', position: 1 });
    expect(await assetTitles(user.headers, id)).toEqual(['A', 'Between', 'B', 'C']);
    const all = (await call('GET', `/api/presentations/${id}`, user.headers))
      .json()
      .assets.map((a: { id: number }) => a.id);
    const reordered = await call('POST', `/api/presentations/${id}/assets-order`, user.headers, {
      position_list: [...all].reverse(),
    });
    expect(reordered.json().results.map((a: { title: string }) => a.title)).toEqual([
      'C',
      'B',
      'Between',
      'A',
    ]);
    for (const position_list of [all.slice(1), [...all, all[0]], [...all.slice(1), 999_999]]) {
      const refused = await call('POST', `/api/presentations/${id}/assets-order`, user.headers, {
        position_list,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        position_list: ["The list must hold each of this presentation's assets once."],
      });
    }
    expect(await assetTitles(user.headers, id)).toEqual(['C', 'B', 'Between', 'A']);
  });

  it("answers 404 for another user's asset and for an asset of another presentation", async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const id = await presentation(owner.headers);
    const otherId = await presentation(other.headers);
    const asset = (await addAsset(owner.headers, id, { type: 'text' })).json();
    for (const [method, url] of [
      ['PATCH', `/api/presentations/${id}/assets/${asset.id}`],
      ['PUT', `/api/presentations/${id}/assets/${asset.id}`],
      ['DELETE', `/api/presentations/${id}/assets/${asset.id}`],
      ['POST', `/api/presentations/${id}/assets/${asset.id}/add-to-clipboard`],
    ] as const)
      expect(
        (
          await call(
            method,
            url,
            other.headers,
            method === 'DELETE' || method === 'POST' ? undefined : { title: 'x' },
          )
        ).statusCode,
      ).toBe(404);
    const crossed = await call('PATCH', `/api/presentations/${otherId}/assets/${asset.id}`, other.headers, {
      title: 'x',
    });
    expect(crossed.statusCode).toBe(404);
    expect(await assetTitles(owner.headers, id)).toEqual(['Add a Title']);
  });
});
