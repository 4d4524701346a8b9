import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { startFacebookServer } from '../../test/social/facebook-server.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendJson, startProvider, testImage } from './imports.test-utils.ts';

let graph: Awaited<ReturnType<typeof startProvider>>;
let t: TestApp;
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await testImage('jpeg');
  // Graph: a photo's sizes for a valid user token, and the CDN serving them.
  graph = await startProvider((request, response) => {
    if (request.path.startsWith('/cdn/'))
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    if (request.url.searchParams.get('access_token') !== 'EAAG-user')
      return sendJson(response, 400, {
        error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
      });
    if (request.path !== '/10150')
      return sendJson(response, 404, { error: { message: 'Unsupported get request.' } });
    return sendJson(response, 200, {
      id: '10150',
      images: [
        { height: 130, width: 130, source: `${graph.base}/cdn/s130.jpg?oh=1` },
        { height: 960, width: 1280, source: `${graph.base}/cdn/p1280.jpg?oh=2` },
        { height: 480, width: 640, source: `${graph.base}/cdn/p640.jpg?oh=3` },
      ],
    });
  });
  t = await createTestApp({
    env: { FACEBOOK_APP_ID: '1234567890', FACEBOOK_APP_SECRET: 'fb-secret', FACEBOOK_GRAPH_URL: graph.base },
  });
});
afterAll(async () => {
  await Promise.all([t.close(), graph.close()]);
});

describe('Facebook photo imports', () => {
  it('asks Graph for the photo with the token and stores its largest image', async () => {
    const user = await buildUser(t.app);
    const response = await call(t, 'POST', '/api/imports/facebook', user.headers, {
      photo_id: '10150',
      access_token: 'EAAG-user',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ filename: 'facebook-10150.jpg', size: jpeg.length });
    const ask = graph.seen.find((r) => r.path === '/10150');
    expect(ask?.url.searchParams.get('fields')).toBe('images');
    expect(graph.seen.filter((r) => r.path.startsWith('/cdn/')).map((r) => r.path)).toEqual([
      '/cdn/p1280.jpg',
    ]);
  });

  it("passes Graph's error on for a bad token, and refuses a malformed id", async () => {
    const user = await buildUser(t.app);
    const bad = await call(t, 'POST', '/api/imports/facebook', user.headers, {
      photo_id: '10150',
      access_token: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: 'Invalid OAuth access token.', provider_status: 400 });
    const malformed = await call(t, 'POST', '/api/imports/facebook', user.headers, {
      photo_id: '../me',
      access_token: 'EAAG-user',
    });
    expect(malformed.json()).toEqual({ photo_id: ['Enter a valid Facebook photo id.'] });
  });
});

describe('Facebook photo imports against the local Graph the journeys use', () => {
  it('imports a photo of an album listed with a user_photos token, and only the owner’s', async () => {
    const facebook = await startFacebookServer();
    const app = await createTestApp({ env: facebook.env });
    try {
      const owner = { email: 'ann@example.com', name: 'Ann' };
      const albumId = facebook.addAlbum(owner.email, 'Open house');
      const photoId = facebook.addPhoto(owner.email, { bytes: jpeg, name: 'Porch', albumId });
      const token = facebook.issue(owner, facebook.appId, true, ['public_profile', 'user_photos']);
      const listed = await fetch(
        `${facebook.base}/v3.2/${albumId}/photos?fields=id,name&access_token=${token}`,
      );
      expect(((await listed.json()) as { data: unknown }).data).toEqual([{ id: photoId, name: 'Porch' }]);

      const user = await buildUser(app.app);
      const response = await call(app, 'POST', '/api/imports/facebook', user.headers, {
        photo_id: photoId,
        access_token: token,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ filename: `facebook-${photoId}.jpg`, size: jpeg.length });

      const stranger = facebook.issue({ email: 'bo@example.com', name: 'Bo' }, facebook.appId, true, [
        'user_photos',
      ]);
      const refused = await call(app, 'POST', '/api/imports/facebook', user.headers, {
        photo_id: photoId,
        access_token: stranger,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toMatch(/^Unsupported get request/);
    } finally {
      await Promise.all([app.close(), facebook.close()]);
    }
  });
});
