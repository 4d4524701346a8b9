import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { addFile, DATABASE, FILES, MANIFEST, type Manifest, SECRET, storedKeys } from './archive.ts';

/**
 * FILE as a gzipped tar: the database snapshot first, then the encryption key and every stored file, the
 * manifest last. Written beside FILE and renamed at the end, so FILE is either whole or absent. Files are
 * copied after the snapshot: a file uploaded meanwhile is extra, never one the snapshot's rows lack
 * (stored files are written once under new keys).
 */
export async function writeBackup(file: string, dataDir: string, database: Buffer): Promise<Manifest> {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial));
  const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), files: [] };
  try {
    pack.entry({ name: DATABASE, size: database.length }, database);
    const secret = path.join(dataDir, 'encryption.key');
    if (existsSync(secret)) await addFile(pack, SECRET, secret, 0o600);
    const root = path.join(dataDir, 'files');
    for (const key of await storedKeys(root)) {
      const { size, sha256 } = await addFile(pack, `${FILES}${key}`, path.join(root, key));
      manifest.files.push({ key, size, sha256 });
    }
    pack.entry({ name: MANIFEST }, JSON.stringify(manifest, null, 2));
    pack.finalize();
    await written;
    await rename(partial, file);
    return manifest;
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}
