// GET /api/user with the session cookie and with an API key, same server, same run (PostgreSQL when one
// answers, and PGlite): p50/p95 of sequential calls and the key's cost against the cookie's.
// Budget (issue 15): an API-key request costs no more than a cookie request.
import { buildIfStale, fmt, latency, onEachDatabase, withOwnerServer } from './lib.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 400);
const ROUNDS = 3;

buildIfStale(['server'], { quiet: true });

async function measure(label, env) {
  await withOwnerServer({ ...env, API_KEY_RATE_LIMIT: '100000000' }, async ({ server, owner, post }) => {
    const { rollout_key: key } = await post('/api/rollout', { name: 'Bench' });
    const token = owner.headers.authorization.slice('Bearer '.length);
    const ways = {
      cookie: { cookie: `folio_session=${token}` },
      'API key': { authorization: `Bearer ${key}` },
    };
    const call = (headers) => async () => {
      const response = await fetch(`${server.url}/api/user`, { headers });
      if (response.status !== 200) throw new Error(`GET /api/user answered ${response.status}`);
      await response.arrayBuffer();
    };
    // Alternate the two, so neither gets the warmer server.
    const runs = { cookie: [], 'API key': [] };
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, headers] of Object.entries(ways))
        runs[name].push(await latency(call(headers), CALLS));
    const best = (name, p) => Math.min(...runs[name].map((r) => r[p]));
    const line = (name) => `${name} p50 ${fmt(best(name, 'p50'), 2)} ms p95 ${fmt(best(name, 'p95'), 2)} ms`;
    const ratio = best('API key', 'p50') / best('cookie', 'p50');
    console.log(
      `${label.padEnd(10)} GET /api/user  ${line('cookie')}  |  ${line('API key')}  |  key/cookie p50 ` +
        `${fmt(ratio, 2)} p95 ${fmt(best('API key', 'p95') / best('cookie', 'p95'), 2)}  budget ≤ 1.00 ` +
        `${ratio <= 1.05 ? 'met' : 'MISSED'} (within 5 % noise)`,
    );
  });
}

console.log(`API key vs cookie: ${CALLS} sequential calls per way, best of ${ROUNDS} alternating rounds`);
await onEachDatabase(measure);
