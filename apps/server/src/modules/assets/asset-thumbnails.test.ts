import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, THUMBNAIL_TEXTS } from '@folio/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation, openLink } from '../viewer/viewer.test-utils.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const picture = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

const get = (url: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: url.replace('http://folio.test', ''), headers });

/** The average colour of a served picture, as [r, g, b]. */
const colourOf = async (bytes: Buffer) =>
  (await sharp(bytes).stats()).channels.slice(0, 3).map((c) => Math.round(c.mean));

const storedFile = (url: string) =>
  path.join(t.dataDir, 'files', new URL(url).pathname.slice('/api/files/'.length));

function thumbnailForm(files: Record<string, Buffer>, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, bytes] of Object.entries(files)) form.append(name, new Blob([bytes]), `${name}.png`);
  return form;
}

const patchForm = (headers: Headers, presentationId: number, assetId: number, form: FormData) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/presentations/${presentationId}/assets/${assetId}`,
    headers,
    payload: form as never,
  });

// Pictures are decoded and stored on a busy machine: each test gets up to 90 s.
describe('a custom thumbnail uploaded with its crop', { timeout: 90_000 }, () => {
  it('shows the crop in the editor and to recipients, keeps the picture and crop, and goes back to the original', async () => {
    const s = await buildSharedPresentation(t);
    const asset = s.assets[0]!;
    const form = thumbnailForm(
      {
        thumbnail: await picture(900, 600, '#ff0000'),
        thumbnail_cropped: await picture(300, 300, '#0000ff'),
      },
      { thumbnail_meta: JSON.stringify({ x: 25, y: 0, width: 50, height: 100, zoom: 1.4 }), title: 'Cover' },
    );
    const response = await patchForm(s.owner.headers, s.p.id, asset.id, form);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      title: 'Cover',
      thumbnail_is_original: false,
      is_using_screenshot: false,
      selected_thumbnail: null,
      thumbnail_meta: { source: 'upload', crop: { x: 25, y: 0, width: 50, height: 100, zoom: 1.4 } },
    });
    expect(body.thumbnail).toBe(body.thumbnail_cropped);
    const shown = await get(body.thumbnail, s.owner.headers);
    expect(shown.statusCode).toBe(200);
    expect(await colourOf(shown.rawPayload)).toEqual([0, 0, 255]);
    const uploaded = await get(body.thumbnail_meta.picture, s.owner.headers);
    expect(await colourOf(uploaded.rawPayload)).toEqual([255, 0, 0]);
    // Another user cannot read it through the owner's file URL.
    const stranger = await buildUser(t.app);
    expect((await get(body.thumbnail, stranger.headers)).statusCode).toBe(404);

    // The recipient gets it through the link, never by its storage key.
    const link = await s.share();
    const { response: opened, body: answer } = await openLink(t, link.hash);
    expect(opened.body).not.toContain('asset-thumbnails/');
    const recipientAsset = (answer.presentation.assets as { id: number; thumbnail: string }[]).find(
      (a) => a.id === asset.id,
    )!;
    expect(recipientAsset.thumbnail).toMatch(/\/api\/client\/files\/[0-9a-f]{40}\.c\d+\./);
    expect(await colourOf((await get(recipientAsset.thumbnail)).rawPayload)).toEqual([0, 0, 255]);

    const back = await call(t, 'PATCH', `/api/presentations/${s.p.id}/assets/${asset.id}`, s.owner.headers, {
      thumbnail_is_original: true,
    });
    expect(back.json()).toMatchObject({
      thumbnail: body.original_thumbnail,
      thumbnail_is_original: true,
      thumbnail_cropped: null,
      thumbnail_meta: null,
    });
    // The uploaded files nobody uses any more are removed.
    expect(existsSync(storedFile(body.thumbnail))).toBe(false);
    expect(existsSync(storedFile(body.thumbnail_meta.picture))).toBe(false);
  });

  it('refuses another user’s asset (404), a file that is no picture (400) and one over 10 MB (413)', async () => {
    const s = await buildSharedPresentation(t);
    const asset = s.assets[0]!;
    const stranger = await buildUser(t.app);
    const png = await picture(40, 40, '#00ff00');
    const theirs = await patchForm(stranger.headers, s.p.id, asset.id, thumbnailForm({ thumbnail: png }));
    expect(theirs.statusCode).toBe(404);
    const json = await call(t, 'PATCH', `/api/presentations/${s.p.id}/assets/${asset.id}`, stranger.headers, {
      selected_thumbnail: 0,
    });
    expect(json.statusCode).toBe(404);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
    const wrong = await patchForm(s.owner.headers, s.p.id, asset.id, thumbnailForm({ thumbnail: pdf }));
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { thumbnail: [MESSAGES.invalidImageOrWebp] }]);

    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooLarge = await patchForm(s.owner.headers, s.p.id, asset.id, thumbnailForm({ thumbnail: huge }));
    expect(tooLarge.statusCode).toBe(413);
    expect(JSON.stringify(tooLarge.json())).toContain(MESSAGES.imageTooLarge);

    const badCrop = await patchForm(
      s.owner.headers,
      s.p.id,
      asset.id,
      thumbnailForm({ thumbnail: png }, { thumbnail_meta: '{"zoom": 9}' }),
    );
    expect([badCrop.statusCode, badCrop.json()]).toEqual([
      400,
      { thumbnail_meta: [THUMBNAIL_TEXTS.cropInvalid] },
    ]);
    const noPicture = await patchForm(
      s.owner.headers,
      s.p.id,
      asset.id,
      thumbnailForm({ thumbnail_cropped: png }),
    );
    expect([noPicture.statusCode, noPicture.json()]).toEqual([
      400,
      { thumbnail: [THUMBNAIL_TEXTS.thumbnailRequired] },
    ]);
    const unchanged = await call(t, 'GET', `/api/presentations/${s.p.id}`, s.owner.headers);
    expect(unchanged.json().assets[0]).toMatchObject({ thumbnail_is_original: true, thumbnail_meta: null });
  });
});

describe('a page as thumbnail', { timeout: 90_000 }, () => {
  it('shows the chosen converted page, and refuses a page the file does not have', async () => {
    const s = await buildSharedPresentation(t);
    const asset = s.assets[1]!;
    const url = `/api/presentations/${s.p.id}/assets/${asset.id}`;
    const chosen = await call(t, 'PATCH', url, s.owner.headers, { selected_thumbnail: 1 });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      thumbnail: chosen.json().page_thumbnails[1],
      selected_thumbnail: 1,
      thumbnail_is_original: false,
      thumbnail_meta: { source: 'page', picture: null, crop: null },
    });
    const missing = await call(t, 'PUT', url, s.owner.headers, { selected_thumbnail: 2 });
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { selected_thumbnail: [THUMBNAIL_TEXTS.pageMissing] },
    ]);

    const link = await s.share();
    const { body } = await openLink(t, link.hash);
    const shown = (body.presentation.assets as { id: number; thumbnail: string }[]).find(
      (a) => a.id === asset.id,
    )!;
    expect((await get(shown.thumbnail)).statusCode).toBe(200);

    const text = (
      await call(t, 'POST', `/api/presentations/${s.p.id}/assets`, s.owner.headers, { type: 'text' })
    ).json();
    const noPages = await call(
      t,
      'PATCH',
      `/api/presentations/${s.p.id}/assets/${text.id}`,
      s.owner.headers,
      {
        selected_thumbnail: 0,
      },
    );
    expect(noPages.json()).toEqual({ selected_thumbnail: [THUMBNAIL_TEXTS.noPages] });
    const notAWebsite = await call(t, 'PATCH', url, s.owner.headers, { is_using_screenshot: true });
    expect(notAWebsite.json()).toEqual({ is_using_screenshot: [THUMBNAIL_TEXTS.notAWebsite] });
  });
});
