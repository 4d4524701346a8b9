import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#34495e' } })
    .png()
    .toBuffer();

describe('the cover of a presentation', () => {
  it('saves the cover fields, sanitizing the messages and rounding the opacity', async () => {
    const user = await buildUser(t.app);
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/presentations', headers: user.headers, payload: {} })
    ).json();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${id}`,
      headers: user.headers,
      payload: {
        title: 'Sunset Loft',
        title_is_hidden: true,
        background_color: '#e82f72',
        background_opacity: 0.73,
        opening_msg: '<p>Welcome<img src=x onerror=alert(1)></p>',
        closing_msg: '<p><a href="javascript:alert(1)">Call me</a></p>',
        user_name_is_hidden: true,
        created_by_text: 'Prepared by the Harbor team',
        created_by_text_color: '#ffffff',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Sunset Loft',
      clean_title: 'sunset-loft',
      title_is_hidden: true,
      background_color: '#e82f72',
      background_opacity: 0.7,
      opening_msg: '<p>Welcome</p>',
      closing_msg: '<p><a target="_blank" rel="noopener noreferrer nofollow">Call me</a></p>',
      user_name_is_hidden: true,
      created_by_text: 'Prepared by the Harbor team',
    });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${id}`,
      headers: user.headers,
      payload: { background_opacity: 2, background_color: 'red' },
    });
    expect(Object.keys(bad.json()).sort()).toEqual(['background_color', 'background_opacity']);
  });

  it('takes a logo and a header image by multipart, with a thumbnail, and removes them', async () => {
    const user = await buildUser(t.app);
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/presentations', headers: user.headers, payload: {} })
    ).json();
    const form = new FormData();
    form.append('logo', new Blob([await png(300, 120)]), 'logo.png');
    form.append('background', new Blob([await png(1600, 900)]), 'header.png');
    form.append('background_opacity', '0.4');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${id}`,
      headers: user.headers,
      payload: form as never,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.background_opacity).toBe(0.4);
    const thumb = await t.app.inject({
      url: new URL(body.background_thumbnail).pathname,
      headers: user.headers,
    });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
    expect((await t.app.inject({ url: new URL(body.logo).pathname, headers: user.headers })).statusCode).toBe(
      200,
    );
    expect(body.thumbnail).toBe(body.background_thumbnail);

    const removed = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${id}`,
      headers: user.headers,
      payload: { logo: null, background: null },
    });
    expect(removed.json()).toMatchObject({ logo: null, background: null, background_thumbnail: null });
    expect(
      existsSync(
        path.join(t.dataDir, 'files', new URL(body.background).pathname.slice('/api/files/'.length)),
      ),
    ).toBe(false);
  });

  it('refuses a file that is not an image and leaves the cover as it was', async () => {
    const user = await buildUser(t.app);
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/presentations', headers: user.headers, payload: {} })
    ).json();
    const form = new FormData();
    form.append('background', new Blob([Buffer.from('%PDF-1.4 not an image')]), 'header.png');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${id}`,
      headers: user.headers,
      payload: form as never,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      background: ['Upload a valid image. Accepted formats: jpg, jpeg, png, bmp, webp.'],
    });
  });

  it('keeps a header image its clone shares, and its Unsplash credit only with it', async () => {
    const user = await buildUser(t.app);
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/presentations', headers: user.headers, payload: {} })
    ).json();
    const form = new FormData();
    form.append('background', new Blob([await png(1600, 900)]), 'header.png');
    form.append('unsplash_author', 'Ana Lee');
    form.append('unsplash_author_link', 'https://unsplash.com/@analee?utm_source=folio&utm_medium=referral');
    const original = (
      await t.app.inject({
        method: 'PATCH',
        url: `/api/presentations/${id}`,
        headers: user.headers,
        payload: form as never,
      })
    ).json();
    expect(original.unsplash_author).toBe('Ana Lee');
    const clone = (
      await t.app.inject({ method: 'POST', url: `/api/presentations/${id}/clone`, headers: user.headers })
    ).json();
    expect(clone.background).toBe(original.background);

    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${clone.id}`,
      headers: user.headers,
      payload: { background: null },
    });
    expect(cleared.json()).toMatchObject({
      background: null,
      unsplash_author: null,
      unsplash_author_link: null,
    });
    expect(
      (await t.app.inject({ url: new URL(original.background).pathname, headers: user.headers })).statusCode,
    ).toBe(200);

    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${id}`,
      headers: user.headers,
      payload: { unsplash_author_link: 'javascript:alert(1)' },
    });
    expect(Object.keys(bad.json())).toEqual(['unsplash_author_link']);
  });
});
