// autocannon on GET /api/user (session lookup + user JSON) against PostgreSQL, when one answers,
// and PGlite; baseline: the static-JSON route /api/feature-flags of the same server, same run.
// Budgets: 2,000 req/s on PostgreSQL; on PGlite (sessions and users kept in memory) a ratio ≥ 0.25.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildIfStale, fmt, median, onEachDatabase, startServer, tempDataDir } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = 2_000;
const PGLITE_RATIO_BUDGET = 0.25;

buildIfStale(['server'], { quiet: true });

const ROUNDS = 5;

const load = (url, headers, duration) =>
  autocannon({ url, headers, connections: 10, pipelining: 1, duration });

/** Requests per second over all rounds, the median round's p99 latency, and the failures. */
const combined = (results) => ({
  rps: results.reduce((n, r) => n + r.requests.total, 0) / results.reduce((s, r) => s + r.duration, 0),
  p99: median(results.map((r) => r.latency.p99)),
  errors: results.reduce((n, r) => n + r.non2xx + r.errors, 0),
});

async function measure(label, env) {
  const server = await startServer({
    ...env,
    // The benchmark's client is one IP: lift the per-IP limits so that they are not what is measured.
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT: '100000',
  });
  try {
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Sturdy-Harbor-42';
    const response = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password1: password,
        password2: password,
        first_name: 'B',
        last_name: 'B',
      }),
    });
    if (response.status !== 201) throw new Error(`register answered ${response.status}`);
    const { access } = await response.json();
    const auth = { authorization: `Bearer ${access}` };
    const check = await fetch(`${server.url}/api/user`, { headers: auth });
    if (check.status !== 200) throw new Error(`GET /api/user answered ${check.status}`);

    await load(`${server.url}/api/user`, auth, 2); // warm-up
    await load(`${server.url}/api/feature-flags`, {}, 1);
    // The two routes take turns, so that a machine whose load changes meanwhile weighs on both alike.
    const rounds = { user: [], flags: [] };
    for (let round = 0; round < ROUNDS; round++) {
      rounds.user.push(await load(`${server.url}/api/user`, auth, SECONDS / ROUNDS));
      rounds.flags.push(await load(`${server.url}/api/feature-flags`, {}, SECONDS / ROUNDS));
    }
    const [user, flags] = [combined(rounds.user), combined(rounds.flags)];
    const errors = user.errors + flags.errors;
    const rps = (r) => r.rps;
    const ratio = rps(user) / rps(flags);
    console.log(
      `${label.padEnd(10)} GET /api/user ${fmt(rps(user)).padStart(7)} req/s (p99 ${user.p99} ms)  ` +
        `/api/feature-flags ${fmt(rps(flags)).padStart(7)} req/s  ratio ${fmt(ratio, 2)}` +
        (label === 'PostgreSQL'
          ? `  budget ${fmt(BUDGET)} req/s ${rps(user) >= BUDGET ? 'met' : 'MISSED'}`
          : `  budget ratio ${fmt(PGLITE_RATIO_BUDGET, 2)} ${ratio >= PGLITE_RATIO_BUDGET ? 'met' : 'MISSED'}`) +
        (errors ? `  (${errors} non-2xx or errors)` : ''),
    );
  } finally {
    await server.stop();
  }
}

console.log(
  `API throughput: autocannon, 10 connections, ${SECONDS} s per route in ${ROUNDS} turns, server LOG_LEVEL=warn`,
);
await onEachDatabase(measure, { pglite: false });
const dataDir = tempDataDir();
try {
  await measure('PGlite', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
