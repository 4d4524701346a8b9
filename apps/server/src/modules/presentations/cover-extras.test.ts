import { FILE_MESSAGES, MEDIA_TEXTS, PREMIUM_MESSAGES } from '@folio/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { buildSharedPresentation, openLink } from '../viewer/viewer.test-utils.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = (background: string, width = 640, height = 360) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** The start of an MP4 file: what its magic bytes say (an ftyp box), then a little media data. */
const MP4 = Buffer.concat([
  Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex'),
  Buffer.from('0000000c6d646174deadbeef', 'hex'),
]);

const endTrial = (id: number) =>
  t.database.db
    .update(users)
    .set({ trialEndsAt: new Date(Date.now() - 1000) })
    .where(eq(users.id, id));

function patchForm(id: number, headers: Record<string, string>, parts: Record<string, Blob | string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts))
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, name);
  return t.app.inject({ method: 'PATCH', url: `/api/presentations/${id}`, headers, payload: form as never });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, ''), headers });

describe('cover extras (presentations §3, §7)', () => {
  it('takes the header crop with its meta, a picture and its position, the style and the category', async () => {
    const s = await buildSharedPresentation(t);
    const meta = { x: 10, y: 5, width: 80, height: 60, zoom: 1.4 };
    const response = await patchForm(s.p.id, s.owner.headers, {
      background: new Blob([await png('#34495e', 1600, 900)]),
      background_cropped: new Blob([await png('#e82f72')]),
      background_meta: JSON.stringify(meta),
      picture: new Blob([await png('#1d6fa5', 300, 300)]),
      picture_position: 'right',
      style: 'centered',
      category: 'Waterfront homes',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      background_meta: meta,
      picture_position: 'right',
      style: 'centered',
      category: 'Waterfront homes',
    });
    expect((await get(body.background_cropped, s.owner.headers)).statusCode).toBe(200);
    expect((await get(body.picture, s.owner.headers)).statusCode).toBe(200);

    // A recipient sees the crop as the header image, the picture, the style and the category.
    const link = await s.share();
    const seen = (await openLink(t, link.hash)).body.presentation;
    expect(seen).toMatchObject({
      picture_position: 'right',
      style: 'centered',
      category: 'Waterfront homes',
    });
    const header = await sharp((await get(seen.background as string)).rawPayload).metadata();
    expect([header.width, header.height]).toEqual([640, 360]);

    // JSON removes the crop (the original shows again) and the picture.
    const removed = await call(t, 'PATCH', `/api/presentations/${s.p.id}`, s.owner.headers, {
      background_cropped: null,
      picture: null,
    });
    expect(removed.json()).toMatchObject({ background_cropped: null, picture: null, background_meta: meta });
    expect(removed.json().background).not.toBeNull();
  });

  it('refuses a blank header image, crop or picture, and bad styles, positions and crops', async () => {
    const s = await buildSharedPresentation(t);
    for (const field of ['background', 'background_cropped', 'picture']) {
      const blank = await patchForm(s.p.id, s.owner.headers, { [field]: new Blob([await png('#ffffff')]) });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ [field]: [MEDIA_TEXTS.blankImage] });
    }
    const bad = await call(t, 'PATCH', `/api/presentations/${s.p.id}`, s.owner.headers, {
      style: 'wavy',
      picture_position: 'above',
      category: 'x'.repeat(101),
      background_meta: { x: 120, y: 0, width: 10, height: 10, zoom: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual([
      'background_meta',
      'category',
      'picture_position',
      'style',
    ]);
  });

  it('plays a header video (file or URL) for a premium owner, through the link’s signed URLs', async () => {
    const s = await buildSharedPresentation(t);
    const response = await patchForm(s.p.id, s.owner.headers, {
      background: new Blob([await png('#34495e')]),
      background_video_url: new Blob([MP4]),
      background_video_poster: new Blob([await png('#223344')]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().background_video_url).toMatch(/\/api\/files\//);
    expect(response.json().background_video_poster).not.toBeNull();

    const link = await s.share();
    const seen = (await openLink(t, link.hash)).body.presentation;
    const video = seen.background_video_url as string;
    expect(video).toMatch(new RegExp(`/api/client/files/${link.hash}\\.V\\.`));
    expect(seen.background_video_poster).toMatch(new RegExp(`/api/client/files/${link.hash}\\.P\\.`));
    const played = await get(video);
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('video/mp4');
    expect(played.rawPayload.equals(MP4)).toBe(true);

    // Disabling the link revokes the video's URL with it.
    await call(t, 'DELETE', `/api/presentations/${s.p.id}/share-links/${link.id}`, s.owner.headers);
    expect((await get(video)).statusCode).toBe(404);

    // Another site's video replaces the upload: it is sent as it is.
    const byUrl = await call(t, 'PATCH', `/api/presentations/${s.p.id}`, s.owner.headers, {
      background_video_url: 'https://cdn.example.com/tour.mp4',
    });
    expect(byUrl.json()).toMatchObject({
      background_video_url: 'https://cdn.example.com/tour.mp4',
      background_video_poster: null,
    });
    const other = await s.share();
    expect((await openLink(t, other.hash)).body.presentation.background_video_url).toBe(
      'https://cdn.example.com/tour.mp4',
    );
  });

  it('is premium: a free owner cannot add one, and after a downgrade recipients see the header image', async () => {
    const s = await buildSharedPresentation(t);
    await patchForm(s.p.id, s.owner.headers, {
      background: new Blob([await png('#34495e')]),
      background_video_url: new Blob([MP4]),
    });
    const link = await s.share();
    const before = (await openLink(t, link.hash)).body.presentation;
    expect(before.background_video_url).not.toBeNull();

    await endTrial(s.owner.user.id);
    const after = (await openLink(t, (await s.share()).hash)).body.presentation;
    expect(after.background_video_url).toBeNull();
    expect(after.background).not.toBeNull();
    // The URL handed out before the downgrade stops playing too.
    expect((await get(before.background_video_url as string)).statusCode).toBe(404);

    const refused = await patchForm(s.p.id, s.owner.headers, { background_video_url: new Blob([MP4]) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: PREMIUM_MESSAGES.videoHeaders, code: 'premium_required' });
    const byUrl = await call(t, 'PATCH', `/api/presentations/${s.p.id}`, s.owner.headers, {
      background_video_url: 'https://cdn.example.com/tour.mp4',
    });
    expect(byUrl.statusCode).toBe(403);
    // Removing is open to all.
    const removed = await call(t, 'PATCH', `/api/presentations/${s.p.id}`, s.owner.headers, {
      background_video_url: null,
    });
    expect(removed.json().background_video_url).toBeNull();
  });

  it('checks the video: by its bytes, its size and an https address', async () => {
    const s = await buildSharedPresentation(t);
    const notVideo = await patchForm(s.p.id, s.owner.headers, {
      background_video_url: new Blob([await png('#34495e')]),
    });
    expect(notVideo.json()).toEqual({ background_video_url: [MEDIA_TEXTS.videoNotAllowed] });
    const plain = await call(t, 'PATCH', `/api/presentations/${s.p.id}`, s.owner.headers, {
      background_video_url: 'http://cdn.example.com/tour.mp4',
    });
    expect(plain.json()).toEqual({ background_video_url: [MEDIA_TEXTS.invalidVideoUrl] });
    const big = await patchForm(s.p.id, s.owner.headers, {
      background_video_url: new Blob([MP4, Buffer.alloc(104_857_601)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ background_video_url: [FILE_MESSAGES.videoTooLarge] });
  });
});
