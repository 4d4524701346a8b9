import { FILE_MESSAGES } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { NOT_DOWNLOADABLE } from './google-drive.ts';
import { sendJson, startProvider, testImage } from './imports.test-utils.ts';

const TOKEN = 'ya29.drive-token';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
/** Stand-ins for exported Office files (zip containers): the tests check what is stored, byte for byte. */
const exported = (mimeType: string) => Buffer.from(`PK\u0003\u0004 exported as ${mimeType}`);

const FILES: Record<string, { mimeType: string; name: string }> = {
  IMG1: { mimeType: 'image/jpeg', name: 'Garden.jpg' },
  DOC1: { mimeType: 'application/vnd.google-apps.document', name: 'Listing notes' },
  SLIDES1: { mimeType: 'application/vnd.google-apps.presentation', name: 'Brochure' },
};

let jpeg: Buffer;
let drive: Awaited<ReturnType<typeof startProvider>>;
let t: TestApp;

/** Drive v3 as it answers: bearer check, media download, export, metadata and its JSON errors. */
function driveError(code: number, message: string, reason: string) {
  return { error: { code, message, errors: [{ message, domain: 'global', reason }] } };
}

beforeAll(async () => {
  jpeg = await testImage('jpeg');
  drive = await startProvider((request, response) => {
    if (request.headers.authorization !== `Bearer ${TOKEN}`)
      return sendJson(
        response,
        401,
        driveError(401, 'Request had invalid authentication credentials.', 'authError'),
      );
    const match = /^\/drive\/v3\/files\/([\w-]+)(\/export)?$/.exec(request.path);
    const file = match && FILES[match[1] as string];
    if (!match || !file)
      return sendJson(response, 404, driveError(404, `File not found: ${match?.[1]}.`, 'notFound'));
    if (match[2]) {
      const mimeType = request.url.searchParams.get('mimeType') ?? '';
      return response.writeHead(200, { 'content-type': mimeType }).end(exported(mimeType));
    }
    if (request.url.searchParams.get('alt') === 'media') {
      if (file.mimeType.startsWith('application/vnd.google-apps.'))
        return sendJson(response, 403, driveError(403, NOT_DOWNLOADABLE, 'fileNotDownloadable'));
      return response.writeHead(200, { 'content-type': file.mimeType }).end(jpeg);
    }
    return sendJson(response, 200, { mimeType: file.mimeType, name: file.name });
  });
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
      GOOGLE_API_KEY: 'key',
      GOOGLE_DRIVE_API_URL: drive.base,
    },
  });
});
afterAll(async () => {
  await Promise.all([t.close(), drive.close()]);
});

const importDrive = (headers: Record<string, string>, body: object) =>
  call(t, 'POST', '/api/imports/google-drive', headers, { access_token: TOKEN, ...body });

describe('Google Drive imports', () => {
  it('downloads a binary file as media and it becomes an image asset', async () => {
    const user = await buildUser(t.app);
    const response = await importDrive(user.headers, {
      file_id: 'IMG1',
      mime_type: 'image/jpeg',
      filename: 'Garden.jpg',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ filename: 'Garden.jpg', size: jpeg.length });
    const media = drive.seen.find((r) => r.path === '/drive/v3/files/IMG1');
    expect(media?.url.searchParams.get('alt')).toBe('media');
    const presentation = await call(t, 'POST', '/api/presentations', user.headers, { title: 'Drive' });
    const asset = await call(t, 'POST', `/api/presentations/${presentation.json().id}/assets`, user.headers, {
      type: 'image',
      upload_key: response.json().key,
    });
    expect(asset.statusCode).toBe(201);
    expect(asset.json()).toMatchObject({ type: 'image', title: 'Garden' });
  });

  it('exports a Google Doc to docx when its type is known', async () => {
    const user = await buildUser(t.app);
    const before = drive.seen.length;
    const response = await importDrive(user.headers, {
      file_id: 'DOC1',
      mime_type: 'application/vnd.google-apps.document',
      filename: 'Listing notes',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ filename: 'Listing notes.docx', size: exported(DOCX).length });
    const calls = drive.seen.slice(before);
    expect(calls.map((r) => `${r.path}?${r.url.searchParams}`)).toEqual([
      `/drive/v3/files/DOC1/export?mimeType=${encodeURIComponent(DOCX)}`,
    ]);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/files/${response.json().key}`,
      headers: user.headers,
    });
    expect(file.rawPayload.equals(exported(DOCX))).toBe(true);
  });

  it("retries with export when Drive answers 'Only files with binary content can be downloaded'", async () => {
    const user = await buildUser(t.app);
    const before = drive.seen.length;
    const response = await importDrive(user.headers, { file_id: 'SLIDES1', filename: 'Brochure.gslides' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ filename: 'Brochure.pptx', size: exported(PPTX).length });
    const calls = drive.seen.slice(before);
    expect(calls.map((r) => r.path)).toEqual([
      '/drive/v3/files/SLIDES1',
      '/drive/v3/files/SLIDES1',
      '/drive/v3/files/SLIDES1/export',
    ]);
    expect(calls[0]?.url.searchParams.get('alt')).toBe('media');
    expect(calls[2]?.url.searchParams.get('mimeType')).toBe(PPTX);
    expect(calls.every((r) => r.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it("passes Drive's JSON error on as { detail }, never as our own 401", async () => {
    const user = await buildUser(t.app);
    const missing = await importDrive(user.headers, { file_id: 'NOPE', filename: 'Lost.png' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ detail: 'File not found: NOPE.', provider_status: 404 });
    expect(missing.json().provider_error.error.errors[0].reason).toBe('notFound');
    const expired = await importDrive(user.headers, {
      file_id: 'IMG1',
      filename: 'Garden.jpg',
      access_token: 'stale',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      detail: 'Request had invalid authentication credentials.',
      provider_status: 401,
    });
  });

  it('refuses a type that may not be uploaded before calling Drive', async () => {
    const user = await buildUser(t.app);
    const before = drive.seen.length;
    const response = await importDrive(user.headers, {
      file_id: 'IMG1',
      mime_type: 'application/x-msdownload',
      filename: 'tool.exe',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: FILE_MESSAGES.typeNotAllowed });
    expect(drive.seen.length).toBe(before);
  });
});
