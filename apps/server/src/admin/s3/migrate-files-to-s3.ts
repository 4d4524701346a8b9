import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { HeadBucketCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { contentTypeOf } from '../../platform/storage/content-types.ts';
import { createS3Client, isMissing } from '../../platform/storage/s3-store.ts';
import { isValidKey } from '../../platform/storage/storage.ts';
import { storedKeys } from '../backup/archive.ts';
import { AdminError, type Command } from '../command.ts';

/** Files copied at once: enough to hide each request's round trip, few enough for a small machine. */
const PARALLEL = 4;
/** Tries per file. The SDK does not retry a streamed body itself, so each try opens the file again. */
const ATTEMPTS = 3;
/** A line about the files found in the bucket already, every this many. */
const PROGRESS_EVERY = 500;

/** A stored file as the bucket must end up holding it. */
type LocalFile = { key: string; file: string; size: number; sha256: string; md5: string };

async function fingerprint(root: string, key: string): Promise<LocalFile> {
  const file = path.join(root, key);
  const sha256 = createHash('sha256');
  const md5 = createHash('md5');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    sha256.update(chunk);
    md5.update(chunk);
    size += chunk.length;
  }
  return { key, file, size, sha256: sha256.digest('base64'), md5: md5.digest('hex') };
}

/**
 * Whether the bucket holds this very file: the same size, and the same SHA-256 checksum, or for an object
 * stored without one (written by another tool) an ETag that is the file's MD5, as S3 gives a single-part
 * object. Anything else (a partial or corrupted object, a multipart one) is copied again.
 */
async function holds(client: S3Client, bucket: string, local: LocalFile) {
  try {
    const head = await client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: local.key, ChecksumMode: 'ENABLED' }),
    );
    if (head.ContentLength !== local.size) return false;
    if (head.ChecksumSHA256) return head.ChecksumSHA256 === local.sha256;
    return head.ETag?.replaceAll('"', '') === local.md5;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** One PUT, which the store checks against the file's SHA-256 and MD5 before it keeps anything. */
async function upload(client: S3Client, bucket: string, local: LocalFile) {
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: local.key,
      Body: createReadStream(local.file),
      ContentLength: local.size,
      ContentType: contentTypeOf(local.key),
      ChecksumSHA256: local.sha256,
      ContentMD5: Buffer.from(local.md5, 'hex').toString('base64'),
    }),
  );
  if (!(await holds(client, bucket, local)))
    throw new Error('the copy in the bucket does not have the size and checksum of the file');
}

/** Copies one file unless the bucket holds it already; 'present' or 'copied', or throws after the last try. */
async function copyToBucket(client: S3Client, bucket: string, root: string, key: string) {
  const local = await fingerprint(root, key);
  if (await holds(client, bucket, local)) return { outcome: 'present' as const, size: local.size };
  for (let attempt = 1; ; attempt++) {
    try {
      await upload(client, bucket, local);
      return { outcome: 'copied' as const, size: local.size };
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await sleep(500 * 2 ** (attempt - 1));
    }
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const reason = (error: unknown) => {
  const { name, message } = error as Error;
  return message && message !== 'UnknownError' ? message : name;
};

export const migrateFilesToS3: Command = {
  usage: 'migrate-files-to-s3',
  summary:
    'copies the stored files of DATA_DIR/files to the bucket the S3_* settings name, under the same keys, ' +
    'each verified by size and SHA-256; run it again after an interruption: it copies only what is missing',
  positionals: 0,
  withoutDatabase: true,
  async run({ config, io }) {
    if (!config.s3)
      throw new AdminError(
        'Set S3_BUCKET (and S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, ' +
          'S3_FORCE_PATH_STYLE as the server will have them) to name the bucket to copy to.',
      );
    const { bucket } = config.s3;
    const root = path.join(config.dataDir, 'files');
    const everything = await storedKeys(root);
    // Unfinished uploads (*.part) and anything else that is no stored file's key stay behind.
    const keys = everything.filter(isValidKey);
    // Quiet: the SDK would warn on each failed try of a streamed body, which this command retries itself.
    const quiet = () => {};
    const client = createS3Client(config.s3, {
      logger: { debug: quiet, info: quiet, warn: quiet, error: quiet },
    });
    try {
      await client.send(new HeadBucketCommand({ Bucket: bucket })).catch((error: unknown) => {
        throw new AdminError(`Cannot reach the bucket ${bucket}: ${reason(error)}`);
      });
      const leftOut = everything.length - keys.length;
      io.out(
        `Copying ${keys.length} stored file(s) from ${root} to the bucket ${bucket}` +
          (leftOut ? ` (${leftOut} other file(s) there, such as unfinished uploads, stay behind).` : '.'),
      );
      const tally = { copied: 0, bytes: 0, present: 0, gone: 0, failed: 0, done: 0 };
      let next = 0;
      const work = async () => {
        while (next < keys.length) {
          const key = keys[next++]!;
          const step = () => `[${tally.done}/${keys.length}]`;
          try {
            const { outcome, size } = await copyToBucket(client, bucket, root, key);
            tally.done += 1;
            if (outcome === 'copied') {
              tally.copied += 1;
              tally.bytes += size;
              io.out(`${step()} copied ${key} (${megabytes(size)})`);
            } else {
              tally.present += 1;
              if (tally.present % PROGRESS_EVERY === 0)
                io.out(`${step()} ${tally.present} file(s) found in the bucket already`);
            }
          } catch (error) {
            tally.done += 1;
            // Deleted by the running server since the listing: nothing to copy.
            if ((error as NodeJS.ErrnoException).code === 'ENOENT') tally.gone += 1;
            else {
              tally.failed += 1;
              io.err(`${step()} FAILED ${key}: ${reason(error)}`);
            }
          }
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, work));
      io.out(
        `${keys.length} file(s): ${tally.copied} copied (${megabytes(tally.bytes)}), ` +
          `${tally.present} in the bucket already, ${tally.failed} failed` +
          (tally.gone ? `, ${tally.gone} deleted meanwhile` : '') +
          '. Every file in the bucket has been checked by size and SHA-256 (or MD5).',
      );
      if (tally.failed > 0)
        throw new AdminError(
          `${tally.failed} file(s) could not be copied (listed above). Run the command again: ` +
            'it copies only what the bucket does not hold yet.',
        );
    } finally {
      client.destroy();
    }
  },
};
