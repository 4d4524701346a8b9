// autocannon on GET /api/user (session lookup + user JSON) against PostgreSQL, when one answers,
// and PGlite; baseline: the static-JSON route /api/feature-flags of the same server, same run.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildIfStale, fmt, onEachDatabase, startServer, tempDataDir } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = 2_000;

buildIfStale(['server'], { quiet: true });

const load = (url, headers, duration) =>
  autocannon({ url, headers, connections: 10, pipelining: 1, duration });

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
    const user = await load(`${server.url}/api/user`, auth, SECONDS);
    const flags = await load(`${server.url}/api/feature-flags`, {}, SECONDS);
    const errors = user.non2xx + user.errors + flags.non2xx + flags.errors;
    const rps = (r) => r.requests.average;
    console.log(
      `${label.padEnd(10)} GET /api/user ${fmt(rps(user)).padStart(7)} req/s (p99 ${user.latency.p99} ms)  ` +
        `/api/feature-flags ${fmt(rps(flags)).padStart(7)} req/s  ratio ${fmt(rps(user) / rps(flags), 2)}` +
        (label === 'PostgreSQL'
          ? `  budget ${fmt(BUDGET)} req/s ${rps(user) >= BUDGET ? 'met' : 'MISSED'}`
          : '') +
        (errors ? `  (${errors} non-2xx or errors)` : ''),
    );
  } finally {
    await server.stop();
  }
}

console.log(`API throughput: autocannon, 10 connections, ${SECONDS} s per route, server LOG_LEVEL=warn`);
await onEachDatabase(measure, { pglite: false });
const dataDir = tempDataDir();
try {
  await measure('PGlite', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
