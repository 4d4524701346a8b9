import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../../../scripts/build-if-stale.mjs';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { startQueue } from '../jobs/queue.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated database that each test file loads. */
    pgliteDump: string;
    /** PostgreSQL: the migrated template database each test file copies. */
    postgresTemplate: string;
  }
}

/** Migrates one database per run; test files clone it instead of running initdb and migrations again. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `folio_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template) });
    await migrate(database);
    await (await startQueue(database, [], { work: false, onError: () => {} })).stop();
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDump', '');
    // Only this run's databases: other runs on the same server (a second checkout, a benchmark) keep theirs.
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname = $1 or datname like $2',
        [template, `${template}\\_%`],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  // The child-process tests (server-process.ts) run the server's bundle: built now if older than its sources.
  buildIfStale(['server'], { quiet: true });
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  await (await startQueue(database, [], { work: false, onError: () => {} })).stop();
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `folio-test-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  project.provide('postgresTemplate', '');
  return () => rm(file, { force: true });
}

/** A database of this run, copied from its template (named after it, so the run's teardown finds it). */
export function testDatabaseName(template: string, kind = 't') {
  return `${template}_${kind}_${randomBytes(5).toString('hex')}`;
}

export function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
