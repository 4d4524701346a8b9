import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_MESSAGES } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { startProvider, testImage } from './imports.test-utils.ts';

let png: Buffer;
let streamedMegabytes = 0;
let dropbox: Awaited<ReturnType<typeof startProvider>>;
let t: TestApp;
let free: TestApp;
let noLoopback: TestApp;

beforeAll(async () => {
  png = await testImage();
  // Dropbox's content host: Chooser direct links answer the file itself.
  dropbox = await startProvider((request, response) => {
    if (request.path === '/scl/fi/h1/House%20front.png') return response.writeHead(200).end(png);
    if (request.path === '/scl/fi/r1/moved.png')
      return response.writeHead(302, { location: 'http://10.1.2.3/inside.png' }).end();
    if (request.path === '/scl/fi/big/claims.png')
      return response.writeHead(200, { 'content-length': String(60_000_000) }).end();
    if (request.path === '/scl/fi/big/streams.png') {
      // No length announced, 200 MB on offer: the cap must stop the transfer itself.
      response.writeHead(200);
      streamedMegabytes = 0;
      const chunks = Readable.from(
        (function* () {
          for (let i = 0; i < 200; i++) {
            streamedMegabytes += 1;
            yield Buffer.alloc(1_000_000, 1);
          }
        })(),
      );
      return void pipeline(chunks, response).catch(() => undefined);
    }
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here</h1>');
  });
  const env = {
    DROPBOX_APP_KEY: 'dbx-app-key',
    DROPBOX_CONTENT_URL: dropbox.base,
    BOX_CLIENT_ID: 'box-client',
    BOX_CLIENT_SECRET: 'box-secret',
  };
  [t, free, noLoopback] = await Promise.all([
    createTestApp({ env }),
    createTestApp({
      env: { DROPBOX_APP_KEY: 'dbx-app-key', DROPBOX_CONTENT_URL: dropbox.base, TRIAL_DAYS: '0' },
    }),
    createTestApp({ env, allowLoopbackFetch: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), free.close(), noLoopback.close(), dropbox.close()]);
});

async function newAsset(app: TestApp, headers: Headers, uploadKey: string) {
  const presentation = await call(app, 'POST', '/api/presentations', headers, { title: 'Imports' });
  return call(app, 'POST', `/api/presentations/${presentation.json().id}/assets`, headers, {
    type: 'image',
    upload_key: uploadKey,
  });
}

describe('Dropbox imports', () => {
  it('stores a Chooser direct link as an upload that then becomes an image asset', async () => {
    const user = await buildUser(t.app);
    const link = `${dropbox.base}/scl/fi/h1/House%20front.png?rlkey=k1&dl=0`;
    const response = await call(t, 'POST', '/api/imports/dropbox', user.headers, { link });
    expect(response.statusCode).toBe(201);
    const stored = response.json();
    expect(stored).toEqual({
      key: expect.stringMatching(/^uploads\/[0-9a-f]{32}\.png$/),
      filename: 'House front.png',
      size: png.length,
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/files/${stored.key}`,
      headers: user.headers,
    });
    expect(file.rawPayload.equals(png)).toBe(true);
    const asset = await newAsset(t, user.headers, stored.key);
    expect(asset.statusCode).toBe(201);
    expect(asset.json()).toMatchObject({ type: 'image', filename: 'House front.png', title: 'House front' });
  });

  it('checks the extension before fetching anything', async () => {
    const user = await buildUser(t.app);
    const before = dropbox.seen.length;
    const response = await call(t, 'POST', '/api/imports/dropbox', user.headers, {
      link: `${dropbox.base}/scl/fi/x/setup.exe`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: FILE_MESSAGES.typeNotAllowed });
    const named = await call(t, 'POST', '/api/imports/dropbox', user.headers, {
      link: `${dropbox.base}/scl/fi/h1/House%20front.png`,
      filename: 'House front.js',
    });
    expect(named.json()).toEqual({ detail: FILE_MESSAGES.typeNotAllowed });
    expect(dropbox.seen.length).toBe(before);
  });

  it('fetches only links on Dropbox’s content host', async () => {
    const user = await buildUser(t.app);
    const response = await call(t, 'POST', '/api/imports/dropbox', user.headers, {
      link: 'https://example.com/scl/fi/h1/photo.png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ link: ['Choose a file from Dropbox.'] });
  });

  it('refuses private addresses: a redirect into 10.x, and loopback unless a test allows it', async () => {
    const user = await buildUser(t.app);
    const redirected = await call(t, 'POST', '/api/imports/dropbox', user.headers, {
      link: `${dropbox.base}/scl/fi/r1/moved.png`,
    });
    expect(redirected.statusCode).toBe(400);
    expect(redirected.json()).toEqual({ detail: 'The file could not be fetched from this address.' });

    const other = await buildUser(noLoopback.app);
    const before = dropbox.seen.length;
    const loopback = await call(noLoopback, 'POST', '/api/imports/dropbox', other.headers, {
      link: `${dropbox.base}/scl/fi/h1/House%20front.png`,
    });
    expect(loopback.statusCode).toBe(400);
    expect(loopback.json()).toEqual({ detail: 'The file could not be fetched from this address.' });
    expect(dropbox.seen.length).toBe(before);
  });

  it('answers a failed download with its status text when the body is not JSON', async () => {
    const user = await buildUser(t.app);
    const response = await call(t, 'POST', '/api/imports/dropbox', user.headers, {
      link: `${dropbox.base}/scl/fi/gone/photo.png`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Not Found', provider_status: 404 });
  });

  it("stops at the user's upload limit, announced or streamed", async () => {
    const user = await buildUser(free.app);
    const announced = await call(free, 'POST', '/api/imports/dropbox', user.headers, {
      link: `${dropbox.base}/scl/fi/big/claims.png`,
    });
    expect(announced.statusCode).toBe(413);
    expect(announced.json()).toEqual({ detail: FILE_MESSAGES.freeTooLarge });
    const streamed = await call(free, 'POST', '/api/imports/dropbox', user.headers, {
      link: `${dropbox.base}/scl/fi/big/streams.png`,
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual({ detail: FILE_MESSAGES.freeTooLarge });
    // The download was cut off soon after the 50 MB limit, not read to its end.
    expect(streamedMegabytes).toBeGreaterThan(50);
    expect(streamedMegabytes).toBeLessThan(120);
  });

  it('needs a signed-in user', async () => {
    const response = await call(t, 'POST', '/api/imports/dropbox', {}, { link: `${dropbox.base}/a.png` });
    expect(response.statusCode).toBe(401);
  });
});

describe('import providers', () => {
  it('says which pickers are configured, with their public keys only', async () => {
    const user = await buildUser(t.app);
    const all = await call(t, 'GET', '/api/imports/providers', user.headers);
    expect(all.json()).toEqual({
      dropbox: { app_key: 'dbx-app-key' },
      box: { client_id: 'box-client' },
      google_drive: null,
      unsplash: false,
    });
    const other = await buildUser(free.app);
    expect((await call(free, 'GET', '/api/imports/providers', other.headers)).json()).toEqual({
      dropbox: { app_key: 'dbx-app-key' },
      box: null,
      google_drive: null,
      unsplash: false,
    });
    expect((await call(t, 'GET', '/api/imports/providers', {})).statusCode).toBe(401);
  });

  it('answers 503 for a provider that is not configured', async () => {
    const user = await buildUser(free.app);
    const response = await call(free, 'POST', '/api/imports/box', user.headers, {
      file_id: '1',
      filename: 'a.pdf',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Box is not configured.' });
  });
});
