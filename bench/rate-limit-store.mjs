// Where rate limits are counted (apps/server/src/platform/rate-limit-store.ts): req/s of one limited route
// with the plugin's in-memory store and with the PostgreSQL store (one upsert per request), same process,
// same run, rounds taking turns; the ratio, and what the statement adds to each request. It decided that
// the app-wide per-address limit, counted on every API request (GET /api/user), stays in memory, and only
// the limits that guard secrets and the per-key limit of API keys go to PostgreSQL.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { tsImport } from 'tsx/esm/api';
import { fmt, scratchPostgres } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 5;
/** GET /api/user's budget on PostgreSQL (bench/api-throughput.mjs). */
const USER_BUDGET = 2_000;

const rateLimit = (await import('@fastify/rate-limit')).default;
const { openDatabase } = await tsImport('../apps/server/src/db/client.ts', import.meta.url);
const { migrate } = await tsImport('../apps/server/src/db/migrate.ts', import.meta.url);
const { guardsSecret, sharedRateLimitStore } = await tsImport(
  '../apps/server/src/platform/rate-limit-store.ts',
  import.meta.url,
);

/** One route limited per address (never reached: the client is one address), on a port. */
async function limitedServer(store) {
  const app = Fastify();
  await app.register(rateLimit, { store, global: false });
  const config = guardsSecret({ rateLimit: { max: 1_000_000_000, timeWindow: '1 minute' } });
  app.get('/limited', { config }, async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${app.server.address().port}/limited` };
}

const load = (url, duration) => autocannon({ url, connections: 10, pipelining: 1, duration });
const rps = (results) =>
  results.reduce((n, r) => n + r.requests.total, 0) / results.reduce((s, r) => s + r.duration, 0);

const postgres = await scratchPostgres();
if (!postgres) {
  console.log('PostgreSQL: not measured, nothing answers (BENCH_DATABASE_URL)');
  process.exit(0);
}
const database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 10 });
try {
  await migrate(database);
  const clock = { now: () => new Date() };
  const log = { warn: console.warn, error: console.error };
  const servers = {
    memory: await limitedServer(undefined),
    PostgreSQL: await limitedServer(sharedRateLimitStore(database, clock, log)),
  };
  const rounds = { memory: [], PostgreSQL: [] };
  for (const { url } of Object.values(servers)) await load(url, 1); // warm-up
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, { url }] of Object.entries(servers)) {
      const result = await load(url, SECONDS / ROUNDS);
      if (result.non2xx + result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers`);
      rounds[name].push(result);
    }
  const memory = rps(rounds.memory);
  const shared = rps(rounds.PostgreSQL);
  const addedMs = 1000 / shared - 1000 / memory;
  console.log(
    `limited route, 10 connections, ${SECONDS} s each in ${ROUNDS} alternating rounds: memory ${fmt(memory)} req/s ` +
      `| PostgreSQL ${fmt(shared)} req/s | PostgreSQL/memory ${fmt(shared / memory, 2)}`,
  );
  console.log(
    `the statement costs the machine ${fmt(addedMs * 1000)} µs a request: counted on every API request, it ` +
      `would take GET /api/user from its budget of ${fmt(USER_BUDGET)} req/s (bench/api-throughput.mjs) to about ` +
      `${fmt(1000 / (1000 / USER_BUDGET + addedMs))} req/s`,
  );
  for (const { app } of Object.values(servers)) await app.close();
} finally {
  await database.close();
  await postgres.drop();
}
