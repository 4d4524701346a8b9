// How fast POST /api/stripe/webhook acknowledges Stripe under 200 events/s on PostgreSQL: each event is
// signed as Stripe signs it, sent on a fixed schedule (open loop: a slow answer does not slow the sender),
// and timed from send to answer. The endpoint verifies, stores and queues; the job runs after. Ratio:
// the same schedule against GET /api/feature-flags (the app's cheapest call). Budget: p99 ≤ 50 ms.
import { createHmac, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { buildIfStale, fmt, scratchPostgres, startServer, tempDataDir } from './lib.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BUDGET_MS = 50;
const SECRET = 'whsec_bench';

buildIfStale(['server'], { quiet: true });

const event = (i) =>
  JSON.stringify({
    id: `evt_bench_${i}_${randomBytes(6).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type: 'customer.subscription.updated',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    // A customer of another app on the account: the job reads nothing from Stripe for it.
    data: {
      object: { id: `sub_bench_${i}`, object: 'subscription', customer: 'cus_not_ours', status: 'active' },
    },
  });
const sign = (payload) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${payload}`).digest('hex')}`;
};

/** Sends `RATE` requests a second for `SECONDS`; answers the sorted latencies and the failures. */
async function schedule(send) {
  const count = RATE * SECONDS;
  const times = [];
  let failures = 0;
  const started = performance.now();
  const all = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    all.push(
      send(i).then(
        (ok) => {
          if (ok) times.push(performance.now() - sent);
          else failures += 1;
        },
        () => {
          failures += 1;
        },
      ),
    );
  }
  await Promise.all(all);
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
  return { p50: at(0.5), p99: at(0.99), max: times.at(-1), failures, count };
}

const postgres = await scratchPostgres();
if (!postgres) {
  console.log('Stripe webhook: not measured, no PostgreSQL answers');
  process.exit(0);
}
const dataDir = tempDataDir();
const server = await startServer(
  {
    DATA_DIR: dataDir,
    DATABASE_URL: postgres.url,
    RATE_LIMIT_MAX: '100000000',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: SECRET,
    // Never called: every event names a customer the app does not know.
    STRIPE_API_URL: 'http://127.0.0.1:9',
  },
  { timeoutMs: 120_000 },
);
try {
  // Other work on the machine skews every figure: say how busy it was.
  const load = os.loadavg()[0].toFixed(1);
  console.log(`Stripe webhook acknowledge, ${RATE} events/s for ${SECONDS} s on PostgreSQL (load ${load})`);
  const baseline = await schedule(async () => (await fetch(`${server.url}/api/feature-flags`)).ok);
  const webhook = await schedule(async (i) => {
    const payload = event(i);
    const response = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
      body: payload,
    });
    await response.arrayBuffer();
    return response.status === 200;
  });
  const line = (label, r) =>
    `  ${label.padEnd(22)} p50 ${fmt(r.p50, 1).padStart(6)} ms  p99 ${fmt(r.p99, 1).padStart(6)} ms  ` +
    `max ${fmt(r.max, 1).padStart(6)} ms  failed ${r.failures}/${r.count}`;
  console.log(line('GET /api/feature-flags', baseline));
  console.log(line('POST /api/stripe/webhook', webhook));
  const verdict = webhook.p99 <= BUDGET_MS && webhook.failures === 0 ? 'met' : 'MISSED';
  console.log(
    `  p99 ratio to the baseline ${fmt(webhook.p99 / baseline.p99, 2)}  budget p99 ≤ ${BUDGET_MS} ms ${verdict}`,
  );
  // The jobs drain behind the acknowledgements.
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  const drainStart = performance.now();
  let processed = 0;
  while (performance.now() - drainStart < 60_000) {
    const { rows } = await db.query(
      'select count(*)::int as n from stripe_events where processed_at is not null',
    );
    processed = rows[0].n;
    if (processed >= webhook.count) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await db.end();
  console.log(
    `  applied by the job: ${processed}/${webhook.count} within ${fmt((performance.now() - drainStart) / 1000, 1)} s after the last acknowledgement`,
  );
} finally {
  await server.stop();
  await postgres.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
