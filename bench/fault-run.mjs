// Several instances behind a real load balancer, under faults (issue 19 points 3 and 4). HAProxy
// (deploy/haproxy.cfg) in front of two ROLE=web instances and one ROLE=worker on a PostgreSQL of the run's
// own; recipients view shared presentations (the page's beacon outbox resends what was not answered) and
// owners edit theirs with their socket open. Under that load: web1 is killed with SIGKILL and started
// again, PostgreSQL is restarted, then both web instances are restarted one after the other with SIGTERM.
// Prints requests sent and failed, retries by the clients and the balancer, activity events sent and
// recorded, sockets closed and back; and the balancer's cost: recipient requests/s through HAProxy
// against straight to one instance, same run. Budgets: 0 events lost, ≤ 0.5% failed requests, ratio ≥ 0.8.
//   node bench/fault-run.mjs        (BENCH_RECIPIENTS=40, BENCH_STEP_SECONDS=10, BENCH_SECONDS=6)

import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { folioInstance, runFolder, startHaproxy, startPostgres } from './fault/cluster.mjs';
import { createLedger, startLoad, TICK_MS } from './fault/load.mjs';
import { requestRate } from './fault/rate.mjs';
import { buildIfStale, fmt, freePort, median } from './lib.mjs';
import { seedSharedPresentation } from './seed-shared.mjs';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 40);
const OWNERS = 3;
const STEP_MS = Number(process.env.BENCH_STEP_SECONDS ?? 10) * 1000;
const CANNON_SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 3;
const CONNECTIONS = 64;
const BUDGET = { failed: 0.005, ratio: 0.8 };

/** How many of `items` have each key. */
function countBy(items, keyOf) {
  const counts = new Map();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

buildIfStale(['server'], { quiet: true });

const folder = runFolder();
const cleanups = [() => folder.remove()];
const cleanUp = async () => {
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch(() => {});
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

try {
  const database = await startPostgres(folder.dir);
  cleanups.push(() => database.stop());
  const lbPort = await freePort();
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    // One folder for every instance's files, standing in for the S3 bucket of a real deployment.
    DATA_DIR: folder.data,
    PUBLIC_URL: `http://127.0.0.1:${lbPort}`,
    TRUST_PROXY: 'true',
    // autocannon is one client address; the recipients each have their own (127.1.x.y).
    RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'warn',
  };
  const make = async (name, role) =>
    folioInstance({ name, role, port: await freePort(), env, logDir: folder.logs });
  const [worker, web1, web2] = [
    await make('worker', 'worker'),
    await make('web1', 'web'),
    await make('web2', 'web'),
  ];
  cleanups.push(() => Promise.all([worker, web1, web2].map((i) => i.stop('SIGKILL'))));
  // The worker migrates the database first; the web instances then find it migrated.
  await worker.start();
  await Promise.all([web1.start(), web2.start()]);
  const lb = await startHaproxy({ port: lbPort, web1, web2, logDir: folder.logs });
  cleanups.push(() => lb.stop());
  const bothUp = async (names = ['web1', 'web2']) => {
    for (let i = 0; i < 600; i += 1) {
      const states = await lb.serverStates().catch(() => ({}));
      if (names.every((name) => states[name] === 'UP')) return;
      await sleep(100);
    }
    throw new Error('HAProxy does not see the instances up');
  };
  await bothUp();

  const shares = [];
  for (let i = 0; i < OWNERS; i += 1) shares.push(await seedSharedPresentation(lb.url, { assets: 3 }));

  // The balancer's cost: the recipient's first request (the presentation), same run. 64 requests at a time
  // keep every process busy: with few, each figure is mostly the machine's scheduling delay per hop.
  const cannon = (base) =>
    requestRate(`${base}/api/client/presentations/${shares[0].hash}`, {
      seconds: CANNON_SECONDS,
      connections: CONNECTIONS,
    });
  await cannon(lb.url); // warm-up
  // Turns, so that a change in how busy the machine is weighs on both.
  const direct = [];
  const through = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    direct.push(await cannon(web1.url));
    through.push(await cannon(lb.url));
  }
  const cost = { direct: median(direct.map((r) => r.rps)), through: median(through.map((r) => r.rps)) };

  // The fault run.
  const ledger = createLedger();
  const marks = [];
  const mark = (what) => {
    marks.push({ at: Date.now(), what });
    console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);
  };
  const started = Date.now();
  console.log(
    `Load: ${RECIPIENTS} recipients (a beacon every ${TICK_MS / 1000} s each) and ${OWNERS} owners`,
  );
  const load = startLoad({ baseUrl: lb.url, shares, recipients: RECIPIENTS, ledger });
  const retriesAt = [await lb.retries()];
  await sleep(STEP_MS);
  mark('web1 killed (SIGKILL)');
  await web1.stop('SIGKILL');
  await sleep(STEP_MS);
  await web1.start();
  mark('web1 started again and ready');
  await sleep(STEP_MS);
  mark(`PostgreSQL restart: ${database.restartNote}`);
  await database.restart();
  mark('PostgreSQL is back');
  await sleep(STEP_MS * 1.5);
  const faultEnd = Date.now();
  retriesAt.push(await lb.retries());
  const exits = {};
  for (const web of [web1, web2]) {
    mark(`${web.name}: SIGTERM`);
    exits[web.name] = await web.stop('SIGTERM');
    mark(`${web.name} exited (${exits[web.name]}); starting it again`);
    await web.start();
    await bothUp();
    mark(`${web.name} is back in the balancer`);
  }
  await sleep(STEP_MS);
  mark('load stops; outboxes drain');
  const sockets = await load.stop();
  const unanswered = await load.drain(60_000);
  retriesAt.push(await lb.retries());
  const socketsBack = await Promise.all(sockets.map((socket) => socket.close(45_000)));

  // What the database recorded: every batch is a (tab_id, seq) row of view_session_batches.
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const recorded = new Set(
    (await db.query('select tab_id, seq from view_session_batches')).rows.map((r) => `${r.tab_id}:${r.seq}`),
  );
  const seconds = Number((await db.query('select sum(total_seconds) as s from view_sessions')).rows[0].s);
  const pageViews = Number((await db.query('select count(*) as n from page_views')).rows[0].n);
  await db.end();

  const phases = [
    { name: 'kill + PostgreSQL restart', from: started, to: faultEnd, retries: [retriesAt[0], retriesAt[1]] },
    {
      name: 'rolling restart (SIGTERM)',
      from: faultEnd,
      to: Date.now(),
      retries: [retriesAt[1], retriesAt[2]],
    },
  ];
  const rows = phases.map(({ name, from, to, retries }) => {
    const requests = ledger.requests.filter((r) => r.at >= from && r.at < to);
    const failed = requests.filter((r) => r.status === 0 || r.status >= 500);
    const batches = [...ledger.batches.entries()].filter(([, b]) => b.at >= from && b.at < to);
    const lost = batches.filter(([id]) => !recorded.has(id));
    return {
      name,
      requests: requests.length,
      failed: failed.length,
      failedKinds: [...countBy(failed, (r) => `${r.kind} ${r.status}`)],
      refused: requests.filter((r) => r.status >= 400 && r.status < 500).length,
      balancerRetries: retries[1].retried - retries[0].retried,
      redispatched: retries[1].redispatched - retries[0].redispatched,
      events: batches.reduce((sum, [, b]) => sum + b.events, 0),
      lostEvents: lost.reduce((sum, [, b]) => sum + b.events, 0),
      batches: batches.length,
    };
  });
  const all = [...ledger.batches.values()];
  const sentSeconds = all.reduce((sum, b) => sum + b.seconds, 0);
  const sentPages = all.reduce((sum, b) => sum + b.pages, 0);
  const total = {
    requests: rows.reduce((s, r) => s + r.requests, 0),
    failed: rows.reduce((s, r) => s + r.failed, 0),
    lostEvents: rows.reduce((s, r) => s + r.lostEvents, 0),
  };
  const clientRetries = ledger.beaconPosts - ledger.batches.size;
  const ratio = cost.through / cost.direct;
  const pct = (n, of) => `${fmt((100 * n) / Math.max(1, of), 2)}%`;
  const verdict = (ok) => (ok ? 'met' : 'MISSED');

  console.log('');
  console.log(
    'phase                       requests  failed (share)   4xx  HAProxy retries/redispatches  beacon batches  events sent  recorded  lost',
  );
  for (const r of rows)
    console.log(
      `${r.name.padEnd(27)} ${fmt(r.requests).padStart(8)}  ${`${r.failed} (${pct(r.failed, r.requests)})`.padStart(14)} ${String(r.refused).padStart(5)}  ${`${r.balancerRetries} / ${r.redispatched}`.padStart(28)}  ${fmt(r.batches).padStart(14)}  ${fmt(r.events).padStart(11)}  ${fmt(r.events - r.lostEvents).padStart(8)}  ${String(r.lostEvents).padStart(4)}` +
        (r.failedKinds.length
          ? `\n${''.padEnd(29)}failed: ${r.failedKinds.map(([k, n]) => `${n}× ${k}`).join(', ')}`
          : ''),
    );
  console.log(
    `Client retries: ${fmt(clientRetries)} beacon posts sent again by the page's outbox (${fmt(ledger.beaconPosts)} posts for ${fmt(ledger.batches.size)} batches); batches never answered at the end: ${unanswered}`,
  );
  console.log(
    `Recorded in the database: ${fmt(seconds, 1)} s of viewing (sent ${fmt(sentSeconds, 1)} s), ${fmt(pageViews)} first page views (sent ${fmt(sentPages)})`,
  );
  console.log(
    `Owner sockets: ${ledger.socket.connects} connects for ${OWNERS} owners, closes by code ${JSON.stringify(ledger.socket.closes)}, ${ledger.socket.insightMessages} insights.changed messages; open again at the end: ${socketsBack.filter(Boolean).length} of ${OWNERS}`,
  );
  console.log('What HAProxy saw (servers down and up, requests it answered 5xx or not at all):');
  // HAProxy logs the requests that failed or that it sent again (option dontlog-normal), and writes each
  // server change twice (as a warning and as a log line): the failed requests and the log lines only.
  const seen = lb
    .log()
    .filter(
      (l) =>
        l.at >= started &&
        !l.line.startsWith('[') &&
        (/is (DOWN|UP)/.test(l.line) || /\d+\/-?\d+\/-?\d+\/-?\d+\/-?\d+ (5\d\d|-1) /.test(l.line)),
    );
  for (const { at, line } of seen.slice(0, 40))
    console.log(
      `  ${((at - started) / 1000).toFixed(1).padStart(6)} s  ${line.replace(/\. \d+ (active|sessions).*$/, '').slice(0, 200)}`,
    );
  console.log(`Rolling restart exit codes: web1 ${exits.web1}, web2 ${exits.web2} (0: a clean shutdown)`);
  console.log(
    `Balancer cost, GET /api/client/presentations/{hash} from 400 addresses, ${CONNECTIONS} at a time, ${ROUNDS} turns of ${CANNON_SECONDS} s, medians: straight to web1 ${fmt(cost.direct)} req/s (${direct.map((r) => fmt(r.rps)).join(', ')}), through HAProxy to 2 web instances ${fmt(cost.through)} req/s (${through.map((r) => fmt(r.rps)).join(', ')}), ratio ${fmt(ratio, 2)}` +
      ([...direct, ...through].some((r) => r.bad)
        ? ` (non-2xx: ${[...direct, ...through].map((r) => r.bad).join('/')})`
        : ''),
  );
  console.log(
    `Budgets: events lost ${total.lostEvents} (0) ${verdict(total.lostEvents === 0)}; failed requests ${pct(total.failed, total.requests)} of ${fmt(total.requests)} (≤ 0.5%) ${verdict(total.failed <= BUDGET.failed * total.requests)}; balancer ratio ${fmt(ratio, 2)} (≥ ${BUDGET.ratio}) ${verdict(ratio >= BUDGET.ratio)}`,
  );
} finally {
  await cleanUp();
}
