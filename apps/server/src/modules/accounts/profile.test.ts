import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@folio/shared';
import bmp from 'bmp-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#e82f72' } })
    .png()
    .toBuffer();
const form = (entries: Record<string, string | [Buffer, string]>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries))
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, new Blob([value[0]]), value[1]);
  return data;
};
const patch = (headers: Record<string, string>, payload: object | FormData) =>
  t.app.inject({ method: 'PATCH', url: '/api/user', headers, payload: payload as object });
const fetchFile = (url: string, headers: Record<string, string>) =>
  t.app.inject({ url: new URL(url).pathname, headers });
const stored = (url: string) =>
  existsSync(path.join(t.dataDir, 'files', new URL(url).pathname.slice('/api/files/'.length)));

describe('PATCH /api/user', () => {
  it('updates the profile from JSON', async () => {
    const user = await buildUser(t.app);
    const response = await patch(user.headers, {
      first_name: 'Maya',
      last_name: 'Ortiz',
      mobile_phone: '+1 (555) 010-2030',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Maya',
      last_name: 'Ortiz',
      mobile_phone: '+1 (555) 010-2030',
    });
    expect((await t.app.inject({ url: '/api/user', headers: user.headers })).json().first_name).toBe('Maya');
  });

  it('refuses unknown fields, wrong types and a name with @', async () => {
    const user = await buildUser(t.app);
    expect((await patch(user.headers, { role: 'premium_agent' })).statusCode).toBe(400);
    expect((await patch(user.headers, { first_name: 12 })).statusCode).toBe(400);
    expect((await patch(user.headers, { last_name: 'a@b' })).json()).toEqual({
      last_name: ["The character '@' is not accepted in the name field"],
    });
    expect((await t.app.inject({ url: '/api/user', headers: user.headers })).json().role).toBe('free_agent');
  });

  it('stores a picture sent as multipart with a square thumbnail, served safely', async () => {
    const user = await buildUser(t.app);
    const response = await patch(user.headers, form({ first_name: 'Pia', picture: [await png(), 'me.png'] }));
    expect(response.statusCode).toBe(200);
    const { picture, thumbnail_picture, first_name } = response.json();
    expect(first_name).toBe('Pia');
    const original = await fetchFile(picture, user.headers);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['content-security-policy']).toContain('sandbox');
    const thumb = await fetchFile(thumbnail_picture, user.headers);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      width: 256,
      height: 256,
      format: 'jpeg',
    });
  });

  it('accepts a BMP picture, converting it to PNG', async () => {
    const user = await buildUser(t.app);
    const pixels = Buffer.alloc(8 * 8 * 4, 0x7f);
    const file = bmp.encode({ width: 8, height: 8, data: pixels }).data;
    const response = await patch(user.headers, form({ picture: [file, 'old.bmp'] }));
    expect(response.statusCode).toBe(200);
    expect(response.json().picture).toMatch(/\.png$/);
  });

  it('refuses a file that only pretends to be an image, keeping the old picture', async () => {
    const user = await buildUser(t.app);
    const first = (await patch(user.headers, form({ picture: [await png(), 'me.png'] }))).json().picture;
    const response = await patch(
      user.headers,
      form({ picture: [Buffer.from('<svg onload=alert(1)>'), 'evil.png'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ picture: [MESSAGES.invalidImage] });
    expect((await t.app.inject({ url: '/api/user', headers: user.headers })).json().picture).toBe(first);
  });

  it('sets and removes the logo (logo: null), deleting the stored file', async () => {
    const user = await buildUser(t.app);
    const logo = (await patch(user.headers, form({ logo: [await png(), 'logo.png'] }))).json().logo;
    expect((await fetchFile(logo, user.headers)).statusCode).toBe(200);
    expect((await fetchFile(logo, (await buildUser(t.app)).headers)).statusCode).toBe(404);
    const removed = await patch(user.headers, { logo: null });
    expect(removed.json()).toMatchObject({ logo: null, branding: { logo: null } });
    expect(stored(logo)).toBe(false);
  });

  it('refuses a picture over 10 MB with 413', async () => {
    const user = await buildUser(t.app);
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    const response = await patch(user.headers, form({ picture: [big, 'big.png'] }));
    expect(response.statusCode).toBe(413);
  });

  it('requires a session', async () => {
    expect((await patch({}, { first_name: 'X' })).statusCode).toBe(401);
  });
});
