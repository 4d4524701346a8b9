import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { from as copyFrom } from 'pg-copy-streams';
import { type Database, openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { AdminError, type Command } from '../command.ts';
import {
  columnList,
  publicSequences,
  publicTables,
  qualified,
  SAME_TEXT,
  TABLE_CHECK,
  type Table,
} from './catalog.ts';

/** Jobs still to run; finished ones are history pg-boss drops after a while anyway. */
const PENDING_JOBS = "state in ('created', 'retry', 'active')";

/** COPY from the embedded engine into a blob, then COPY FROM STDIN on PostgreSQL: text both ways. */
async function copyRows(source: PGlite, target: pg.PoolClient, select: string, into: string) {
  const { blob } = await source.query(`copy (${select}) to '/dev/blob'`);
  if (!blob) return;
  const rows = Readable.fromWeb(blob.stream() as import('node:stream/web').ReadableStream);
  await pipeline(rows, target.query(copyFrom(`copy ${into} from stdin`)));
}

async function checks(client: { query(text: string): Promise<{ rows: unknown[] }> }, tables: Table[]) {
  const found = new Map<string, string>();
  for (const table of tables) {
    const { rows } = await client.query(TABLE_CHECK(table.name));
    const { rows: count, checksum } = rows[0] as { rows: string; checksum: string };
    found.set(table.name, `${count} rows, checksum ${checksum}`);
  }
  return found;
}

/** Refuses a target that holds data: the copy is for an empty database, never a merge. */
async function assertEmpty(target: Database) {
  const tables = await publicTables(target);
  for (const table of tables) {
    const { rows } = await target.executeSql(`select 1 from ${qualified('public', table.name)} limit 1`);
    if (rows.length > 0)
      throw new AdminError(`The PostgreSQL database is not empty: the table ${table.name} has rows.`);
  }
}

/** pg-boss's schema and the embedded queues (with their own partitions) on the target. */
async function prepareQueue(url: string, source: Database) {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  try {
    const { rows } = await source.executeSql(
      `select name, policy, retry_limit as "retryLimit", retry_delay as "retryDelay", retry_backoff as "retryBackoff",
              expire_seconds as "expireInSeconds", retention_minutes as "retentionMinutes" from pgboss.queue`,
    );
    for (const queue of rows as ({ name: string } & Record<string, unknown>)[]) {
      const { name, ...options } = queue;
      const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== null));
      await boss.createQueue(name, { name, ...defined });
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

export const migrateToPostgres: Command = {
  usage: 'migrate-to-postgres DATABASE_URL',
  summary:
    'copies every table of the embedded database (sequences and waiting jobs included) into an empty ' +
    'PostgreSQL database in one transaction, verified by row counts and checksums; stop the server first',
  positionals: 1,
  async run({ database: source, io }, { positionals: [url] }) {
    if (!source.pglite)
      throw new AdminError('This server already runs on PostgreSQL (DATABASE_URL is set): nothing to move.');
    const target = await openDatabase({ kind: 'postgres', url: url!, poolSize: 1 }).catch((error: Error) => {
      throw new AdminError(`Cannot reach the PostgreSQL database: ${error.message}`);
    });
    try {
      await assertEmpty(target);
      await migrate(target);
      await prepareQueue(url!, source);
      const tables = await publicTables(source);
      const started = Date.now();
      await source.pglite.exec(SAME_TEXT);
      const expected = await checks(source.pglite, tables);
      const client = await target.pool!.connect();
      try {
        await client.query(`${SAME_TEXT}; begin`);
        // Seed rows a migration wrote on the target give way to the copied ones.
        await client.query(`truncate ${tables.map((t) => qualified('public', t.name)).join(', ')}`);
        for (const table of tables) {
          const columns = columnList(table.columns);
          const name = qualified('public', table.name);
          await copyRows(source.pglite, client, `select ${columns} from ${name}`, `${name} (${columns})`);
        }
        for (const sequence of await publicSequences(source))
          await client.query('select setval($1, $2, $3)', [
            qualified('public', sequence.name),
            sequence.lastValue,
            sequence.isCalled,
          ]);
        const jobColumns = (
          await source.pglite.query<{ name: string }>(
            `select attname as name from pg_attribute where attrelid = 'pgboss.job'::regclass and attnum > 0
             and not attisdropped order by attnum`,
          )
        ).rows.map((row) => row.name);
        const jobs = columnList(jobColumns);
        await copyRows(
          source.pglite,
          client,
          `select ${jobs} from pgboss.job where ${PENDING_JOBS}`,
          `pgboss.job (${jobs})`,
        );
        // A job the embedded server was running when it stopped runs again.
        await client.query("update pgboss.job set state = 'retry', started_on = null where state = 'active'");
        const copied = await checks(client, tables);
        const differing = tables.filter((t) => copied.get(t.name) !== expected.get(t.name));
        if (differing.length > 0) {
          const lines = differing.map(
            (t) => `${t.name}: ${expected.get(t.name)} here, ${copied.get(t.name)} there`,
          );
          throw new AdminError(`The copy does not match; nothing was committed.\n${lines.join('\n')}`);
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
      let total = 0;
      for (const summary of expected.values()) total += Number(summary.split(' ')[0]);
      io.out(
        `Copied ${tables.length} tables (${total} rows), every row count and checksum verified, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
      io.out(
        `Next: set DATABASE_URL=${redacted(url!)} and start the server; keep DATA_DIR until you have checked it.`,
      );
    } finally {
      await target.close();
    }
  },
};

/** The URL without its password, for the terminal. */
function redacted(url: string) {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed?.password) return url;
  parsed.password = '***';
  return parsed.toString();
}
