import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Clock, systemClock } from '../clock.ts';
import { contentTypeOf } from './content-types.ts';
import { type BlobStore, isValidKey, isValidPrefix } from './storage.ts';
import { signLocalUpload } from './upload-policy.ts';

export type LocalStore = BlobStore & {
  /**
   * Writes a stream to `key` once: rejects (leaving nothing behind) when it grows past `maxBytes`, or
   * with KeyTakenError when the key already holds a file (a signed upload form posted again).
   */
  putStream(key: string, source: Readable, maxBytes: number): Promise<number>;
  signingSecret: Buffer;
};

export class TooLargeError extends Error {}
export class KeyTakenError extends Error {}

export const isLocalStore = (store: BlobStore): store is LocalStore => 'putStream' in store;

/** The secret that signs local upload forms: made once, kept in DATA_DIR, never a fixed default. */
async function loadSecret(file: string) {
  const existing = await readFile(file).catch(() => null);
  if (existing?.length === 32) return existing;
  const secret = randomBytes(32);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** Files under DATA_DIR/files, written through a temporary name so a crash never leaves half a file. */
export async function createLocalStore(
  root: string,
  { uploadUrl = '/api/uploads/local', clock = systemClock }: { uploadUrl?: string; clock?: Clock } = {},
): Promise<LocalStore> {
  const signingSecret = await loadSecret(path.join(root, '..', 'secrets', 'upload-signing.key'));
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  const prepare = async (key: string) => {
    const target = pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    return { target, temporary: `${target}.${randomBytes(4).toString('hex')}.part` };
  };
  const sizeOf = async (key: string) => {
    if (!isValidKey(key)) return null;
    const info = await stat(pathOf(key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  };

  return {
    signingSecret,
    async putFile(key, sourcePath) {
      const { target, temporary } = await prepare(key);
      await copyFile(sourcePath, temporary);
      await rename(temporary, target);
    },
    async putStream(key, source, maxBytes) {
      const { target, temporary } = await prepare(key);
      let size = 0;
      try {
        await pipeline(
          source,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              size += chunk.length;
              if (size > maxBytes) throw new TooLargeError();
              yield chunk;
            }
          },
          createWriteStream(temporary),
        );
        // A hard link fails when the target exists: of two posts of one form, only one writes.
        await link(temporary, target).catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'EEXIST' ? new KeyTakenError() : error;
        });
        return size;
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async get(key, range) {
      const size = await sizeOf(key);
      if (size === null) return null;
      return { stream: createReadStream(pathOf(key), range), size, contentType: contentTypeOf(key) };
    },
    async head(key, bytes) {
      const size = await sizeOf(key);
      if (size === null) return null;
      const file = await open(pathOf(key));
      try {
        const start = Buffer.alloc(Math.min(bytes, size));
        await file.read(start, 0, start.length, 0);
        return { size, start };
      } finally {
        await file.close();
      }
    },
    async download(key, targetPath) {
      await copyFile(pathOf(key), targetPath);
    },
    async move(from, to) {
      const { target } = await prepare(to);
      return rename(pathOf(from), target).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      if (!isValidPrefix(prefix)) throw new Error(`Invalid storage prefix: ${prefix}`);
      // A conversion may still be writing into the folder: retry while files appear in it.
      await rm(path.join(root, prefix), { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
    },
    async createUploadPost(request) {
      return signLocalUpload(signingSecret, uploadUrl, request, clock.now());
    },
  };
}
