import { chmod, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** Where a running embedded server answers `npm run admin -- backup` (owner-only, inside DATA_DIR). */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/**
 * The embedded database belongs to the server while it runs (data-dir-lock.ts), so a backup asks the
 * server for it: a snapshot of the data folder taken while no query runs, hence consistent. Only a local
 * user who may read DATA_DIR reaches the socket.
 */
export async function startBackupSocket(dataDir: string, pglite: PGlite) {
  const socketPath = backupSocketPath(dataDir);
  await rm(socketPath, { force: true });
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/database') {
      response.writeHead(404).end();
      return;
    }
    pglite
      .runExclusive(() => pglite.dumpDataDir('gzip'))
      .then(async (dump) => {
        response.writeHead(200, { 'content-type': 'application/gzip' });
        response.end(Buffer.from(await dump.arrayBuffer()));
      })
      .catch((error: Error) => response.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  await chmod(socketPath, 0o600);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(socketPath, { force: true });
  };
}
