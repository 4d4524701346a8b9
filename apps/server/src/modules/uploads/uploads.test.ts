import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURE_FLAG_DEFAULTS, FILE_MESSAGES } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStore } from '../../platform/storage/local-store.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadFile, uploadForm } from '../../test/uploads.ts';
import { sweepUploadsJob, UNUSED_UPLOAD_MS } from './uploads.jobs.ts';
import { createUploadsService } from './uploads.service.ts';

const clock = createTestClock();
let trial: TestApp;
let free: TestApp;
let video: TestApp;
beforeAll(async () => {
  [trial, free, video] = await Promise.all([
    createTestApp({ clock }),
    createTestApp({ env: { TRIAL_DAYS: '0' } }),
    createTestApp({ env: { FEATURE_VIDEO_UPLOAD: 'true' } }),
  ]);
});
afterAll(() => Promise.all([trial, free, video].map((t) => t.close())));

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const sign = (t: TestApp, headers: Record<string, string>, filename: string, size: number) =>
  call(t, 'POST', '/api/uploads/sign', headers, { filename, size });
const stored = (t: TestApp, key: string) => existsSync(path.join(t.dataDir, 'files', key));

describe('POST /api/uploads/sign', () => {
  it('signs a direct upload with the S3 form fields, under a random key', async () => {
    const user = await buildUser(trial.app);
    const response = await sign(trial, user.headers, 'Listing.PDF', 1234);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.url).toBe('/api/uploads/local');
    expect(body.key).toMatch(/^uploads\/[0-9a-f]{32}\.pdf$/);
    expect(Object.keys(body.fields).sort()).toEqual(
      ['AWSAccessKeyId', 'Content-Type', 'acl', 'key', 'policy', 'signature', 'x-amz-storage-class'].sort(),
    );
    expect(body.fields['Content-Type']).toBe('application/pdf');
  });

  it('refuses what the spec refuses, with its texts', async () => {
    const user = await buildUser(trial.app);
    const freeUser = await buildUser(free.app);
    const videoUser = await buildUser(video.app);
    const cases = [
      [trial, user, 'setup.exe', 10, 415, FILE_MESSAGES.typeNotAllowed],
      [trial, user, 'noextension', 10, 415, FILE_MESSAGES.typeNotAllowed],
      [trial, user, 'tour.mp4', 10, 415, FILE_MESSAGES.videoDisabled],
      [video, videoUser, 'tour.mp4', 104_857_601, 413, FILE_MESSAGES.videoTooLarge],
      [free, freeUser, 'brochure.pdf', 50_000_001, 413, FILE_MESSAGES.freeTooLarge],
      [trial, user, 'brochure.pdf', 0, 400, FILE_MESSAGES.empty],
    ] as const;
    for (const [t, who, filename, size, status, detail] of cases) {
      const response = await sign(t, who.headers, filename, size);
      expect([filename, response.statusCode, response.json()]).toEqual([filename, status, { detail }]);
    }
    expect((await sign(free, freeUser.headers, 'brochure.pdf', 50_000_000)).statusCode).toBe(200);
    expect((await sign(trial, user.headers, 'brochure.pdf', 50_000_001)).statusCode).toBe(200);
    expect((await sign(video, videoUser.headers, 'tour.mp4', 104_857_600)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await sign(trial, {}, 'a.pdf', 10)).statusCode).toBe(401);
  });
});

describe('POST /api/uploads/local (the embedded store’s S3-style endpoint)', () => {
  it('stores the posted file under the signed key', async () => {
    const user = await buildUser(trial.app);
    const { key, post } = await uploadFile(trial, user.headers, 'listing.pdf', pdf);
    expect(post?.statusCode).toBe(204);
    const served = await trial.app.inject({ url: `/api/files/${key}`, headers: user.headers });
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline');
    const part = await trial.app.inject({
      url: `/api/files/${key}`,
      headers: { ...user.headers, range: 'bytes=1-3' },
    });
    expect([part.statusCode, part.headers['content-range'], part.body]).toEqual([
      206,
      `bytes 1-3/${pdf.length}`,
      'PDF',
    ]);
    const tail = await trial.app.inject({
      url: `/api/files/${key}`,
      headers: { ...user.headers, range: 'bytes=-6' },
    });
    expect(tail.body).toBe('%EOF\n'.padStart(6, '%'));
    const beyond = await trial.app.inject({
      url: `/api/files/${key}`,
      headers: { ...user.headers, range: `bytes=${pdf.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('sends Office files as downloads, never shown inline', async () => {
    const user = await buildUser(trial.app);
    const { key } = await uploadFile(trial, user.headers, 'deck.pptx', Buffer.from('PK\x03\x04 deck'));
    const served = await trial.app.inject({ url: `/api/files/${key}`, headers: user.headers });
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
  });

  it('refuses a changed key, a forged signature and an expired form, storing nothing', async () => {
    const user = await buildUser(trial.app);
    const signed = (await sign(trial, user.headers, 'listing.pdf', pdf.length)).json();
    const post = (fields: Record<string, string>) =>
      trial.app.inject({
        method: 'POST',
        url: signed.url,
        payload: uploadForm(fields, pdf, 'x.pdf') as object,
      });
    const otherKey = 'uploads/00000000000000000000000000000000.pdf';
    expect((await post({ ...signed.fields, key: otherKey })).statusCode).toBe(403);
    expect(stored(trial, otherKey)).toBe(false);
    expect((await post({ ...signed.fields, signature: 'AAAA' })).statusCode).toBe(403);
    clock.advance(2 * 60 * 60);
    const expired = await post(signed.fields);
    expect([expired.statusCode, expired.json()]).toEqual([403, { detail: 'The upload form has expired.' }]);
    expect(stored(trial, signed.key)).toBe(false);
  });

  it('writes a key once: the same form posted again is refused and the first file stays', async () => {
    const user = await buildUser(trial.app);
    const signed = (await sign(trial, user.headers, 'listing.pdf', pdf.length)).json();
    const post = (bytes: Buffer) =>
      trial.app.inject({
        method: 'POST',
        url: signed.url,
        payload: uploadForm(signed.fields, bytes, 'x.pdf') as object,
      });
    expect((await post(pdf)).statusCode).toBe(204);
    const swapped = Buffer.from('%PDF-1.4 another file, swapped in after the first was shared\n%%EOF\n');
    const again = await Promise.all([post(swapped), post(swapped)]);
    expect(again.map((r) => [r.statusCode, r.json()])).toEqual([
      [403, { detail: 'This upload form has already been used.' }],
      [403, { detail: 'This upload form has already been used.' }],
    ]);
    expect(readFileSync(path.join(trial.dataDir, 'files', signed.key)).equals(pdf)).toBe(true);
  });

  it('refuses a file larger than the signed range, leaving no part behind', async () => {
    const user = await buildUser(free.app);
    const signed = (await sign(free, user.headers, 'big.pdf', 1000)).json();
    const big = Buffer.alloc(50_000_001, 0x20);
    const response = await free.app.inject({
      method: 'POST',
      url: signed.url,
      payload: uploadForm(signed.fields, big, 'big.pdf') as object,
    });
    expect(response.statusCode).toBe(413);
    expect(stored(free, signed.key)).toBe(false);
  });
});

describe('the sweeper', () => {
  it('removes uploads no asset took within 24 hours, and only those', async () => {
    const user = await buildUser(trial.app);
    const old = await uploadFile(trial, user.headers, 'old.pdf', pdf);
    clock.advance(UNUSED_UPLOAD_MS / 1000 - 60);
    // A day later the first session has expired: the second upload is a new user's.
    const later = await buildUser(trial.app);
    const recent = await uploadFile(trial, later.headers, 'recent.pdf', pdf);
    clock.advance(120);
    const store = await createLocalStore(path.join(trial.dataDir, 'files'));
    const uploads = createUploadsService({
      db: trial.database.db,
      store,
      clock,
      flags: FEATURE_FLAG_DEFAULTS,
    });
    await sweepUploadsJob(uploads).handler({}, { lastAttempt: true });
    expect(stored(trial, old.key!)).toBe(false);
    expect(stored(trial, recent.key!)).toBe(true);
  });
});
