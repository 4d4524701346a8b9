import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { startFakeS3 } from '../../test/fake-s3.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation, openLink, PNG } from './viewer.test-utils.ts';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startFakeS3({ bucket: 'folio-files', secretAccessKey: 'secret-key' });
  t = await createTestApp({
    env: {
      S3_BUCKET: 'folio-files',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'access-key',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: url.replace('http://folio.test', ''), headers });

describe('files on the S3 engine', () => {
  it('reach browsers through presigned GETs valid 60 s, issued only while the link allows it', async () => {
    const s = await buildSharedPresentation(t);
    const key = s.assets[0]!.convertedFiles[0]!;
    s3.objects.set(key, { body: PNG, contentType: 'image/png' });
    const link = await s.share();
    const { body } = await openLink(t, link.hash);
    const page = (body.presentation.assets as { converted_files: string[] }[])[0]!.converted_files[0]!;
    const answer = await get(page);
    expect(answer.statusCode).toBe(302);
    const presigned = answer.headers.location as string;
    expect(presigned.startsWith(`${s3.endpoint}/folio-files/${key}?`)).toBe(true);
    expect(new URL(presigned).searchParams.get('X-Amz-Expires')).toBe('60');
    const fetched = await fetch(presigned);
    expect([fetched.status, Buffer.from(await fetched.arrayBuffer()).equals(PNG)]).toEqual([200, true]);
    // The bucket answers no one without a signature.
    expect((await fetch(`${s3.endpoint}/folio-files/${key}`)).status).toBe(403);

    const owner = await get(`/api/files/${key}`, s.owner.headers);
    expect(owner.statusCode).toBe(302);
    const stranger = await buildUser(t.app);
    expect((await get(`/api/files/${key}`, stranger.headers)).statusCode).toBe(404);

    await call(t, 'DELETE', `/api/presentations/${s.p.id}/share-links/${link.id}`, s.owner.headers);
    expect((await get(page)).statusCode).toBe(404);
  });
});
