import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { openDatabase } from '../../db/client.ts';
import { backupSocketPath } from '../../platform/backup-socket.ts';
import { DataDirLockedError, lockDataDir } from '../../platform/data-dir-lock.ts';
import { AdminError, type DataDirCommand } from '../command.ts';
import { drain } from './archive.ts';
import { restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

const POSTGRES_ADVICE =
  'This server runs on PostgreSQL (DATABASE_URL is set): back up with pg_dump and the bucket’s versioning (see the README).';

/** The running server's snapshot of the embedded database, through its backup socket. */
function askServer(dataDir: string) {
  return new Promise<Buffer>((resolve, reject) => {
    const call = request({ socketPath: backupSocketPath(dataDir), path: '/database' }, (response) => {
      drain(response).then((body) => {
        if (response.statusCode === 200) resolve(body);
        else reject(new AdminError(`The running server could not take the snapshot: ${body.toString()}`));
      }, reject);
    });
    call.once('error', (error) =>
      reject(new AdminError(`The running server did not answer: ${error.message}`)),
    );
    call.end();
  });
}

/** The embedded database as PGlite's data-folder dump: taken here, or by the server that owns it. */
async function databaseSnapshot(dataDir: string) {
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return askServer(dataDir);
    throw error;
  }
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      return Buffer.from(await (await database.pglite!.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

export const backupCommands: Record<string, DataDirCommand> = {
  backup: {
    usage: 'backup FILE',
    summary:
      'writes the embedded database, the stored files and the encryption key to FILE (.tar.gz), consistent, ' +
      'also while the server runs',
    positionals: 1,
    withoutDatabase: true,
    async run({ config, io }, { positionals: [file] }) {
      if (config.databaseUrl) throw new AdminError(POSTGRES_ADVICE);
      if (!existsSync(path.join(config.dataDir, 'db')))
        throw new AdminError(`There is no embedded database in ${config.dataDir} to back up.`);
      const database = await databaseSnapshot(config.dataDir);
      const manifest = await writeBackup(path.resolve(file!), config.dataDir, database);
      const bytes = manifest.files.reduce((total, f) => total + f.size, 0);
      io.out(
        `Backed up the database and ${manifest.files.length} files (${(bytes / 1_000_000).toFixed(2)} MB) to ${file}.`,
      );
    },
  },
  restore: {
    usage: 'restore FILE',
    summary: 'restores a backup into an empty DATA_DIR, checking every file against the backup’s manifest',
    positionals: 1,
    withoutDatabase: true,
    async run({ config, io }, { positionals: [file] }) {
      if (config.databaseUrl) throw new AdminError(POSTGRES_ADVICE);
      const present = await readdir(config.dataDir).catch(() => []);
      if (present.some((name) => ['db', 'files', 'encryption.key'].includes(name)))
        throw new AdminError(`${config.dataDir} is not empty: restore into a new DATA_DIR.`);
      if (!existsSync(file!)) throw new AdminError(`No backup at ${file}.`);
      const release = lockDataDir(config.dataDir);
      try {
        const restored = await restoreBackup(path.resolve(file!), config.dataDir);
        io.out(
          `Restored ${restored.users} users, ${restored.presentations} presentations and ${restored.files} files into ${config.dataDir}.`,
        );
      } finally {
        release();
      }
    },
  },
};
