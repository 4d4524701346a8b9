import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendJson, startProvider, testImage } from '../imports/imports.test-utils.ts';

const KEY = 'unsplash-access-key';
let jpeg: Buffer;
let unsplash: Awaited<ReturnType<typeof startProvider>>;
let t: TestApp;
let unconfigured: TestApp;

/** A photo as the Unsplash API describes it (the fields Folio reads, and a few it ignores). */
function photo(id: string, n: number, raw = `${unsplash.base}/images/photo-${id}?ixid=M3x${n}`) {
  return {
    id,
    slug: `house-${id}`,
    width: 4000,
    height: 3000,
    alt_description: n === 2 ? null : `white house number ${n}`,
    description: n === 2 ? 'A described house' : null,
    urls: {
      raw,
      full: `${raw}&fm=jpg&q=85`,
      regular: `${raw}&w=1080`,
      small: `${raw}&w=400`,
      thumb: `${raw}&w=200`,
    },
    links: { download_location: `${unsplash.base}/photos/${id}/download?ixid=M3x${n}` },
    user: {
      name: `Author ${n}`,
      username: `author${n}`,
      links: { html: `https://unsplash.com/@author${n}` },
    },
  };
}

beforeAll(async () => {
  jpeg = await testImage('jpeg');
  // The Unsplash API: Client-ID auth, search, one photo, the download trigger, and the image host.
  unsplash = await startProvider((request, response) => {
    if (request.path.startsWith('/images/'))
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    if (request.headers.authorization !== `Client-ID ${KEY}` || request.headers['accept-version'] !== 'v1')
      return sendJson(response, 401, { errors: ['OAuth error: The access token is invalid'] });
    if (request.path === '/search/photos') {
      const page = Number(request.url.searchParams.get('page'));
      return sendJson(response, 200, {
        total: 50,
        total_pages: 3,
        results: [photo(`p${page}a`, 1), photo(`p${page}b`, 2)],
      });
    }
    const download = /^\/photos\/([\w-]+)\/download$/.exec(request.path);
    if (download)
      return sendJson(response, 200, { url: `${unsplash.base}/images/photo-${download[1]}?dl=1` });
    const one = /^\/photos\/([\w-]+)$/.exec(request.path);
    if (one?.[1] === 'elsewhere')
      return sendJson(response, 200, photo('elsewhere', 3, 'https://evil.example/x.jpg'));
    if (one && one[1] !== 'missing') return sendJson(response, 200, photo(one[1] as string, 1));
    sendJson(response, 404, { errors: ["Couldn't find Photo"] });
  });
  [t, unconfigured] = await Promise.all([
    createTestApp({ env: { UNSPLASH_ACCESS_KEY: KEY, UNSPLASH_API_URL: unsplash.base } }),
    createTestApp({ env: { UNSPLASH_API_URL: unsplash.base } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), unconfigured.close(), unsplash.close()]);
});

const searches = () => unsplash.seen.filter((r) => r.path === '/search/photos');
const fromApp = (headers: Record<string, string>) => ({ ...headers, 'x-requested-with': 'XMLHttpRequest' });

describe('image search', () => {
  it('maps Unsplash results to image library photos with referral links', async () => {
    const user = await buildUser(t.app);
    const response = await call(t, 'GET', '/unsplash/search/modern%20house', user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      page: 1,
      total_pages: 3,
      results: [
        {
          id: 'p1a',
          thumbnail: `${unsplash.base}/images/photo-p1a?ixid=M3x1&w=400`,
          alt_description: 'white house number 1',
          author_name: 'Author 1',
          author_link: 'https://unsplash.com/@author1?utm_source=folio&utm_medium=referral',
        },
        expect.objectContaining({ id: 'p1b', alt_description: 'A described house' }),
      ],
    });
    const sent = searches().at(-1);
    expect(Object.fromEntries(sent?.url.searchParams ?? [])).toMatchObject({
      query: 'modern house',
      page: '1',
      per_page: '24',
    });
  });

  it("continues the user's last search with ?page=n, or the one named by &query=", async () => {
    const user = await buildUser(t.app);
    const other = await buildUser(t.app);
    await call(t, 'GET', '/unsplash/search/loft', user.headers);
    await call(t, 'GET', '/unsplash/search/barn', other.headers);
    const next = await call(t, 'GET', '/unsplash/search?page=2', user.headers);
    expect(next.json()).toMatchObject({ page: 2, results: [{ id: 'p2a' }, { id: 'p2b' }] });
    expect(searches().at(-1)?.url.searchParams.get('query')).toBe('loft');
    await call(t, 'GET', '/unsplash/search?page=3&query=garden%20patio', user.headers);
    expect(searches().at(-1)?.url.searchParams.get('query')).toBe('garden patio');
    const stranger = await buildUser(t.app);
    const none = await call(t, 'GET', '/unsplash/search?page=2', stranger.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ query: ['Type something to search for.'] });
  });

  it('triggers the download location, stores the photo and credits its author', async () => {
    const user = await buildUser(t.app);
    const response = await call(t, 'GET', '/unsplash/download/Dwu85P9SOIk', fromApp(user.headers));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      key: expect.stringMatching(/^uploads\/[0-9a-f]{32}\.jpg$/),
      filename: 'unsplash-Dwu85P9SOIk.jpg',
      size: jpeg.length,
      unsplash_author: 'Author 1',
      unsplash_author_link: 'https://unsplash.com/@author1?utm_source=folio&utm_medium=referral',
    });
    const trigger = unsplash.seen.find((r) => r.path === '/photos/Dwu85P9SOIk/download');
    expect(trigger?.headers.authorization).toBe(`Client-ID ${KEY}`);
    expect(trigger?.url.searchParams.get('ixid')).toBe('M3x1');
    const image = unsplash.seen.find((r) => r.path === '/images/photo-Dwu85P9SOIk');
    expect(image?.url.searchParams.get('w')).toBe('2400');
    expect(image?.headers.authorization).toBeUndefined();

    const presentation = await call(t, 'POST', '/api/presentations', user.headers, { title: 'Stock' });
    const asset = await call(t, 'POST', `/api/presentations/${presentation.json().id}/assets`, user.headers, {
      type: 'image',
      upload_key: body.key,
    });
    expect(asset.statusCode).toBe(201);
    expect(asset.json()).toMatchObject({ type: 'image' });
  });

  it('downloads only from Unsplash’s image hosts and says when Unsplash fails', async () => {
    const user = await buildUser(t.app);
    const elsewhere = await call(t, 'GET', '/unsplash/download/elsewhere', fromApp(user.headers));
    expect(elsewhere.statusCode).toBe(502);
    expect(elsewhere.json()).toEqual({ detail: 'Image search is unavailable right now. Try again later.' });
    expect(unsplash.seen.some((r) => r.path === '/photos/elsewhere/download')).toBe(false);
    const missing = await call(t, 'GET', '/unsplash/download/missing', fromApp(user.headers));
    expect(missing.statusCode).toBe(502);
  });

  it('stores a photo only for a call from the app, not for a link followed with the cookie', async () => {
    const user = await buildUser(t.app);
    const cookie = { cookie: `folio_session=${user.access}` };
    const followed = await call(t, 'GET', '/unsplash/download/abc', cookie);
    expect(followed.statusCode).toBe(403);
    const searched = await call(t, 'GET', '/unsplash/search/porch', cookie);
    expect(searched.statusCode).toBe(200);
    expect((await call(t, 'GET', '/unsplash/download/abc', fromApp(cookie))).statusCode).toBe(200);
  });

  it('answers 503 with the not-configured message without a key, and 401 signed out', async () => {
    const user = await buildUser(unconfigured.app);
    const before = unsplash.seen.length;
    for (const url of ['/unsplash/search/house', '/unsplash/search?page=2', '/unsplash/download/abc']) {
      const response = await call(unconfigured, 'GET', url, fromApp(user.headers));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: 'Image search is not configured.' });
    }
    expect(unsplash.seen.length).toBe(before);
    expect((await call(unconfigured, 'GET', '/api/imports/providers', user.headers)).json().unsplash).toBe(
      false,
    );
    expect((await call(t, 'GET', '/unsplash/search/house', {})).statusCode).toBe(401);
  });

  it('limits searches per user', async () => {
    const user = await buildUser(t.app);
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push((await call(t, 'GET', `/unsplash/search/q${i}`, user.headers)).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    const other = await buildUser(t.app);
    expect((await call(t, 'GET', '/unsplash/search/q', other.headers)).statusCode).toBe(200);
  });
});
