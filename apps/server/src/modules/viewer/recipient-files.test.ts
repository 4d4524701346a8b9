import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FILE_URL_TTL_SECONDS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { assets } from '../assets/assets.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { buildSharedPresentation, openLink, PNG, unlock } from './viewer.test-utils.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4 the original\n%%EOF\n');
const store = async (key: string, bytes: Buffer) => {
  const file = path.join(t.dataDir, 'files', key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
};
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: url.replace('http://folio.test', ''), headers });

type ClientAsset = { id: number; file: string | null; thumbnail: string | null; converted_files: string[] };
type Answer = {
  presentation: { assets: ClientAsset[]; logo: string | null; user: { picture: string | null } };
};

/** A shared presentation whose every file is stored: originals, pages, a cover thumbnail, logo, picture. */
async function sharedWithFiles() {
  const s = await buildSharedPresentation(t);
  const first = s.assets[0]!;
  await store(first.fileKey!, PDF);
  await t.database.db
    .update(assets)
    .set({ thumbnail: `http://folio.test/api/files/${first.pageThumbnails[0]}` })
    .where(eq(assets.id, first.id));
  const logoKey = `presentations/${s.p.id}/logo-${s.p.id}abc.png`;
  const pictureKey = `users/${s.owner.user.id}/picture-${s.p.id}abc.png`;
  await Promise.all([store(logoKey, PNG), store(pictureKey, PNG)]);
  await t.database.db.update(presentations).set({ logoKey }).where(eq(presentations.id, s.p.id));
  await t.database.db.update(users).set({ pictureKey }).where(eq(users.id, s.owner.user.id));
  return { ...s, first, logoKey, pictureKey };
}

const answerOf = async (hash: string, headers: Record<string, string> = {}) => {
  const { response, body } = await openLink(t, hash, headers);
  return { text: response.body, body: body as unknown as Answer };
};

describe('file URLs in a recipient’s answer', () => {
  it('name no storage key, and each serves its file', async () => {
    const s = await sharedWithFiles();
    const link = await s.share();
    const { text, body } = await answerOf(link.hash);
    for (const key of [
      s.first.fileKey!,
      ...s.first.convertedFiles,
      ...s.first.pageThumbnails,
      s.logoKey,
      s.pictureKey,
    ])
      expect(text).not.toContain(key);
    expect(text).not.toContain('/api/files/');
    const asset = body.presentation.assets[0]!;
    const served = await get(asset.file!);
    expect([served.statusCode, served.headers['content-type'], served.rawPayload.equals(PDF)]).toEqual([
      200,
      'application/pdf',
      true,
    ]);
    for (const url of [
      asset.thumbnail!,
      asset.converted_files[1]!,
      body.presentation.logo!,
      body.presentation.user.picture!,
    ]) {
      const image = await get(url);
      expect([url, image.statusCode, image.rawPayload.equals(PNG)]).toEqual([url, 200, true]);
    }
  });

  it('cannot be turned into another file: a thumbnail into the original or a page', async () => {
    const s = await sharedWithFiles();
    const link = await s.share();
    const { body } = await answerOf(link.hash);
    const token = body.presentation.assets[0]!.thumbnail!.split('/').pop()!;
    expect(token).toMatch(/^[0-9a-f]{40}\.c\d+\./);
    for (const forged of [
      token.replace('.c', '.o'),
      token.replace(/\.c(\d+)\./, '.p$1-0.'),
      token.replace(/\.c(\d+)\./, '.t$1-1.'),
    ])
      expect((await get(`/api/client/files/${forged}`)).statusCode).toBe(404);
    // Nor do the keys it came from answer anyone without the owner's session.
    for (const key of [s.first.fileKey!, s.first.convertedFiles[0]!])
      expect((await get(`/api/files/${key}`)).statusCode).toBe(404);
  });

  it('stop working at once when the link is disabled, and when its presentation is deleted', async () => {
    const s = await sharedWithFiles();
    const link = await s.share();
    const { body } = await answerOf(link.hash);
    const urls = [
      body.presentation.assets[0]!.file!,
      body.presentation.assets[1]!.converted_files[0]!,
      body.presentation.logo!,
    ];
    for (const url of urls) expect((await get(url)).statusCode).toBe(200);
    const linkUrl = `/api/presentations/${s.p.id}/share-links/${link.id}`;
    expect((await call(t, 'DELETE', linkUrl, s.owner.headers)).statusCode).toBe(204);
    for (const url of urls) expect((await get(url)).statusCode).toBe(404);
    expect((await call(t, 'POST', `${linkUrl}/restore`, s.owner.headers, {})).statusCode).toBe(200);
    for (const url of urls) expect((await get(url)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/presentations/${s.p.id}`, s.owner.headers)).statusCode).toBe(204);
    for (const url of urls) expect((await get(url)).statusCode).toBe(404);
  });

  it('stop serving the original once prevent_download is turned on, and a hidden asset’s files', async () => {
    const s = await sharedWithFiles();
    const link = await s.share();
    const { body } = await answerOf(link.hash);
    const [first, second] = body.presentation.assets;
    expect((await get(first!.file!)).statusCode).toBe(200);
    const linkUrl = `/api/presentations/${s.p.id}/share-links/${link.id}`;
    await call(t, 'PATCH', linkUrl, s.owner.headers, { prevent_download: true });
    expect((await get(first!.file!)).statusCode).toBe(404);
    expect((await get(first!.converted_files[0]!)).statusCode).toBe(200);
    await call(t, 'PATCH', `/api/presentations/${s.p.id}/assets/${second!.id}`, s.owner.headers, {
      is_hidden: true,
    });
    expect((await get(second!.converted_files[0]!)).statusCode).toBe(404);
  });

  it('expire: between one and two FILE_URL_TTL_SECONDS after they are issued', async () => {
    const s = await sharedWithFiles();
    const link = await s.share();
    const url = (await answerOf(link.hash)).body.presentation.assets[0]!.converted_files[0]!;
    clock.advance(FILE_URL_TTL_SECONDS - 1);
    expect((await get(url)).statusCode).toBe(200);
    clock.advance(FILE_URL_TTL_SECONDS + 2);
    expect((await get(url)).statusCode).toBe(404);
  });

  it('behind a gate are bound to the view session: without it only the sender’s branding answers', async () => {
    const s = await sharedWithFiles();
    const link = await s.share({ require_email: true });
    const gated = (await answerOf(link.hash)).body;
    expect((await get(gated.presentation.user.picture!)).statusCode).toBe(200);
    const opened = await unlock(t, link.hash, { email: 'jane@example.com' });
    const page = (opened.body.presentation as unknown as Answer['presentation']).assets[0]!
      .converted_files[0]!;
    expect(page).toMatch(/\.p\d+-0\.\d+\.[\w-]{22}\.[\w-]{32}$/);
    expect((await get(page)).statusCode).toBe(200);
    const unbound = page.replace(/\.[\w-]{22}(\.[\w-]{32})$/, '$1');
    expect((await get(unbound)).statusCode).toBe(404);
    // A URL issued before the link had a gate stops answering once it has one (access-changes.test.ts).
    const open = await s.share({ name: 'Open' });
    const before = (await answerOf(open.hash)).body.presentation.assets[0]!.converted_files[0]!;
    expect((await get(before)).statusCode).toBe(200);
    await call(t, 'PATCH', `/api/presentations/${s.p.id}/share-links/${open.id}`, s.owner.headers, {
      password_protect: 'harbor',
    });
    expect((await get(before)).statusCode).toBe(403);
  });
});

describe('a page image’s smaller copy through the link', () => {
  it('is the page 800 px wide with ?w=800, and exists for page images only', async () => {
    const s = await buildSharedPresentation(t);
    const page = `pages/${'ab12'.repeat(8)}.jpg`;
    const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    await store(page, jpeg);
    await t.database.db
      .update(assets)
      .set({ convertedFiles: [page], pageThumbnails: [page] })
      .where(eq(assets.id, s.assets[0]!.id));
    const link = await s.share();
    const asset = (await answerOf(link.hash)).body.presentation.assets[0]!;
    const copy = await get(`${asset.converted_files[0]}?w=800`);
    expect(copy.statusCode).toBe(200);
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });
    for (const url of [
      `${asset.converted_files[0]}?w=1200`,
      `${(asset as unknown as { page_thumbnails: string[] }).page_thumbnails[0]}?w=800`,
      `${asset.file}?w=800`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});

describe('/api/files/{key}: the owner’s files', () => {
  it('answers only the session of a user something of theirs uses the key', async () => {
    const s = await sharedWithFiles();
    const stranger = await buildUser(t.app);
    for (const key of [s.first.fileKey!, s.first.convertedFiles[0]!, s.first.pageThumbnails[0]!, s.logoKey]) {
      expect((await get(`/api/files/${key}`, s.owner.headers)).statusCode, key).toBe(200);
      expect((await get(`/api/files/${key}`, stranger.headers)).statusCode, key).toBe(404);
      expect((await get(`/api/files/${key}`)).statusCode, key).toBe(404);
    }
    // Profile pictures show beside their owner's name to other users.
    expect((await get(`/api/files/${s.pictureKey}`, stranger.headers)).statusCode).toBe(200);
    expect((await get(`/api/files/${s.pictureKey}`)).statusCode).toBe(404);
  });
});
