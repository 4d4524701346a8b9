import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../../admin.ts';
import { startFakeS3 } from '../../test/fake-s3.ts';

const BUCKET = 'folio-files';
const SECRET = 'secret-key';
/** Stored files as the local store leaves them, one of them past a few chunks of a read stream. */
const FILES: Record<string, Buffer> = {
  'assets/ab/brochure.pdf': randomBytes(3 * 1024 * 1024 + 17),
  'pages/cd/page-0001.jpg': Buffer.from('page one, byte for byte'),
  'pages/cd/page-0002.jpg': Buffer.from('page two, byte for byte'),
  'thumbnails/ef/cover.webp': randomBytes(2048),
  'pictures/gh/agent.png': randomBytes(4096),
  'logos/ij/brand.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
};
const KEYS = Object.keys(FILES).sort();

let dataDir: string;
let s3: Awaited<ReturnType<typeof startFakeS3>>;

async function admin(env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(
    ['migrate-files-to-s3'],
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'access-key',
      S3_SECRET_ACCESS_KEY: SECRET,
      ...env,
    },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('base64');
/** Whether the bucket holds every stored file, byte for byte. */
const bucketMatches = () => KEYS.every((key) => s3.objects.get(key)?.body.equals(FILES[key]!));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-files-to-s3-'));
  for (const [key, body] of Object.entries(FILES)) {
    await mkdir(path.join(dataDir, 'files', path.dirname(key)), { recursive: true });
    await writeFile(path.join(dataDir, 'files', key), body);
  }
  // An upload the server was writing when it stopped.
  await writeFile(path.join(dataDir, 'files', 'pages/cd/page-0003.jpg.1a2b3c4d.part'), 'half a page');
  s3 = await startFakeS3({ bucket: BUCKET, secretAccessKey: SECRET });
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  s3.cutOffAfter(Number.POSITIVE_INFINITY);
});

describe('npm run admin -- migrate-files-to-s3', () => {
  it('says which settings name the bucket when none is set, and that the bucket cannot be reached', async () => {
    const unset = await admin({ S3_BUCKET: '' });
    expect(unset.code).toBe(1);
    expect(unset.err).toContain('Set S3_BUCKET');
    const wrong = await admin({ S3_BUCKET: 'no-such-bucket' });
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('Cannot reach the bucket no-such-bucket');
    expect(s3.puts).toEqual([]);
  });

  it('copies every stored file under its key with its SHA-256 checksum, leaving unfinished uploads behind', async () => {
    const run = await admin();
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect([...s3.objects.keys()].sort()).toEqual(KEYS);
    expect(bucketMatches()).toBe(true);
    for (const key of KEYS) expect(s3.objects.get(key)!.sha256).toBe(sha256(FILES[key]!));
    expect(s3.objects.get('assets/ab/brochure.pdf')!.contentType).toBe('application/pdf');
    expect(run.out).toContain('Copying 6 stored file(s)');
    expect(run.out).toContain('1 other file(s) there, such as unfinished uploads, stay behind');
    expect(run.out).toMatch(/copied assets\/ab\/brochure\.pdf \(3\.0 MB\)/);
    expect(run.out).toContain('6 file(s): 6 copied (3.0 MB), 0 in the bucket already, 0 failed.');
  });

  it('copies nothing on a second run', async () => {
    const before = s3.puts.length;
    const run = await admin();
    expect(run.code).toBe(0);
    expect(s3.puts.length).toBe(before);
    expect(run.out).toContain('6 file(s): 0 copied (0.0 MB), 6 in the bucket already, 0 failed.');
  });

  it('copies again an object that is partial or corrupted; keeps one another tool wrote whole', async () => {
    const [partial, corrupted, otherTool] = KEYS as [string, string, string];
    s3.objects.set(partial, { body: FILES[partial]!.subarray(0, 1000), contentType: 'application/pdf' });
    const flipped = Buffer.from(FILES[corrupted]!);
    flipped[0] = flipped[0]! ^ 0xff;
    s3.objects.set(corrupted, { body: flipped, contentType: 'image/png' });
    // No checksum stored with it, as `aws s3 sync` leaves a small file: its ETag (MD5) tells it is whole.
    s3.objects.set(otherTool, { body: Buffer.from(FILES[otherTool]!), contentType: 'image/png' });
    const before = s3.puts.length;
    const run = await admin();
    expect(run.code).toBe(0);
    expect(s3.puts.slice(before).sort()).toEqual([partial, corrupted].sort());
    expect(bucketMatches()).toBe(true);
    expect(run.out).toContain('6 file(s): 2 copied');
  });

  it('fails a run cut off half-way, naming the files left; the next run copies only those', async () => {
    s3.objects.clear();
    s3.cutOffAfter(2);
    const cut = await admin();
    expect(cut.code).toBe(1);
    const failed = KEYS.filter((key) => !s3.objects.has(key));
    expect(failed).toHaveLength(4);
    for (const key of failed) expect(cut.err).toContain(`FAILED ${key}`);
    expect(cut.out).toContain('6 file(s): 2 copied');
    expect(cut.err).toContain('4 file(s) could not be copied (listed above). Run the command again');

    s3.cutOffAfter(Number.POSITIVE_INFINITY);
    const before = s3.puts.length;
    const resumed = await admin();
    expect(resumed.code).toBe(0);
    expect(s3.puts.slice(before).sort()).toEqual(failed);
    expect(bucketMatches()).toBe(true);
    expect(resumed.out).toContain('6 file(s): 4 copied');
  });
});
