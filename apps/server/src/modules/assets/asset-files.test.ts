import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CONVERSION_MESSAGES, MAX_PAGES } from '@folio/converters';
import { colouredPages, near, PAGE_COLOURS } from '@folio/converters/test/fixtures.ts';
import { buildDocx, buildPptx } from '@folio/converters/test/office-fixtures.ts';
import { buildPdf, buildRepeatedPdf } from '@folio/converters/test/pdf-builder.ts';
import { buildZip } from '@folio/converters/test/zip-writer.ts';
import { FILE_MESSAGES } from '@folio/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { uploadFile } from '../../test/uploads.ts';
import { uploads } from '../uploads/uploads.table.ts';
import { assetPages } from './assets.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const filesDir = () => path.join(t.dataDir, 'files');
const storedKeys = (prefix: string) =>
  existsSync(path.join(filesDir(), prefix)) ? readdirSync(path.join(filesDir(), prefix)) : [];
/** Every page image and thumbnail stored (each has its own random key, in no asset's folder). */
const pageFiles = () => [
  ...storedKeys('pages').map((name) => `pages/${name}`),
  ...storedKeys('thumbs').map((name) => `thumbs/${name}`),
];

async function newPresentation(headers: Headers) {
  return (await call(t, 'POST', '/api/presentations', headers, { title: 'Listing' })).json().id as number;
}

/** Uploads a file and makes it an asset, as the editor does. */
async function addFile(headers: Headers, presentationId: number, filename: string, bytes: Buffer) {
  const { key, post } = await uploadFile(t, headers, filename, bytes);
  expect(post?.statusCode).toBe(204);
  const created = await call(t, 'POST', `/api/presentations/${presentationId}/assets`, headers, {
    type: 'file',
    upload_key: key,
  });
  return { key: key!, created };
}

async function converted(headers: Headers, presentationId: number, assetId: number) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const body = (
      await call(t, 'GET', `/api/presentations/${presentationId}/assets/${assetId}/converted`, headers)
    ).json();
    if (body.is_complete || body.has_error || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const served = async (url: string, headers: Headers) =>
  (await t.app.inject({ url: new URL(url).pathname, headers })).rawPayload;

describe('file assets', () => {
  it('turns an uploaded PDF into page images with thumbnails and page text', async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(user.headers);
    const { created } = await addFile(user.headers, id, 'Ocean Villa.pdf', buildPdf(colouredPages(4)));
    expect(created.statusCode).toBe(201);
    const asset = created.json();
    expect(asset).toMatchObject({
      type: 'file',
      title: 'Ocean Villa',
      filename: 'Ocean Villa.pdf',
      uploading: true,
    });

    const result = await converted(user.headers, id, asset.id);
    expect(result).toMatchObject({
      is_complete: true,
      has_error: false,
      number_of_pages: 4,
      percentage: 100,
    });
    expect(result.converted_files).toHaveLength(4);
    expect(result.page_thumbnails).toHaveLength(4);
    const [width, height] = result.page_sizes[1];
    expect(width).toBeGreaterThanOrEqual(1500);
    expect(height / width).toBeCloseTo(842 / 595, 1);
    const page = sharp(await served(result.converted_files[1], user.headers));
    expect((await page.metadata()).format).toBe('jpeg');
    const { data, info } = await page.raw().toBuffer({ resolveWithObject: true });
    const at = (Math.floor(info.height * 0.25) * info.width + Math.floor(info.width * 0.25)) * info.channels;
    expect(near([data[at]!, data[at + 1]!, data[at + 2]!], PAGE_COLOURS[1]!)).toBe(true);
    const texts = await t.database.db.select().from(assetPages).where(eq(assetPages.assetId, asset.id));
    expect(texts.find((p) => p.index === 2)?.text).toContain('Page 3 of 4');

    const detail = (await call(t, 'GET', `/api/presentations/${id}`, user.headers)).json();
    const listed = detail.assets.find((a: { id: number }) => a.id === asset.id);
    expect(listed).toMatchObject({ uploading: false, number_of_pages: 4, job_status: 'done' });
    expect(listed.thumbnail).toBe(result.page_thumbnails[0]);
  });

  it('takes the first page with content as the thumbnail when the first page is blank', async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(user.headers);
    const { created } = await addFile(user.headers, id, 'cover.pdf', buildPdf([{}, ...colouredPages(2)]));
    const result = await converted(user.headers, id, created.json().id);
    const detail = (await call(t, 'GET', `/api/presentations/${id}`, user.headers)).json();
    expect(detail.assets[0].thumbnail).toBe(result.page_thumbnails[1]);
  });

  it('refuses a file whose bytes are not its type, keeping neither a row nor the file', async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(user.headers);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2000, 1)]);
    const { key, created } = await addFile(user.headers, id, 'brochure.pdf', exe);
    expect([created.statusCode, created.json()]).toEqual([415, { detail: FILE_MESSAGES.typeNotAllowed }]);
    expect((await call(t, 'GET', `/api/presentations/${id}`, user.headers)).json().assets).toEqual([]);
    expect(existsSync(path.join(filesDir(), key))).toBe(false);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
  });

  it("refuses a .pdf whose header is damaged with 'Can't load the PDF file.', keeping neither a row nor the file", async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(user.headers);
    const damaged = Buffer.concat([Buffer.from('%PDX'), buildPdf(colouredPages(1)).subarray(4)]);
    const { key, created } = await addFile(user.headers, id, 'listing.pdf', damaged);
    expect([created.statusCode, created.json()]).toEqual([400, { detail: FILE_MESSAGES.pdf }]);
    expect((await call(t, 'GET', `/api/presentations/${id}`, user.headers)).json().assets).toEqual([]);
    expect(existsSync(path.join(filesDir(), key))).toBe(false);
  });

  it("stores 'Can't load the PDF file.' on the asset for a truncated PDF", async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(user.headers);
    const whole = buildPdf(colouredPages(3));
    const { created } = await addFile(
      user.headers,
      id,
      'cut.pdf',
      whole.subarray(0, Math.floor(whole.length / 3)),
    );
    const result = await converted(user.headers, id, created.json().id);
    expect(result).toMatchObject({ has_error: true, error: FILE_MESSAGES.pdf, is_complete: false });
  });

  it('converts a .pptx and a .docx with LibreOffice, a page per slide and per page', async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(user.headers);
    const pptx = buildPptx([
      { title: 'Ocean Villa', rgb: 'DC1414' },
      { title: 'Floor plan', rgb: '14A028' },
      { title: 'Contact', rgb: '1E3CDC' },
    ]);
    const docx = buildDocx({ pages: ['Welcome home', 'Second page'] });
    const slides = (await addFile(user.headers, id, 'deck.pptx', pptx)).created.json();
    const pages = (await addFile(user.headers, id, 'letter.docx', docx)).created.json();
    expect(await converted(user.headers, id, slides.id)).toMatchObject({
      is_complete: true,
      number_of_pages: 3,
    });
    expect(await converted(user.headers, id, pages.id)).toMatchObject({
      is_complete: true,
      number_of_pages: 2,
    });
  });

  it('gives each bad file its message on the asset', async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(user.headers);
    const cases: [string, Buffer, string][] = [
      ['locked.pdf', buildPdf(colouredPages(2), { passwordProtected: true }), FILE_MESSAGES.pdf],
      [
        'huge.pdf',
        buildRepeatedPdf(2000, { texts: [{ x: 60, y: 120, size: 24, text: 'Again' }] }),
        CONVERSION_MESSAGES.tooManyPages(MAX_PAGES),
      ],
      ['broken.docx', buildZip({ 'notes.bin': Buffer.alloc(3000, 7) }), CONVERSION_MESSAGES.officeFailed],
    ];
    for (const [filename, bytes, message] of cases) {
      const { created } = await addFile(user.headers, id, filename, bytes);
      expect([filename, created.statusCode]).toEqual([filename, 201]);
      const result = await converted(user.headers, id, created.json().id);
      expect([filename, result.has_error, result.error, result.converted_files]).toEqual([
        filename,
        true,
        message,
        [],
      ]);
    }
  });

  it('makes an image an image asset with one page', async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(user.headers);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1e3cdc' } })
      .png()
      .toBuffer();
    const { created } = await addFile(user.headers, id, 'front.png', png);
    expect(created.json().type).toBe('image');
    const result = await converted(user.headers, id, created.json().id);
    expect(result).toMatchObject({ is_complete: true, number_of_pages: 1, page_sizes: [[900, 600]] });
  });

  it("does not take another user's upload, nor one upload twice", async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const id = await newPresentation(owner.headers);
    const theirs = await newPresentation(other.headers);
    const { key } = await uploadFile(t, owner.headers, 'a.pdf', buildPdf(colouredPages(1)));
    const stolen = await call(t, 'POST', `/api/presentations/${theirs}/assets`, other.headers, {
      type: 'file',
      upload_key: key,
    });
    expect(stolen.statusCode).toBe(400);
    const body = { type: 'file', upload_key: key };
    expect((await call(t, 'POST', `/api/presentations/${id}/assets`, owner.headers, body)).statusCode).toBe(
      201,
    );
    expect((await call(t, 'POST', `/api/presentations/${id}/assets`, owner.headers, body)).statusCode).toBe(
      400,
    );
  });

  it('gives one upload to one asset when two creates race for it', async () => {
    const owner = await buildUser(t.app);
    const id = await newPresentation(owner.headers);
    const { key } = await uploadFile(t, owner.headers, 'race.pdf', buildPdf(colouredPages(1)));
    const body = { type: 'file', upload_key: key };
    const create = () => call(t, 'POST', `/api/presentations/${id}/assets`, owner.headers, body);
    const statuses = (await Promise.all([create(), create(), create()])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 400, 400]);
  });

  it('deleting the asset removes the file and its page images', async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(user.headers);
    const { key, created } = await addFile(user.headers, id, 'gone.pdf', buildPdf(colouredPages(2)));
    const result = await converted(user.headers, id, created.json().id);
    const made = [...result.converted_files, ...result.page_thumbnails].map(
      (u: string) => u.split('/api/files/')[1] ?? u,
    );
    expect(made.every((k) => existsSync(path.join(filesDir(), k)))).toBe(true);
    // Independent random keys: no page or thumbnail is named after the file or another page.
    const stem = path.basename(key, '.pdf');
    expect(made.every((k) => /^(pages|thumbs)\/[0-9a-f]{32}\.jpg$/.test(k) && !k.includes(stem))).toBe(true);
    expect(
      [...result.converted_files, ...result.page_thumbnails]
        .map((u: string) => u.split('/api/files/')[1])
        .sort(),
    ).toEqual(made.sort());
    const removed = await call(
      t,
      'DELETE',
      `/api/presentations/${id}/assets/${created.json().id}`,
      user.headers,
    );
    expect(removed.statusCode).toBe(204);
    expect(existsSync(path.join(filesDir(), key))).toBe(false);
    expect(made.filter((k) => existsSync(path.join(filesDir(), k)))).toEqual([]);
  });

  it('deleting an asset while it converts leaves no page image behind', async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(user.headers);
    const before = new Set(pageFiles());
    const { key, created } = await addFile(user.headers, id, 'long.pdf', buildPdf(colouredPages(40)));
    const assetId = created.json().id;
    const url = `/api/presentations/${id}/assets/${assetId}/converted`;
    while ((await call(t, 'GET', url, user.headers)).json().converted_files.length === 0)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const del = await call(t, 'DELETE', `/api/presentations/${id}/assets/${assetId}`, user.headers);
    expect(del.statusCode).toBe(204);
    // The job may still write a page after the delete; it then stops and removes it. Wait until the
    // folder has stayed empty for a while (the job has ended), however slow the machine is.
    const deadline = Date.now() + 60_000;
    let quiet = 0;
    while (quiet < 4 && Date.now() < deadline) {
      quiet = pageFiles().every((k) => before.has(k)) ? quiet + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(pageFiles().filter((k) => !before.has(k))).toEqual([]);
    expect(existsSync(path.join(filesDir(), key))).toBe(false);
  }, 90_000);
});
