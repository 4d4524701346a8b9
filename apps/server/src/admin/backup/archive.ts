import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pack } from 'tar-stream';

/** What a backup holds, written last in it: restore checks every file against it. */
export type Manifest = {
  format: 1;
  createdAt: string;
  files: { key: string; size: number; sha256: string }[];
};

export const MANIFEST = 'folio-backup.json';
export const DATABASE = 'database.tar.gz';
export const SECRET = 'encryption.key';
export const FILES = 'files/';

/** Passes bytes on while hashing them; `digest()` once they have all passed. */
export function hashing() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** Every stored file under `root`, as store keys (paths relative to it, with forward slashes). */
export async function storedKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A file's bytes streamed into a tar entry of its size, hashed on the way. */
export async function addFile(pack: Pack, name: string, file: string, mode = 0o644) {
  const { size } = await stat(file);
  const hashed = hashing();
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mode }, (error) => (error ? reject(error) : resolve()));
    pipeline(createReadStream(file), hashed.stream, entry).catch(reject);
  });
  return hashed.result();
}

/** A stream's bytes, all of them. */
export async function drain(stream: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
