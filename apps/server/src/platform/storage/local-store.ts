import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './content-types.ts';
import { type BlobStore, isValidKey } from './storage.ts';

/** Files under DATA_DIR/files, written through a temporary name so a crash never leaves half a file. */
export function createLocalStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async putFile(key, sourcePath) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.part`;
      await copyFile(sourcePath, temporary);
      await rename(temporary, target);
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      const file = pathOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(file), size: info.size, contentType: contentTypeOf(key) };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
