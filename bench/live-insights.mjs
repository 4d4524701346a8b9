// A burst of 500 viewers on one presentation while its owner's insights page is open: a socket on /ws
// as the owner, and the refetch the page does on each `insights.changed` for it (GET
// /api/presentation-insights/{id}, one at a time and once more for changes that came during one, as
// apps/web/src/features/insights/use-live-insights.ts does). The recipients open the public link 50 at
// a time, each from a browser of its own, and send one beacon each. A view is reflected when a refetch
// that began after its opening was answered (its session was written before the answer to the opening):
// the figure is that refetch's answer time less the opening's answer time, per view. Also counted: the
// visit notifications the owner's socket got (one per visit). On PostgreSQL.
// Baseline: the static-JSON route /api/feature-flags of the same server, same run, and one refetch of
// the insights after the burst. Budget: each view reflected in ≤ 1 s at p95, ≤ 500 visit notifications.
import WebSocket from 'ws';
import { buildIfStale, fmt, latency, onEachDatabase, withOwnerServer } from './lib.mjs';

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 500);
const IN_FLIGHT = 50;
const BUDGET_MS = 1000;
const SETTLE_MS = 30_000;
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

buildIfStale(['server'], { quiet: true });

async function call(url, init) {
  const response = await fetch(url, init);
  if (response.status >= 300) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * The owner's open page: refetches on every `insights.changed` of the presentation, one at a time.
 * `done` lists each refetch as [began, answered, views in its answer].
 */
function ownerPage(baseUrl, headers, presentationId) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers });
  const done = [];
  const visits = new Set();
  let running = false;
  let again = false;
  async function refetch() {
    running = true;
    do {
      again = false;
      const began = performance.now();
      const body = await call(`${baseUrl}/api/presentation-insights/${presentationId}`, { headers });
      done.push([began, performance.now(), body.views]);
    } while (again);
    running = false;
  }
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.type === 'insights.changed' && message.presentation_id === presentationId) {
      if (running) again = true;
      else void refetch();
    }
    if (message.type === 'notification' && message.notification.category === 'presentation_viewed')
      visits.add(message.notification.id);
  });
  const hello = new Promise((resolve, reject) => {
    socket.once('message', resolve);
    socket.once('error', reject);
  });
  return { hello, done, visits, close: () => socket.close() };
}

/** When each view was reflected: the first refetch begun after its opening was answered. */
function reflectedAt(openedAt, done) {
  const refetch = done.find(([began]) => began >= openedAt);
  return refetch ? refetch[1] : undefined;
}

async function measure(label, env) {
  await withOwnerServer(env, async ({ server, owner, post }) => {
    const p = await post('/api/presentations', { title: 'Burst', type: 'presentation' });
    const asset = await post(`/api/presentations/${p.id}/assets`, { type: 'text' });
    const link = await post(`/api/presentations/${p.id}/share-link`, { is_public: true });
    const page = ownerPage(server.url, { authorization: owner.headers.authorization }, p.id);
    await page.hello;

    const openedAt = [];
    let next = 0;
    async function viewer() {
      for (let i = next++; i < VIEWERS; i = next++) {
        const opened = await call(`${server.url}/api/client/presentations/${link.hash}`, {
          headers: { 'user-agent': `${BROWSER} bench/${i}` },
        });
        openedAt.push(performance.now());
        await call(`${server.url}/api/client/activity`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
          body: JSON.stringify({
            view_token: opened.view_token,
            events: [{ type: 'time', asset_id: asset.id, seconds: 1 }],
          }),
        });
      }
    }
    const burstStarted = performance.now();
    await Promise.all(Array.from({ length: IN_FLIGHT }, viewer));
    const burstMs = performance.now() - burstStarted;
    const deadline = performance.now() + SETTLE_MS;
    while (
      performance.now() < deadline &&
      (openedAt.some((t) => reflectedAt(t, page.done) === undefined) || page.visits.size < VIEWERS)
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    page.close();

    const lags = openedAt.map((t) => (reflectedAt(t, page.done) ?? Number.POSITIVE_INFINITY) - t);
    lags.sort((a, b) => a - b);
    const p50 = lags[Math.floor(lags.length / 2)];
    const p95 = lags[Math.floor(lags.length * 0.95)];
    const last = page.done.at(-1);
    const took = page.done.map(([began, answered]) => answered - began).sort((a, b) => a - b);
    const headers = owner.headers;
    const staticRoute = await latency(() =>
      fetch(`${server.url}/api/feature-flags`).then((r) => r.arrayBuffer()),
    );
    const refetch = await latency(
      () =>
        fetch(`${server.url}/api/presentation-insights/${p.id}`, { headers }).then((r) => r.arrayBuffer()),
      50,
    );
    const verdict = p95 <= BUDGET_MS && page.visits.size <= VIEWERS ? 'met' : 'MISSED';
    console.log(
      `  ${label.padEnd(11)} view → open page shows it  p50 ${fmt(p50, 1).padStart(7)} ms  p95 ${fmt(p95, 1).padStart(7)} ms` +
        `  (${VIEWERS} viewers in ${fmt(burstMs)} ms; ${page.done.length} refetches, p50 ${fmt(took[Math.floor(took.length / 2)] ?? 0)} ms each` +
        ` during the burst; the last showed ${last?.[2] ?? 0} views)`,
    );
    console.log(
      `  ${''.padEnd(11)} visit notifications ${page.visits.size} (≤ ${VIEWERS})` +
        `  baseline /api/feature-flags p50 ${fmt(staticRoute.p50, 2)} ms, one idle refetch p50 ${fmt(refetch.p50, 1)} ms` +
        `  ratio p95/static ${fmt(p95 / staticRoute.p50, 0)}x, p95/refetch ${fmt(p95 / refetch.p50, 1)}x` +
        `  budget p95 ≤ ${BUDGET_MS} ms ${verdict}`,
    );
  });
}

console.log(
  'Live insights: 500 viewers at once → the owner’s open insights page (socket + refetch) shows each',
);
// PGlite is one process for the server and its database: BENCH_PGLITE=1 measures it too, for reference.
await onEachDatabase(measure, { pglite: process.env.BENCH_PGLITE === '1' });
