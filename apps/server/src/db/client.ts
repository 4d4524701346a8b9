import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { openProbeConnection } from './probe-connection.ts';
import * as schema from './schema.ts';
import { WaitingPool } from './waiting-pool.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type SqlResult = { rows: Record<string, unknown>[] };

/** One database handle: drizzle for the app, raw SQL for pg-boss and maintenance. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * A statement for the readiness probe, on a path that does not queue behind requests (on PostgreSQL a
   * connection of its own; PGlite is one engine in the process); fails after `timeoutMs` without answer.
   */
  probe(text: string, timeoutMs: number): Promise<SqlResult>;
  close(): Promise<void>;
  /** The embedded engine, when there is one (tests dump and clone it). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new WaitingPool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', () => {});
    await pool.query('select 1');
    const probe = openProbeConnection(options.url);
    return {
      kind: 'postgres',
      db: drizzlePg(pool, { schema }),
      pool,
      executeSql: (text, values) => pool.query(text, values as unknown[]),
      probe: (text, timeoutMs) => probe.query(text, timeoutMs),
      close: async () => {
        await probe.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  // pg_trgm serves the title search (as the contrib package does on PostgreSQL).
  const pglite = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  await pglite.waitReady;
  return {
    kind: 'pglite',
    db: drizzlePglite(pglite, { schema }),
    pglite,
    // pg-boss sends multi-statement scripts without parameters: those go through exec.
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return (results.at(-1) as SqlResult | undefined) ?? { rows: [] };
    },
    probe: (text) => pglite.query(text),
    close: () => pglite.close(),
  };
}
