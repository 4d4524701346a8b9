// `npm run admin -- migrate-to-postgres URL` on an embedded install with 10,000 presentations (100,000
// assets) and 1,000,000 page views (100,000 view sessions), into a new database on the local PostgreSQL.
// Baseline, same run: reading every table out of the embedded database (COPY … TO, the read half of the
// job). Budget: the whole move, verification included, in ≤ 2 minutes.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { at, buildIfStale, fmt, scratchPostgres, startServer, tempDataDir } from './lib.mjs';
import { seedPresentations } from './seed-presentations.mjs';

buildIfStale(['server'], { quiet: true });
const SESSIONS = 100_000;
const PAGES_PER_SESSION = 10;
const BUDGET_S = 120;

const target = await scratchPostgres();
if (!target) throw new Error(`no PostgreSQL at ${process.env.BENCH_DATABASE_URL ?? '127.0.0.1:5432'}`);
const dataDir = tempDataDir();
// The server migrates its embedded database at start.
await (await startServer({ DATA_DIR: dataDir }, { timeoutMs: 600_000 })).stop();

const open = () => new PGlite({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
const db = open();
const sql = (text) => db.exec(text);
const [{ id: userId }] = (
  await db.query(
    "insert into users (email, remaining_presentation_insights_free_user) values ('mover@example.com', 3) returning id",
  )
).rows;
await seedPresentations(sql, userId);
await sql(`insert into share_links (presentation_id, hash, name)
  select id, md5('link-' || id) || substr(md5('x' || id), 1, 8), 'Buyer' from presentations`);
await sql(`insert into view_sessions (share_link_id, presentation_id, token_hash, email, user_agent, created_at,
    last_seen_at, total_seconds, video_seconds)
  select l.id, l.presentation_id, md5('session-' || i), 'viewer' || i || '@example.com', 'Mozilla/5.0 bench',
    now() - (i || ' seconds')::interval, now(), 60, 0
  from generate_series(1, ${SESSIONS}) i join share_links l on l.presentation_id = (select min(id) from presentations) + i % 10000`);
await sql(`insert into page_views (session_id, asset_id, page, first_seen_at)
  select s.id, a.id, p, s.created_at + (p || ' seconds')::interval
  from view_sessions s join assets a on a.presentation_id = s.presentation_id and a.position = 0
    cross join generate_series(0, ${PAGES_PER_SESSION - 1}) p`);
const counts = (
  await db.query(
    'select (select count(*) from presentations)::int as presentations, (select count(*) from page_views)::int as pages',
  )
).rows[0];

// Baseline: every public table read out once.
const tables = (
  await db.query(
    "select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and relkind = 'r'",
  )
).rows;
const readStarted = performance.now();
for (const { name } of tables) await db.query(`copy "${name}" to '/dev/blob'`);
const readSeconds = (performance.now() - readStarted) / 1000;
await db.close();

const started = performance.now();
const moved = spawnSync(process.execPath, [at('scripts/admin.mjs'), 'migrate-to-postgres', target.url], {
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  encoding: 'utf8',
});
const seconds = (performance.now() - started) / 1000;
await target.drop();
if (moved.status !== 0) throw new Error(`migrate-to-postgres failed:\n${moved.stdout}${moved.stderr}`);
console.log(moved.stdout.trim());
console.log(
  `migrate-to-postgres: ${fmt(counts.presentations)} presentations, ${fmt(counts.pages)} page views: ` +
    `${fmt(seconds, 1)} s (budget ≤ ${BUDGET_S} s, ${seconds <= BUDGET_S ? 'met' : 'MISSED'}); ` +
    `reading every table out of PGlite: ${fmt(readSeconds, 1)} s; ratio ${fmt(seconds / readSeconds, 1)}×`,
);
