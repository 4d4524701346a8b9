import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CLONE_TEXTS } from '@folio/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { assets } from '../assets/assets.table.ts';
import { buildSharedPresentation, PNG } from '../viewer/viewer.test-utils.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const stored = async (key: string) =>
  (await stat(path.join(t.dataDir, 'files', key)).catch(() => null)) !== null;

const clone = (id: number, headers: Record<string, string>, body?: object) =>
  call(t, 'POST', `/api/presentations/${id}/clone`, headers, body);

describe('cloning through a share link', () => {
  it('lets another user copy a presentation through an enabled link of it', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const other = await buildUser(t.app, { first_name: 'Omar' });

    const response = await clone(s.p.id, other.headers, { hash: link.hash });
    expect(response.statusCode).toBe(201);
    const copy = response.json() as { id: number; title: string };
    expect(copy.id).not.toBe(s.p.id);
    expect(copy.title).toBe('Ocean View Villa (copy)');
    const detail = await call(t, 'GET', `/api/presentations/${copy.id}`, other.headers);
    expect(detail.statusCode).toBe(200);
    // What the link shows: the hidden asset stays behind.
    expect((detail.json() as { assets: { title: string }[] }).assets.map((a) => a.title)).toEqual([
      'Asset 1',
      'Asset 2',
    ]);
    expect((await call(t, 'GET', `/api/presentations/${copy.id}`, s.owner.headers)).statusCode).toBe(404);
  });

  it('gives the copy files of its own, which the original’s owner cannot delete', async () => {
    const s = await buildSharedPresentation(t);
    // An uploaded file laid out as conversion stores it: pages beside the upload's random name.
    const name = `${s.p.id}c0ffee${Date.now()}`;
    const keys = {
      file: `uploads/${name}.pdf`,
      page: `pages/${name}/page-0001.jpg`,
      thumb: `pages/${name}/thumb-0001.jpg`,
    };
    for (const key of Object.values(keys)) {
      await mkdir(path.dirname(path.join(t.dataDir, 'files', key)), { recursive: true });
      await writeFile(path.join(t.dataDir, 'files', key), PNG);
    }
    await t.database.db
      .update(assets)
      .set({
        fileKey: keys.file,
        convertedFiles: [keys.page],
        pageThumbnails: [keys.thumb],
        thumbnail: `http://folio.test/api/files/${keys.thumb}`,
      })
      .where(eq(assets.id, s.assets[0]!.id));
    const link = await s.share();
    const other = await buildUser(t.app);
    const copy = (await clone(s.p.id, other.headers, { hash: link.hash })).json() as { id: number };
    const [copied] = await t.database.db
      .select()
      .from(assets)
      .where(and(eq(assets.presentationId, copy.id), eq(assets.title, 'Asset 1')));
    const copiedKeys = [copied!.fileKey!, ...copied!.convertedFiles, ...copied!.pageThumbnails];
    expect(copiedKeys).toHaveLength(3);
    for (const key of copiedKeys) expect(Object.values(keys)).not.toContain(key);
    expect(copied!.thumbnail).toBe(`http://folio.test/api/files/${copied!.pageThumbnails[0]}`);

    // The owner converts the file again (its pages go), then deletes the presentation for good.
    const base = `/api/presentations/${s.p.id}`;
    await call(t, 'POST', `${base}/assets/${s.assets[0]!.id}/convert`, s.owner.headers, {});
    expect(await stored(keys.page)).toBe(false);
    expect((await call(t, 'DELETE', `${base}/delete`, s.owner.headers)).statusCode).toBe(204);
    expect(await stored(keys.file)).toBe(false);
    for (const key of copiedKeys) expect(await stored(key), key).toBe(true);
    const served = await t.app.inject({
      url: `/api/files/${copied!.convertedFiles[0]}`,
      headers: other.headers,
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 for a hash of another presentation, an unknown or malformed one, and a disabled link', async () => {
    const s = await buildSharedPresentation(t);
    const elsewhere = await buildSharedPresentation(t);
    const otherLink = await elsewhere.share();
    const link = await s.share();
    const other = await buildUser(t.app);
    for (const hash of [otherLink.hash, 'f'.repeat(40), 'not-a-hash'])
      expect((await clone(s.p.id, other.headers, { hash })).statusCode).toBe(404);
    await call(t, 'DELETE', `/api/presentations/${s.p.id}/share-links/${link.id}`, s.owner.headers);
    const disabled = await clone(s.p.id, other.headers, { hash: link.hash });
    expect(disabled.statusCode).toBe(404);
    // Without a link, someone else's presentation stays out of reach.
    expect((await clone(s.p.id, other.headers)).statusCode).toBe(404);
  });

  it('refuses links behind a password, an e-mail or phone gate, or with downloads prevented', async () => {
    const s = await buildSharedPresentation(t);
    const other = await buildUser(t.app);
    for (const settings of [
      { password_protect: 'harbor-9' },
      { require_email: true },
      { require_phone_number: true },
      { prevent_download: true },
    ]) {
      const link = await s.share(settings);
      const response = await clone(s.p.id, other.headers, { hash: link.hash });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: CLONE_TEXTS.protectedLink });
    }
  });

  it('needs a signed-in user and a well-formed body', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    expect((await clone(s.p.id, {}, { hash: link.hash })).statusCode).toBe(401);
    const other = await buildUser(t.app);
    expect((await clone(s.p.id, other.headers, { hash: link.hash, extra: 1 })).statusCode).toBe(400);
    // The owner's own clone still works without a body.
    expect((await clone(s.p.id, s.owner.headers)).statusCode).toBe(201);
  });
});
