import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation } from '../viewer/viewer.test-utils.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const newPresentation = async (headers: Headers) =>
  (await call('POST', '/api/presentations', headers, { title: 'P' })).json().id as number;
const addText = async (headers: Headers, id: number, title: string) =>
  (
    await call('POST', `/api/presentations/${id}/assets`, headers, {
      type: 'text',
      title,
      description: `<p>${title}</p>`,
    })
  ).json();
const titles = async (headers: Headers, id: number) =>
  (await call('GET', `/api/presentations/${id}`, headers))
    .json()
    .assets.map((a: { title: string }) => a.title);

describe('the clipboard', () => {
  it('copies an asset and pastes it at the end of another presentation or after an asset', async () => {
    const user = await buildUser(t.app);
    const from = await newPresentation(user.headers);
    const to = await newPresentation(user.headers);
    const kitchen = await addText(user.headers, from, 'Kitchen');
    const first = await addText(user.headers, to, 'First');
    await addText(user.headers, to, 'Last');
    const copied = await call(
      'POST',
      `/api/presentations/${from}/assets/${kitchen.id}/add-to-clipboard`,
      user.headers,
    );
    expect(copied.statusCode).toBe(201);
    const item = copied.json();
    expect(item).toMatchObject({
      presentation_id: from,
      asset: { type: 'text', title: 'Kitchen', description: '<p>Kitchen</p>' },
    });

    const pasted = await call('POST', `/api/clipboard/${item.id}/use`, user.headers, { presentation_id: to });
    expect(pasted.statusCode).toBe(201);
    expect(pasted.json()).toMatchObject({ presentation_id: to, title: 'Kitchen', position: 2 });
    const after = await call(
      'POST',
      `/api/presentations/${to}/assets/${first.id}/copy-from-clipboard`,
      user.headers,
      { clipboard_id: item.id },
    );
    expect(after.statusCode).toBe(201);
    expect(await titles(user.headers, to)).toEqual(['First', 'Kitchen', 'Last', 'Kitchen']);
    expect(await titles(user.headers, from)).toEqual(['Kitchen']);
  });

  it('lists newest first in pages of 5 and deletes items', async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(user.headers);
    for (let i = 1; i <= 6; i++) {
      const asset = await addText(user.headers, id, `Item ${i}`);
      await call('POST', `/api/presentations/${id}/assets/${asset.id}/add-to-clipboard`, user.headers);
    }
    const page = (await call('GET', '/api/clipboard', user.headers)).json();
    expect(page.count).toBe(6);
    expect(page.results).toHaveLength(5);
    expect(page.results[0].asset.title).toBe('Item 6');
    expect(page.next).toContain('page=2');
    expect((await call('DELETE', `/api/clipboard/${page.results[0].id}`, user.headers)).statusCode).toBe(204);
    expect((await call('GET', '/api/clipboard', user.headers)).json().count).toBe(5);
  });

  it("keeps each user's clipboard to themselves", async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const id = await newPresentation(owner.headers);
    const otherId = await newPresentation(other.headers);
    const asset = await addText(owner.headers, id, 'Secret');
    const item = (
      await call('POST', `/api/presentations/${id}/assets/${asset.id}/add-to-clipboard`, owner.headers)
    ).json();
    expect((await call('GET', '/api/clipboard', other.headers)).json().count).toBe(0);
    expect(
      (await call('POST', `/api/clipboard/${item.id}/use`, other.headers, { presentation_id: otherId }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/clipboard/${item.id}`, other.headers)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/clipboard/${item.id}/use`, owner.headers, { presentation_id: otherId }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the clipboard’s copies and stored files', { timeout: 90_000 }, () => {
  const picture = (colour: string) =>
    sharp({ create: { width: 600, height: 400, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const stored = (key: string) => existsSync(path.join(t.dataDir, 'files', key));
  const keyOf = (url: string) => new URL(url).pathname.slice('/api/files/'.length);
  async function uploadThumbnail(headers: Headers, presentationId: number, assetId: number, colour: string) {
    const form = new FormData();
    form.append('thumbnail', new Blob([await picture(colour)]), 'thumbnail.png');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${presentationId}/assets/${assetId}`,
      headers,
      payload: form as never,
    });
    expect(response.statusCode).toBe(200);
    return keyOf(response.json().thumbnail);
  }

  it('keep a copied asset’s file, pages and custom thumbnail through every cleanup; an orphaned copy’s files go with it', async () => {
    const s = await buildSharedPresentation(t);
    const { owner, p } = s;
    const original = s.assets[0]!;
    const pages = [...original.convertedFiles, ...original.pageThumbnails];
    const thumbnail = await uploadThumbnail(owner.headers, p.id, original.id, '#ff0000');
    const item = (
      await call('POST', `/api/presentations/${p.id}/assets/${original.id}/add-to-clipboard`, owner.headers)
    ).json();

    // The original's thumbnail is replaced, then the original deleted: each change cleans up its files.
    await uploadThumbnail(owner.headers, p.id, original.id, '#0000ff');
    expect(
      (await call('DELETE', `/api/presentations/${p.id}/assets/${original.id}`, owner.headers)).statusCode,
    ).toBe(204);
    expect(stored(thumbnail)).toBe(true);
    expect(pages.every(stored)).toBe(true);

    // Pasted later, the copy shows its thumbnail and its pages.
    const pasted = await call('POST', `/api/clipboard/${item.id}/use`, owner.headers, {
      presentation_id: p.id,
    });
    expect(pasted.statusCode).toBe(201);
    const shown = await t.app.inject({
      url: pasted.json().thumbnail.replace('http://folio.test', ''),
      headers: owner.headers,
    });
    expect(shown.statusCode).toBe(200);
    expect(keyOf(pasted.json().thumbnail)).toBe(thumbnail);
    const converted = await call(
      'GET',
      `/api/presentations/${p.id}/assets/${pasted.json().id}/converted`,
      owner.headers,
    );
    expect(converted.json().number_of_pages).toBe(2);

    // The pasted asset deleted, the clipboard still holds the copy: nothing goes.
    await call('DELETE', `/api/presentations/${p.id}/assets/${pasted.json().id}`, owner.headers);
    expect(stored(thumbnail)).toBe(true);
    expect(pages.every(stored)).toBe(true);

    // The copy removed from the clipboard, nothing names its files any more: they are removed.
    expect((await call('DELETE', `/api/clipboard/${item.id}`, owner.headers)).statusCode).toBe(204);
    expect(stored(thumbnail)).toBe(false);
    expect(pages.some(stored)).toBe(false);
  });

  it('converting an asset again removes only its own pages: a paste and a clipboard copy keep theirs', async () => {
    const s = await buildSharedPresentation(t);
    const { owner, p } = s;
    const [shared, alone] = [s.assets[0]!, s.assets[1]!];
    const item = (
      await call('POST', `/api/presentations/${p.id}/assets/${shared.id}/add-to-clipboard`, owner.headers)
    ).json();
    const pasted = await call('POST', `/api/clipboard/${item.id}/use`, owner.headers, {
      presentation_id: p.id,
    });
    for (const asset of [shared, alone])
      expect(
        (await call('POST', `/api/presentations/${p.id}/assets/${asset.id}/convert`, owner.headers, {}))
          .statusCode,
      ).toBe(200);
    expect([...shared.convertedFiles, ...shared.pageThumbnails].every(stored)).toBe(true);
    expect([...alone.convertedFiles, ...alone.pageThumbnails].some(stored)).toBe(false);
    const converted = await call(
      'GET',
      `/api/presentations/${p.id}/assets/${pasted.json().id}/converted`,
      owner.headers,
    );
    expect(converted.json().converted_files).toHaveLength(2);
  });

  it('removes nothing a remaining asset still uses when a copy leaves the clipboard', async () => {
    const s = await buildSharedPresentation(t);
    const { owner, p } = s;
    const asset = s.assets[1]!;
    const thumbnail = await uploadThumbnail(owner.headers, p.id, asset.id, '#00ff00');
    const item = (
      await call('POST', `/api/presentations/${p.id}/assets/${asset.id}/add-to-clipboard`, owner.headers)
    ).json();
    expect((await call('DELETE', `/api/clipboard/${item.id}`, owner.headers)).statusCode).toBe(204);
    expect(stored(thumbnail)).toBe(true);
    expect([...asset.convertedFiles, ...asset.pageThumbnails].every(stored)).toBe(true);
  });
});
