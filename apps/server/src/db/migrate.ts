import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';
import type * as schema from './schema.ts';

/** Resolves beside this file in the sources and beside main.js in the build (build.mjs copies it). */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrate(database: Database) {
  if (database.kind === 'pglite')
    await migratePglite(database.db as PgliteDatabase<typeof schema>, { migrationsFolder });
  else await migratePg(database.db as NodePgDatabase<typeof schema>, { migrationsFolder });
}
