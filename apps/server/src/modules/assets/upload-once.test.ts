import { existsSync } from 'node:fs';
import path from 'node:path';
import { FEATURE_FLAG_DEFAULTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStore } from '../../platform/storage/local-store.ts';
import { createS3Store } from '../../platform/storage/s3-store.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { startFakeS3 } from '../../test/fake-s3.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { uploadForm } from '../../test/uploads.ts';
import { users } from '../accounts/accounts.table.ts';
import { sweepUploadsJob, UNUSED_UPLOAD_MS } from '../uploads/uploads.jobs.ts';
import { createUploadsService } from '../uploads/uploads.service.ts';
import { PNG } from '../viewer/viewer.test-utils.ts';

const S3 = {
  bucket: 'folio-files',
  region: 'eu-west-1',
  accessKeyId: 'access-key',
  secretAccessKey: 'secret-key',
  forcePathStyle: true,
};
const clock = createTestClock();
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let local: TestApp;
let onS3: TestApp;
beforeAll(async () => {
  s3 = await startFakeS3({ bucket: S3.bucket, secretAccessKey: S3.secretAccessKey });
  [local, onS3] = await Promise.all([
    createTestApp({ clock }),
    createTestApp({
      clock,
      env: {
        S3_BUCKET: S3.bucket,
        S3_REGION: S3.region,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: S3.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([local.close(), onS3.close()]);
  await s3.close();
});

/** Posts the signed form as a browser does: to the bucket on S3, to the app on the local engine. */
async function post(t: TestApp, url: string, fields: Record<string, string>, bytes: Buffer) {
  if (url.startsWith('http'))
    return (await fetch(url, { method: 'POST', body: uploadForm(fields, bytes, 'front.png') })).status;
  return (
    await t.app.inject({ method: 'POST', url, payload: uploadForm(fields, bytes, 'front.png') as object })
  ).statusCode;
}

/** The bytes the owner gets for a stored file: served by the app, or through the presigned GET on S3. */
async function served(t: TestApp, url: string, headers: Headers) {
  const answer = await t.app.inject({ url: new URL(url).pathname, headers });
  if (answer.statusCode !== 302) return answer.rawPayload;
  return Buffer.from(await (await fetch(answer.headers.location as string)).arrayBuffer());
}

const engines = [
  {
    name: 'local',
    app: () => local,
    store: (): Promise<BlobStore> => createLocalStore(path.join(local.dataDir, 'files')),
    holds: (key: string) => existsSync(path.join(local.dataDir, 'files', key)),
  },
  {
    name: 'S3',
    app: () => onS3,
    store: async (): Promise<BlobStore> => createS3Store({ ...S3, endpoint: s3.endpoint }),
    holds: (key: string) => s3.objects.has(key),
  },
];

describe.each(engines)(
  'an upload form posted again after its file became an asset ($name engine)',
  (engine) => {
    it('leaves the asset its first, checked file; the sweeper removes what was posted later', async () => {
      const t = engine.app();
      const user = await buildUser(t.app);
      const presentationId = (
        await call(t, 'POST', '/api/presentations', user.headers, { title: 'Listing' })
      ).json().id as number;
      const signed = (
        await call(t, 'POST', '/api/uploads/sign', user.headers, { filename: 'front.png', size: PNG.length })
      ).json() as { url: string; fields: Record<string, string>; key: string };
      expect(await post(t, signed.url, signed.fields, PNG)).toBe(204);
      const created = await call(t, 'POST', `/api/presentations/${presentationId}/assets`, user.headers, {
        type: 'file',
        upload_key: signed.key,
      });
      expect(created.statusCode).toBe(201);
      const asset = created.json() as { file: string };

      // The form is still within its validity: S3 takes the post, the asset must not see it.
      const swapped = Buffer.from('MZ an executable, never checked by the server');
      await post(t, signed.url, signed.fields, swapped);
      expect((await served(t, asset.file, user.headers)).equals(PNG)).toBe(true);

      clock.advance(UNUSED_UPLOAD_MS / 1000 + 60);
      const uploads = createUploadsService({
        db: t.database.db,
        store: await engine.store(),
        clock,
        flags: FEATURE_FLAG_DEFAULTS,
      });
      await sweepUploadsJob(uploads).handler({}, { lastAttempt: true });
      expect(engine.holds(signed.key)).toBe(false);
      expect(engine.holds(asset.file.split('/api/files/')[1]!)).toBe(true);
    });
  },
);

describe.each(engines)(
  'a create cut off between moving the file and making the asset ($name engine)',
  (engine) => {
    /** Signs and posts a file, then moves it as a create does, and stops there (the server was killed). */
    async function cutOff(t: TestApp) {
      const user = await buildUser(t.app);
      const signed = (
        await call(t, 'POST', '/api/uploads/sign', user.headers, { filename: 'front.png', size: PNG.length })
      ).json() as { url: string; fields: Record<string, string>; key: string };
      expect(await post(t, signed.url, signed.fields, PNG)).toBe(204);
      const uploads = createUploadsService({
        db: t.database.db,
        store: await engine.store(),
        clock,
        flags: FEATURE_FLAG_DEFAULTS,
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.user.id));
      const { fileKey } = await uploads.finished(row!, signed.key);
      expect(engine.holds(fileKey)).toBe(true);
      return { user, key: signed.key, fileKey, uploads };
    }

    it('lets the retry make the asset from the moved file', async () => {
      const t = engine.app();
      const { user, key } = await cutOff(t);
      const presentationId = (
        await call(t, 'POST', '/api/presentations', user.headers, { title: 'Listing' })
      ).json().id as number;
      const created = await call(t, 'POST', `/api/presentations/${presentationId}/assets`, user.headers, {
        type: 'file',
        upload_key: key,
      });
      expect(created.statusCode).toBe(201);
      expect((await served(t, (created.json() as { file: string }).file, user.headers)).equals(PNG)).toBe(
        true,
      );
    });

    it('leaves no file behind once the sweeper ran', async () => {
      const t = engine.app();
      const { key, fileKey, uploads } = await cutOff(t);
      clock.advance(UNUSED_UPLOAD_MS / 1000 + 60);
      await sweepUploadsJob(uploads).handler({}, { lastAttempt: true });
      expect(engine.holds(fileKey)).toBe(false);
      expect(engine.holds(key)).toBe(false);
    });
  },
);
