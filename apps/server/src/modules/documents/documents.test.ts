import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildPdf } from '@folio/converters/test/pdf-builder.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { uploadFile } from '../../test/uploads.ts';
import { presentationReceipts, presentations } from '../presentations/presentations.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const twoPages = () =>
  buildPdf(['One', 'Two'].map((text) => ({ texts: [{ x: 72, y: 700, size: 36, text }] })));

async function upload(headers: Headers, filename: string, bytes: Buffer) {
  const { key, post } = await uploadFile(t, headers, filename, bytes);
  expect(post?.statusCode).toBe(204);
  return key as string;
}

const createDocument = async (headers: Headers, filename: string, body: object = {}) =>
  call(t, 'POST', '/api/document', headers, {
    upload_key: await upload(headers, filename, twoPages()),
    ...body,
  });

/** Waits until the document's file is converted (or has failed); returns the document. */
// Conversions are real (pdftoppm), and npm test runs these tests niced beside the journeys: a busy machine
// may take a while, so the wait (and each test) allows for it.
async function convertedDocument(headers: Headers, id: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = (await call(t, 'GET', `/api/document/${id}`, headers)).json();
    if (body.is_complete || body.has_error) return body;
    if (Date.now() > deadline) throw new Error(`Document ${id} not converted within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const titles = async (headers: Headers, query = '') =>
  (await call(t, 'GET', `/api/document${query}`, headers))
    .json()
    .results.map((d: { title: string }) => d.title);
const rowsOf = (userId: number) =>
  t.database.db.select().from(presentations).where(eq(presentations.userId, userId));
const fileStatus = async (url: string, headers: Headers) =>
  (await t.app.inject({ url: new URL(url).pathname, headers })).statusCode;
/** Whether the file an owner URL names is still stored. */
const stored = (url: string) =>
  existsSync(path.join(t.dataDir, 'files', new URL(url).pathname.slice('/api/files/'.length)));

describe('documents', { timeout: 120_000 }, () => {
  it('creates a document from an uploaded PDF, titled after the file, and converts its pages', async () => {
    const user = await buildUser(t.app);
    const response = await createDocument(user.headers, 'Harbor Brochure.pdf');
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      title: 'Harbor Brochure',
      clean_title: 'harbor-brochure',
      filename: 'Harbor Brochure.pdf',
      is_complete: false,
      has_error: false,
      number_of_access: 0,
      number_of_invites: 0,
      number_of_feedback: 0,
    });
    expect(created.assets).toHaveLength(1);
    expect(created.assets[0]).toMatchObject({ type: 'file', presentation_id: created.id, percentage: 0 });

    const done = await convertedDocument(user.headers, created.id);
    expect(done).toMatchObject({ is_complete: true, has_error: false, uploading: false, percentage: 100 });
    expect(done.number_of_pages).toBe(2);
    expect(done.thumbnail).toMatch(/^http:\/\/folio\.test\/api\/files\/thumbs\/[0-9a-f]{32}\.jpg$/);
    expect(done.assets[0].percentage).toBe(100);
    expect(done.assets[0].converted_files).toHaveLength(2);
    expect(await fileStatus(done.assets[0].converted_files[1], user.headers)).toBe(200);
  });

  it('takes a title, and refuses one over 100 characters', async () => {
    const user = await buildUser(t.app);
    const named = await createDocument(user.headers, 'scan.pdf', { title: 'Floor plans' });
    expect(named.json().title).toBe('Floor plans');
    const long = await call(t, 'POST', '/api/document', user.headers, {
      upload_key: 'uploads/x.pdf',
      title: 'x'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().title).toEqual(['Ensure this field has no more than 100 characters.']);
  });

  it('leaves no document behind when the file is refused or the upload is unknown', async () => {
    const user = await buildUser(t.app);
    const key = await upload(user.headers, 'invoice.pdf', Buffer.from('MZ\x90\x00 not a pdf at all'));
    const refused = await call(t, 'POST', '/api/document', user.headers, { upload_key: key });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ detail: 'This file type is not allowed to be uploaded' });
    const unknown = await call(t, 'POST', '/api/document', user.headers, { upload_key: 'uploads/nope.pdf' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('upload_key');
    expect(await rowsOf(user.user.id)).toEqual([]);
    expect((await call(t, 'GET', '/api/document', user.headers)).json().count).toBe(0);
  });

  it('lists newest first, always 5 a page, and searches titles', async () => {
    const user = await buildUser(t.app);
    for (let i = 1; i <= 7; i++)
      await createDocument(user.headers, `Listing ${i}${i === 3 ? ' Harbor' : ''}.pdf`);
    const first = (await call(t, 'GET', '/api/document?page_size=50', user.headers)).json();
    expect(first.count).toBe(7);
    expect(first.results.map((d: { title: string }) => d.title)).toEqual([
      'Listing 7',
      'Listing 6',
      'Listing 5',
      'Listing 4',
      'Listing 3 Harbor',
    ]);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    const second = (await call(t, 'GET', '/api/document?page=2', user.headers)).json();
    expect(second.results.map((d: { title: string }) => d.title)).toEqual(['Listing 2', 'Listing 1']);
    expect(second.next).toBeNull();
    expect(second.previous).toContain('page=1');
    expect(await titles(user.headers, '?search=harbor')).toEqual(['Listing 3 Harbor']);
    expect(await titles(user.headers, '?search=%25')).toEqual([]);
    expect(await titles(user.headers, '?search=harbor%20listing')).toEqual(['Listing 3 Harbor']);
    expect(await titles(user.headers, '?search=%20%203%20%20harbor%20')).toEqual(['Listing 3 Harbor']);
    expect(await titles(user.headers, '?search=harbor%20lake')).toEqual([]);
  });

  it('keeps documents out of every presentation list, received ones included', async () => {
    const owner = await buildUser(t.app);
    const viewer = await buildUser(t.app);
    const doc = (await createDocument(owner.headers, 'Listing.pdf')).json();
    await call(t, 'POST', '/api/presentations', owner.headers, { title: 'A presentation' });
    await t.database.db
      .insert(presentationReceipts)
      .values({ presentationId: doc.id, userId: viewer.user.id });
    const tab = async (headers: Headers, name: string) =>
      (await call(t, 'GET', `/api/presentations?tab=${name}`, headers))
        .json()
        .results.map((p: { title: string }) => p.title);
    expect(await tab(owner.headers, 'mine')).toEqual(['A presentation']);
    expect(await tab(viewer.headers, 'received')).toEqual([]);
    expect(await titles(owner.headers)).toEqual(['Listing']);
  });

  it('renames with the title rules, and only the owner can', async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const doc = (await createDocument(owner.headers, 'draft.pdf')).json();
    const url = `/api/document/${doc.id}/update`;
    const renamed = await call(t, 'POST', url, owner.headers, { title: '  Ocean View Villa  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Ocean View Villa', clean_title: 'ocean-view-villa' });
    expect(new Date(renamed.json().updated_at) >= new Date(doc.updated_at)).toBe(true);
    const long = await call(t, 'POST', url, owner.headers, { title: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ title: ['Ensure this field has no more than 100 characters.'] });
    expect((await call(t, 'POST', url, owner.headers, { title: 'x', archived: true })).statusCode).toBe(400);
    expect((await call(t, 'POST', url, other.headers, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/document/${doc.id}`, owner.headers)).json().title).toBe(
      'Ocean View Villa',
    );
  });

  it("answers 404 for another user's document and for a presentation id", async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const doc = (await createDocument(owner.headers, 'private.pdf')).json();
    const presentation = (await call(t, 'POST', '/api/presentations', owner.headers, { title: 'P' })).json();
    for (const [method, url, body] of [
      ['GET', `/api/document/${doc.id}`, undefined],
      ['DELETE', `/api/document/${doc.id}`, undefined],
      ['POST', '/api/document/convert', { id: doc.id }],
    ] as const)
      expect((await call(t, method, url, other.headers, body)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/document/${presentation.id}`, owner.headers)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/document', other.headers)).json().count).toBe(0);
    const stats = await call(t, 'POST', '/api/document/stats', other.headers, { ids: [doc.id] });
    expect(stats.json()).toEqual({ results: [] });
    expect((await call(t, 'GET', `/api/document/${doc.id}`, owner.headers)).statusCode).toBe(200);
  });

  it('answers stats with the counters and the conversion state of the ids asked', async () => {
    const user = await buildUser(t.app);
    const doc = (await createDocument(user.headers, 'stats.pdf')).json();
    const presentation = (await call(t, 'POST', '/api/presentations', user.headers, { title: 'P' })).json();
    await convertedDocument(user.headers, doc.id);
    const response = await call(t, 'POST', '/api/document/stats', user.headers, {
      ids: [doc.id, presentation.id],
    });
    expect(response.json().results).toEqual([
      expect.objectContaining({
        id: doc.id,
        percentage: 100,
        is_complete: true,
        has_error: false,
        number_of_pages: 2,
        number_of_access: 0,
        last_access: null,
      }),
    ]);
  });

  it('converts the file again, named by the document or by presentation and asset', async () => {
    const user = await buildUser(t.app);
    const doc = (await createDocument(user.headers, 'again.pdf')).json();
    await convertedDocument(user.headers, doc.id);
    const again = await call(t, 'POST', '/api/document/convert', user.headers, { id: doc.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ is_complete: false, percentage: 0, number_of_pages: 0 });
    expect((await convertedDocument(user.headers, doc.id)).number_of_pages).toBe(2);
    const byAsset = await call(t, 'POST', '/api/document/convert', user.headers, {
      presentation_id: doc.id,
      asset_id: doc.assets[0].id,
    });
    expect(byAsset.statusCode).toBe(200);
    expect((await convertedDocument(user.headers, doc.id)).is_complete).toBe(true);
    const nameless = await call(t, 'POST', '/api/document/convert', user.headers, {});
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toHaveProperty('id');
    const wrongAsset = await call(t, 'POST', '/api/document/convert', user.headers, {
      presentation_id: doc.id,
      asset_id: doc.assets[0].id + 10_000,
    });
    expect(wrongAsset.statusCode).toBe(404);
  });

  it('deletes for good: the row, the asset, the uploaded file and its page images', async () => {
    const user = await buildUser(t.app);
    const doc = (await createDocument(user.headers, 'gone.pdf')).json();
    const done = await convertedDocument(user.headers, doc.id);
    const files = [done.assets[0].file, ...done.assets[0].converted_files, ...done.assets[0].page_thumbnails];
    expect(files).toHaveLength(5);
    for (const file of files) expect(await fileStatus(file, user.headers)).toBe(200);
    expect((await call(t, 'DELETE', `/api/document/${doc.id}`, user.headers)).statusCode).toBe(204);
    expect((await call(t, 'GET', `/api/document/${doc.id}`, user.headers)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/document/${doc.id}`, user.headers)).statusCode).toBe(404);
    for (const file of files) expect(stored(file)).toBe(false);
    const rows = await t.database.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.id, doc.id), eq(presentations.userId, user.user.id)));
    expect(rows).toEqual([]);
  });
});
