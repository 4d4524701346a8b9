import path from 'node:path';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
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

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
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
