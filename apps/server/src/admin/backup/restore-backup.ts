import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { openDatabase } from '../../db/client.ts';
import { isValidKey } from '../../platform/storage/storage.ts';
import { AdminError } from '../command.ts';
import { DATABASE, drain, FILES, hashing, MANIFEST, type Manifest, SECRET } from './archive.ts';

type Restored = { users: number; presentations: number; files: number };

/**
 * Unpacks a backup into an empty DATA_DIR: stored files (each checked against the manifest by size and
 * SHA-256), the encryption key, and the database loaded from its snapshot. Anything wrong removes what
 * was written: the folder is restored whole or not at all.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<Restored> {
  const filesRoot = path.join(dataDir, 'files');
  const written = new Map<string, { size: number; sha256: string }>();
  let database: Buffer | undefined;
  let manifest: Manifest | undefined;
  /** One entry of the archive, read to its end before the next. */
  async function unpack(name: string, entry: AsyncIterable<Buffer>) {
    if (name === DATABASE) database = await drain(entry);
    else if (name === MANIFEST) manifest = JSON.parse((await drain(entry)).toString()) as Manifest;
    else if (name === SECRET)
      await writeFile(path.join(dataDir, SECRET), await drain(entry), { mode: 0o600 });
    else {
      const key = name.startsWith(FILES) ? name.slice(FILES.length) : '';
      if (!isValidKey(key)) throw new AdminError(`The backup holds an unexpected entry: ${name}`);
      const target = path.join(filesRoot, key);
      const hashed = hashing();
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(entry, hashed.stream, createWriteStream(target));
      written.set(key, hashed.result());
    }
  }

  try {
    const extract = tar.extract();
    const feeding = pipeline(createReadStream(file), createGunzip(), extract);
    try {
      // An entry's stream yields the file's bytes as Buffers.
      for await (const entry of extract) await unpack(entry.header.name, entry as AsyncIterable<Buffer>);
      await feeding;
    } catch (error) {
      feeding.catch(() => {});
      throw error instanceof AdminError
        ? error
        : new AdminError(`The backup cannot be read: ${(error as Error).message}`);
    }
    if (!manifest || !database)
      throw new AdminError('The backup is incomplete: it has no manifest or no database.');
    for (const expected of manifest.files) {
      const found = written.get(expected.key);
      if (found?.size !== expected.size || found.sha256 !== expected.sha256)
        throw new AdminError(`The backup's copy of ${expected.key} does not match its manifest.`);
    }
    const restored = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: new Blob([database]),
    });
    try {
      const { rows } = await restored.executeSql(
        'select (select count(*) from users)::int as users, (select count(*) from presentations)::int as presentations',
      );
      const counts = rows[0] as { users: number; presentations: number };
      return { ...counts, files: written.size };
    } finally {
      await restored.close();
    }
  } catch (error) {
    for (const name of ['db', 'files', SECRET])
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    throw error;
  }
}
