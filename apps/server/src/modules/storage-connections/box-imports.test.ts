import { FILE_MESSAGES, STORAGE_MESSAGES } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BoxServer, startBoxServer } from '../../test/box/box-server.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { testImage } from '../imports/imports.test-utils.ts';
import { connectBox } from './storage-connections.test-utils.ts';

let box: BoxServer;
let t: TestApp;
let jpeg: Buffer;
const clock = createTestClock();

beforeAll(async () => {
  jpeg = await testImage('jpeg');
  box = await startBoxServer();
  box.addFolder('11', 'Listings');
  box.addFile('21', 'House front.JPG', jpeg);
  box.addFile('22', 'setup.exe', Buffer.from('MZ'));
  box.addFile('23', 'Garden.jpg', jpeg, '11');
  t = await createTestApp({ env: box.env, clock });
});
afterAll(async () => {
  await Promise.all([t.close(), box.close()]);
});

const items = (headers: Headers, folder = '0') =>
  call(t, 'GET', `/api/imports/box/items?folder_id=${folder}`, headers);
const importFile = (headers: Headers, body: object) => call(t, 'POST', '/api/imports/box', headers, body);

describe('the Box folder browser', () => {
  it("lists a folder's files and folders with the stored token", async () => {
    const user = await buildUser(t.app);
    await connectBox(t, user.headers);
    const root = await items(user.headers);
    expect(root.statusCode).toBe(200);
    expect(root.json()).toEqual({
      items: [
        { id: '11', type: 'folder', name: 'Listings', size: 0, extension: '' },
        { id: '21', type: 'file', name: 'House front.JPG', size: jpeg.length, extension: 'jpg' },
        { id: '22', type: 'file', name: 'setup.exe', size: 2, extension: 'exe' },
      ],
      total_count: 3,
    });
    const listing = box.seen.filter((r) => r.path === '/2.0/folders/0/items').at(-1);
    expect(listing?.url.searchParams.get('fields')).toBe('id,type,name,size,extension');
    expect((await items(user.headers, '11')).json().items.map((i: { name: string }) => i.name)).toEqual([
      'Garden.jpg',
    ]);
  });

  it("passes Box's message on for a folder it does not have, and refuses a malformed id", async () => {
    const user = await buildUser(t.app);
    await connectBox(t, user.headers);
    const missing = await items(user.headers, '999');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: 'Not Found', provider_status: 404 });
    const bad = await call(t, 'GET', '/api/imports/box/items?folder_id=..%2F1', user.headers);
    expect(bad.json()).toEqual({ folder_id: ['Enter a valid Box folder id.'] });
  });

  it('asks to connect first when there is no connection', async () => {
    const user = await buildUser(t.app);
    const response = await items(user.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Connect Box first.', code: 'storage_not_connected' });
  });

  it('answers 502 with a clear message while Box is down', async () => {
    const user = await buildUser(t.app);
    await connectBox(t, user.headers);
    box.state.down = true;
    const response = await items(user.headers);
    box.state.down = false;
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: STORAGE_MESSAGES.unavailable('Box') });
  });
});

describe('refreshing the Box token', () => {
  it('refreshes an expired token first, storing the rotated refresh token (the old one stops working)', async () => {
    const user = await buildUser(t.app);
    await connectBox(t, user.headers);
    const [grant] = box.liveGrants().slice(-1);
    const oldRefresh = grant!.refresh;
    clock.advance(3600);
    expect((await items(user.headers)).statusCode).toBe(200);
    const refresh = box.seen.filter((r) => r.form.get('grant_type') === 'refresh_token').at(-1);
    expect(refresh?.form.get('refresh_token')).toBe(oldRefresh);
    expect(grant!.refresh).not.toBe(oldRefresh);
    // The next call uses the stored new pair without refreshing again.
    const refreshes = box.seen.filter((r) => r.form.get('grant_type') === 'refresh_token').length;
    expect((await items(user.headers)).statusCode).toBe(200);
    clock.advance(3600);
    expect((await items(user.headers)).statusCode).toBe(200);
    const later = box.seen.filter((r) => r.form.get('grant_type') === 'refresh_token');
    expect(later.length).toBe(refreshes + 1);
    expect(later.at(-1)?.form.get('refresh_token')).not.toBe(oldRefresh);
  });

  it('refreshes once for requests that find the token expired at the same time', async () => {
    const user = await buildUser(t.app);
    await connectBox(t, user.headers);
    clock.advance(3600);
    const before = box.seen.filter((r) => r.form.get('grant_type') === 'refresh_token').length;
    const answers = await Promise.all([items(user.headers), items(user.headers), items(user.headers, '11')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(box.seen.filter((r) => r.form.get('grant_type') === 'refresh_token').length).toBe(before + 1);
  });

  it('refreshes once when Box refuses a token before its time, and drops a connection Box no longer honours', async () => {
    const user = await buildUser(t.app);
    await connectBox(t, user.headers);
    box.expireAccessTokens();
    expect((await items(user.headers)).statusCode).toBe(200);
    const [grant] = box.liveGrants().slice(-1);
    grant!.revoked = true;
    const response = await items(user.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: STORAGE_MESSAGES.expired('Box'),
      code: 'storage_not_connected',
    });
    expect((await call(t, 'GET', '/api/integrations/storage', user.headers)).json()).toEqual([]);
  });
});

describe('Box imports', () => {
  it('imports a file with an expired token by refreshing it; the download host never sees the token', async () => {
    const user = await buildUser(t.app);
    await connectBox(t, user.headers);
    clock.advance(4000);
    const before = box.seen.length;
    const response = await importFile(user.headers, { file_id: '21', filename: 'House front.JPG' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ filename: 'House front.JPG', size: jpeg.length });
    const calls = box.seen.slice(before);
    expect(calls.map((r) => r.path)).toEqual([
      '/oauth2/token',
      '/2.0/files/21/content',
      '/boxcloud/d/1/21/download',
    ]);
    expect(calls[2]?.headers.authorization).toBeUndefined();
    const presentation = await call(t, 'POST', '/api/presentations', user.headers, { title: 'Box' });
    const asset = await call(t, 'POST', `/api/presentations/${presentation.json().id}/assets`, user.headers, {
      type: 'image',
      upload_key: response.json().key,
    });
    expect(asset.statusCode).toBe(201);
    expect(asset.json()).toMatchObject({ type: 'image', title: 'House front' });
  });

  it('checks the extension before calling Box and no longer takes a token from the browser', async () => {
    const user = await buildUser(t.app);
    await connectBox(t, user.headers);
    const before = box.seen.length;
    const refused = await importFile(user.headers, { file_id: '22', filename: 'setup.exe' });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ detail: FILE_MESSAGES.typeNotAllowed });
    expect(box.seen.length).toBe(before);
    const other = await buildUser(t.app);
    const withToken = await importFile(other.headers, {
      file_id: '21',
      filename: 'House front.JPG',
      access_token: box.liveGrants()[0]?.access,
    });
    expect(withToken.statusCode).toBe(400);
    expect(withToken.json()).toEqual({ detail: 'Connect Box first.', code: 'storage_not_connected' });
  });
});
