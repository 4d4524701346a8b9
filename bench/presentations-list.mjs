// GET /api/presentations (a page of 5, then the stats of those 5) and a title search over a library
// of 10,000 presentations and 100,000 assets, on PostgreSQL and PGlite; baseline: the static-JSON
// route /api/feature-flags of the same server, same run. Budgets on PostgreSQL: p50 ≤ 15 ms, search ≤ 30 ms.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import {
  buildIfStale,
  fmt,
  latency,
  POSTGRES,
  registerUser,
  scratchPostgres,
  startServer,
  tempDataDir,
} from './lib.mjs';
import { SEED, seedPresentations } from './seed-presentations.mjs';

buildIfStale(['server'], { quiet: true });
const LIMITS = { RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT: '100000' };

async function measure(label, server, headers, budgets) {
  const get = (path) => fetch(`${server.url}${path}`, { headers }).then((r) => r.json());
  const pageWithStats = async () => {
    const page = await get('/api/presentations?page=1&page_size=5');
    await fetch(`${server.url}/api/presentations/stats`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ids: page.results.map((p) => p.id) }),
    }).then((r) => r.json());
  };
  const check = await get('/api/presentations?page=1&page_size=5');
  if (check.count < SEED.presentations * 0.9)
    throw new Error(`expected a seeded library, got count ${check.count}`);
  const list = await latency(pageWithStats);
  const search = await latency(() => get('/api/presentations?page=1&page_size=5&search=harbor%20loft'));
  const baseline = await latency(() => get('/api/feature-flags'));
  const line = (name, r, budget) =>
    `  ${name.padEnd(26)} p50 ${fmt(r.p50, 1).padStart(6)} ms  p95 ${fmt(r.p95, 1).padStart(6)} ms  ` +
    `ratio to static ${fmt(r.p50 / baseline.p50, 1).padStart(5)}` +
    (budget ? `  budget ${budget} ms ${r.p50 <= budget ? 'met' : 'MISSED'}` : '');
  console.log(`${label} (${fmt(check.count)} presentations listed in "mine")`);
  console.log(line('page of 5 + stats', list, budgets?.list));
  console.log(line('search "harbor loft"', search, budgets?.search));
  console.log(line('/api/feature-flags', baseline));
}

console.log(
  `Presentations list: ${fmt(SEED.presentations)} presentations, ${fmt(SEED.assets)} assets, 200 sequential calls each`,
);
const postgres = await scratchPostgres();
if (postgres) {
  const server = await startServer({ DATABASE_URL: postgres.url, ...LIMITS });
  try {
    const { userId, headers } = await registerUser(server.url);
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await seedPresentations((sql) => client.query(sql), userId);
    await client.end();
    await measure('PostgreSQL', server, headers, { list: 15, search: 30 });
  } finally {
    await server.stop();
    await postgres.drop();
  }
} else console.log(`PostgreSQL: not measured, nothing answers at ${POSTGRES}`);

const dataDir = tempDataDir();
try {
  const first = await startServer({ DATA_DIR: dataDir, ...LIMITS }, { timeoutMs: 120_000 });
  const { userId, headers } = await registerUser(first.url);
  await first.stop();
  // The server holds the embedded database alone: seed it while the server is stopped.
  const db = new PGlite(`${dataDir}/db`, { extensions: { pg_trgm } });
  await seedPresentations((sql) => db.exec(sql), userId);
  await db.close();
  const server = await startServer({ DATA_DIR: dataDir, ...LIMITS }, { timeoutMs: 120_000 });
  try {
    await measure('PGlite', server, headers);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
