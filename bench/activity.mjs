// autocannon on POST /api/client/activity, the recipient's tracking beacon: realistic batches (pages
// seen, visible seconds per asset and page, the cover's seconds) from 200 view sessions of a shared
// presentation of 10 photos, on PostgreSQL (when one answers) and PGlite. Figures: events/s and
// batches/s; baseline: the static-JSON route /api/feature-flags of the same server, same run.
// Budget on PostgreSQL: ≥ 3,000 events/s.

import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildIfStale, fmt, onEachDatabase, startServer, tempDataDir } from './lib.mjs';
import { seedSharedPresentation } from './seed-shared.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SESSIONS = 200;
const BUDGET = 3_000;
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

buildIfStale(['server'], { quiet: true });

/** What a tab sends every 15 s while its recipient scrolls: a few pages seen and their seconds. */
function batch(assetIds, n) {
  const a = (k) => assetIds[(n + k) % assetIds.length];
  return [
    { type: 'page_view', asset_id: a(0), page: 0 },
    { type: 'page_view', asset_id: a(1), page: 0 },
    { type: 'time', asset_id: a(0), page: 0, seconds: 6.5 },
    { type: 'time', asset_id: a(1), page: 0, seconds: 5 },
    { type: 'time', asset_id: a(2), page: 0, seconds: 2.25 },
    { type: 'time', seconds: 1.25 },
    { type: 'page_view', asset_id: a(2), page: 0 },
    { type: 'time', asset_id: a(3), page: 0, seconds: 0.5 },
  ];
}

async function measure(label, env) {
  const dataDir = tempDataDir();
  const server = await startServer(
    { DATA_DIR: dataDir, ...env, RATE_LIMIT_MAX: '100000000' },
    { timeoutMs: 120_000 },
  );
  try {
    const { hash } = await seedSharedPresentation(server.url);
    // 200 recipients: each its own browser (repeated opens from one client would join one view).
    let browsers = 0;
    const open = () =>
      fetch(`${server.url}/api/client/presentations/${hash}`, {
        headers: { 'user-agent': `${BROWSER} bench/${browsers++}` },
      }).then((r) => r.json());
    const first = await open();
    const assetIds = first.presentation.assets.map((a) => a.id);
    const tokens = [first.view_token];
    while (tokens.length < SESSIONS) tokens.push((await open()).view_token);
    const bodies = tokens.map((token, i) =>
      JSON.stringify({ view_token: token, events: batch(assetIds, i) }),
    );
    const perBatch = batch(assetIds, 0).length;
    const check = await fetch(`${server.url}/api/client/activity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bodies[0],
    });
    if (check.status !== 200) throw new Error(`POST /api/client/activity answered ${check.status}`);
    // Every event of the batches is one a browser could send: none is dropped, all are written.
    const counted = await check.json();
    if (counted.dropped !== 0) throw new Error(`POST /api/client/activity dropped ${counted.dropped} events`);

    let next = 0;
    const beacon = (duration) =>
      autocannon({
        url: `${server.url}/api/client/activity`,
        connections: 10,
        duration,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
          },
        ],
      });
    await beacon(2); // warm-up
    const result = await beacon(SECONDS);
    const flags = await autocannon({
      url: `${server.url}/api/feature-flags`,
      connections: 10,
      duration: SECONDS,
    });
    const batches = result.requests.average;
    const events = batches * perBatch;
    const errors = result.non2xx + result.errors;
    console.log(
      `${label.padEnd(10)} ${fmt(events).padStart(7)} events/s (${fmt(batches)} batches/s of ${perBatch}, ` +
        `p50 ${fmt(result.latency.p50)} ms, p99 ${fmt(result.latency.p99)} ms)  /api/feature-flags ` +
        `${fmt(flags.requests.average)} req/s  ratio batches/static ${fmt(batches / flags.requests.average, 2)}` +
        (label === 'PostgreSQL'
          ? `  budget ${fmt(BUDGET)} events/s ${events >= BUDGET ? 'met' : 'MISSED'}`
          : '') +
        (errors ? `  (${errors} non-2xx or errors)` : ''),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Activity ingestion: autocannon, 10 connections, ${SECONDS} s, ${SESSIONS} view sessions of one shared presentation`,
);
await onEachDatabase(measure);
