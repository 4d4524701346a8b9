import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createLinkPreviewer } from '../modules/assets/link-preview.ts';
import type { Clock } from '../platform/clock.ts';
import { testDatabaseName, withDatabase } from './global-setup.ts';

/**
 * PGlite databases this worker opened and a test closed, emptied back to the migrated state. Opening one
 * from the dump costs about 0.8 s of CPU (the engine starting on a 43 MB data folder); emptying one about
 * 0.1 s, and test files in a worker run one after another.
 */
const emptied: Database[] = [];

/** Every row a test can have written: the tables of the app and of the job queue, but not the schema's history or the queues' definitions (their partitions stay). */
const TABLES_WITH_TEST_ROWS = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and not c.relispartition
    and (n.nspname = 'public' or (n.nspname = 'pgboss' and c.relname not in ('version', 'queue')))`;

async function openPglite(): Promise<Database> {
  const reused = emptied.pop();
  if (reused) return reused;
  const dump = await readFile(inject('pgliteDump'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  const pooled: Database = {
    ...database,
    async close() {
      try {
        const { rows } = await database.executeSql(TABLES_WITH_TEST_ROWS);
        const names = rows.map((row) => row.name as string).join(', ');
        await database.executeSql(`truncate ${names} restart identity cascade`);
        emptied.push(pooled);
      } catch {
        await database.close();
      }
    },
  };
  return pooled;
}

/** A fresh database for one test file: the run's migrated PGlite (emptied or new), or a copy of the PostgreSQL template. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite();
  const template = inject('postgresTemplate');
  const name = testDatabaseName(template);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The database of each app a test made: factories reach it to set up state no API call gives at once. */
const databases = new WeakMap<FastifyInstance, Database>();
export const databaseOf = (app: FastifyInstance) => {
  const database = databases.get(app);
  if (!database) throw new Error('Not an app made by createTestApp');
  return database;
};

export type TestApp = { app: FastifyInstance; database: Database; dataDir: string; close(): Promise<void> };

/**
 * A starved CI machine took over Fastify's 10 s to start a plugin while a file built three apps at once
 * ('Plugin did not start in time: @fastify/cookie'): the hooks' own timeout bounds the start instead.
 */
const TEST_PLUGIN_TIMEOUT = 0;

/** The real app on a fresh database, with the environment a test chooses. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    webDist?: string;
    allowLoopbackFetch?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-app-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://folio.test',
    AUTH_RATE_LIMIT: '10000',
    ...options.env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    clock: options.clock,
    webDist: options.webDist ?? path.join(dataDir, 'no-web'),
    // Link previews of the tests' local pages: production never fetches loopback.
    linkPreview: createLinkPreviewer({ allowLoopback: true }),
    // Imports and image search from the tests' local providers, unless a test checks the refusal.
    allowLoopbackFetch: options.allowLoopbackFetch ?? true,
    pluginTimeout: TEST_PLUGIN_TIMEOUT,
  });
  await app.ready();
  databases.set(app, database);
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      // A job may still be writing its last file while the folder goes: retry as rm -rf would.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

export type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One API call as a signed-in user would make it. */
export const call = (t: TestApp, method: Method, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

/** The same app twice: one where new users have the trial (premium features), one where they are free. */
export const createTrialAndFreeApps = () =>
  Promise.all([createTestApp(), createTestApp({ env: { TRIAL_DAYS: '0' } })]);

/**
 * Another server on the first one's PostgreSQL database, as a second instance behind a load balancer
 * would be (web only: the first one runs the jobs); `url`: that database reached another way (through
 * restartablePostgres).
 */
export async function createSecondInstance(
  first: TestApp,
  options: { clock?: Clock; env?: Record<string, string>; url?: string } = {},
): Promise<TestApp> {
  const database = await openDatabase({
    kind: 'postgres',
    url: options.url ?? first.database.pool!.options.connectionString!,
    poolSize: 2,
  });
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: first.dataDir,
    PUBLIC_URL: 'http://folio.test',
    ROLE: 'web',
    ...options.env,
  });
  const webDist = path.join(first.dataDir, 'no-web');
  const app = await buildApp({
    config,
    database,
    clock: options.clock,
    webDist,
    pluginTimeout: TEST_PLUGIN_TIMEOUT,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  databases.set(app, database);
  return {
    app,
    database,
    dataDir: first.dataDir,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
