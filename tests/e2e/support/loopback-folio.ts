// Folio started as apps/server/src/main.ts starts it, except that its outbound calls may reach this
// machine: the journeys' local Google and Facebook stand in for the real ones on 127.0.0.1, which the
// production server's SSRF guard refuses (and must go on refusing).
import path from 'node:path';
import { buildApp } from '../../../apps/server/src/app.ts';
import { parseConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { migrate } from '../../../apps/server/src/db/migrate.ts';

const config = parseConfig();
const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
await migrate(database);
const app = await buildApp({ config, database, allowLoopbackFetch: true });
// No SIGTERM handler: the journey's throwaway server and data folder end with the default, at once.
await app.listen({ port: config.port, host: config.host });
