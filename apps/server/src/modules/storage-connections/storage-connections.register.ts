import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { FileImporter } from '../imports/file-importer.ts';
import { createBoxClient } from './box.client.ts';
import { boxImportsRoutes } from './box-imports.routes.ts';
import { createBoxImports } from './box-imports.service.ts';
import { createBoxTokens } from './box-tokens.ts';
import { createStorageConnectionsRepository } from './storage-connections.repository.ts';
import { storageConnectionsRoutes } from './storage-connections.routes.ts';
import { createStorageConnectionsService } from './storage-connections.service.ts';

type Deps = { config: Config; db: Db; clock: Clock; secrets: SecretBox; importer: FileImporter };

/** Cloud-storage connections (Box's OAuth flow and tokens) and the Box picker's folder browser and import. */
export async function registerStorageConnections(
  app: FastifyInstance,
  { config, db, clock, secrets, importer }: Deps,
) {
  const repo = createStorageConnectionsRepository(db);
  const settings = config.imports.box;
  const client = settings
    ? createBoxClient(settings, `${config.publicUrl}/api/integrations/box/callback`)
    : null;
  const box = client ? { client, tokens: createBoxTokens({ repo, box: client, secrets, clock }) } : null;
  await app.register(storageConnectionsRoutes, {
    connections: createStorageConnectionsService({ repo, box: client, secrets, clock, log: app.log }),
    publicUrl: config.publicUrl,
  });
  await app.register(boxImportsRoutes, { imports: createBoxImports({ box, importer }) });
}
