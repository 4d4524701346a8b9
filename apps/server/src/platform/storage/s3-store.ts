import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentTypeOf } from './content-types.ts';
import { type BlobStore, isValidKey, isValidPrefix } from './storage.ts';

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/** The SDK error of a key (or bucket) that is not there. */
export const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound'));

/** The SDK client of the bucket the S3_* settings name (the store's, and the admin commands'). */
export function createS3Client(options: S3Options, extra: S3ClientConfig = {}) {
  return new S3Client({
    ...extra,
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: a streamed body then goes as is, which every
    // S3-compatible store accepts (MinIO, R2…), not in aws-chunked encoding.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
}

/** Any S3-compatible bucket (AWS, MinIO, R2…) through the AWS SDK; browsers upload with presigned POSTs. */
export function createS3Store(options: S3Options): BlobStore {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };
  async function getObject(key: string, range?: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: checked(key), Range: range }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async putFile(key, sourcePath, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: createReadStream(sourcePath),
          ContentLength: (await stat(sourcePath)).size,
          ContentType: contentType || contentTypeOf(key),
        }),
      );
    },
    async get(key, range) {
      if (!isValidKey(key)) return null;
      const object = await getObject(key, range && `bytes=${range.start}-${range.end}`);
      if (!object?.Body) return null;
      const total = object.ContentRange?.split('/')[1];
      return {
        stream: object.Body as Readable,
        size: total && total !== '*' ? Number(total) : (object.ContentLength ?? 0),
        contentType: contentTypeOf(key),
      };
    },
    async head(key, bytes) {
      if (!isValidKey(key)) return null;
      if (bytes <= 0) {
        try {
          const info = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          return { size: info.ContentLength ?? 0, start: Buffer.alloc(0) };
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      }
      const object = await getObject(key, `bytes=0-${bytes - 1}`);
      if (!object?.Body) return null;
      const total = object.ContentRange?.split('/')[1];
      const start = Buffer.from(await object.Body.transformToByteArray());
      return { size: total && total !== '*' ? Number(total) : start.length, start };
    },
    async download(key, targetPath) {
      const object = await getObject(key);
      if (!object?.Body) throw new Error(`No stored file ${key}`);
      await pipeline(object.Body as Readable, createWriteStream(targetPath));
    },
    // S3 has no rename: a copy (server-side, the bytes never leave the bucket), then the original goes.
    async move(from, to) {
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: checked(to),
            CopySource: `${Bucket}/${checked(from)}`,
          }),
        );
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
      return true;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async deletePrefix(prefix) {
      if (!isValidPrefix(prefix)) throw new Error(`Invalid storage prefix: ${prefix}`);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).map((item) => ({ Key: item.Key! }));
        if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async createUploadPost({ key, contentType, maxBytes, expiresInSeconds }) {
      const post = await createPresignedPost(client, {
        Bucket,
        Key: checked(key),
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
          ['eq', '$acl', 'private'],
        ],
        Fields: { acl: 'private', 'Content-Type': contentType },
        Expires: expiresInSeconds,
      });
      return { url: post.url, fields: post.fields };
    },
    // The bucket stays private: a browser reads a file only through this GET, signed for seconds.
    signedGetUrl: (key, { expiresInSeconds, contentType, disposition }) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: checked(key),
          ResponseContentType: contentType,
          ResponseContentDisposition: disposition,
        }),
        { expiresIn: expiresInSeconds },
      ),
  };
}
