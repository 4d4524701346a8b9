import path from 'node:path';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { startBackupSocket } from './platform/backup-socket.ts';
import { lockDataDir } from './platform/data-dir-lock.ts';

const started = performance.now();
const config = parseConfig();
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
await migrate(database);
const app = await buildApp({ config, database });
const stopBackups = database.pglite
  ? await startBackupSocket(config.dataDir, database.pglite)
  : async () => {};

/** Time for the database and the queue to close after the grace period, before the process gives up. */
const CLOSING_MS = 10_000;

/**
 * Drains (the balancer is told and moves on), then closes: sockets get 1012, no new connection is taken,
 * requests and jobs under way finish within SHUTDOWN_GRACE_SECONDS (jobs still running then go back to
 * the queue), pending writes and events settle, and the database closes last.
 */
async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error('shutdown took too long: exiting');
    process.exit(1);
  }, config.shutdown.graceMs + CLOSING_MS).unref();
  await app.shutdown.drain();
  await app.close();
  await stopBackups();
  await database.close();
  release();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

if (config.roles.web) {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Folio is ready on ${config.publicUrl} (${database.kind}) in ${Math.round(performance.now() - started)} ms`,
  );
} else {
  await app.ready();
  app.log.info('Folio worker is running');
}
