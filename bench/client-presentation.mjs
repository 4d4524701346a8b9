// autocannon on GET /api/client/presentations/{hash}, the recipient's answer for a presentation of 10
// converted photos, on PostgreSQL (when one answers) and PGlite: a first view (a browser without a view
// token: opens a view session) and a reload (the tab sends its view token back: no new session).
// Baseline: the static-JSON route /api/feature-flags of the same server, same run. Budget on PostgreSQL: ≥ 1,500 req/s.
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildIfStale, fmt, onEachDatabase, startServer, tempDataDir } from './lib.mjs';
import { seedSharedPresentation } from './seed-shared.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = 1_500;
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

buildIfStale(['server'], { quiet: true });

const load = (url, headers, duration, requests) =>
  autocannon({ url, headers, connections: 10, pipelining: 1, duration, requests });

/** Each first view from another browser: repeated opens from one client join one view session. */
let browsers = 0;
const newBrowsers = [
  {
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, 'user-agent': `${BROWSER} bench/${browsers++}` },
    }),
  },
];

async function measure(label, env) {
  const dataDir = tempDataDir();
  // The benchmark's client is one IP: lift the per-IP limit so that it is not what is measured.
  const server = await startServer(
    { DATA_DIR: dataDir, ...env, RATE_LIMIT_MAX: '100000000' },
    { timeoutMs: 120_000 },
  );
  try {
    const { hash } = await seedSharedPresentation(server.url);
    const url = `${server.url}/api/client/presentations/${hash}`;
    const opened = await fetch(url, { headers: { 'user-agent': BROWSER } }).then((r) => r.json());
    if (opened.presentation.assets.length !== 10 || !opened.view_token)
      throw new Error(`unexpected answer: ${JSON.stringify(opened).slice(0, 200)}`);
    const reloadHeaders = { 'user-agent': BROWSER, 'x-view-token': opened.view_token };

    await load(url, reloadHeaders, 2); // warm-up
    const first = await load(url, { 'user-agent': BROWSER }, SECONDS, newBrowsers);
    const reload = await load(url, reloadHeaders, SECONDS);
    const health = await load(`${server.url}/api/feature-flags`, {}, SECONDS);
    const rps = (r) => r.requests.average;
    const errors = (r) => (r.non2xx + r.errors ? `  (${r.non2xx + r.errors} non-2xx or errors)` : '');
    const line = (name, r, budget) =>
      `  ${name.padEnd(30)} ${fmt(rps(r)).padStart(7)} req/s  p50 ${fmt(r.latency.p50, 1).padStart(5)} ms  ` +
      `p99 ${fmt(r.latency.p99, 1).padStart(5)} ms  ratio to static ${fmt(rps(r) / rps(health), 2)}` +
      (budget ? `  budget ${fmt(budget)} req/s ${rps(r) >= budget ? 'met' : 'MISSED'}` : '') +
      errors(r);
    console.log(`${label} (answer ${fmt(JSON.stringify(opened).length / 1024, 1)} KB of JSON)`);
    console.log(line('first view (new session)', first, label === 'PostgreSQL' && BUDGET));
    console.log(line('reload (X-View-Token)', reload, label === 'PostgreSQL' && BUDGET));
    console.log(line('/api/feature-flags (static)', health));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Recipient's presentation: autocannon, 10 connections, ${SECONDS} s per route, 10 converted photos`,
);
await onEachDatabase(measure);
