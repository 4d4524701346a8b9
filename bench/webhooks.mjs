// How long a recipient's view takes to reach the owner's webhook receivers, with 100 endpoints registered:
// the owner's 20 (the cap, each subscribed to presentation.viewed) and 80 of four other users (not
// matching). Recipients open a share link one after the other through the public view API; the time from
// sending the GET to the last (and the first) of the owner's 20 receivers getting the signed POST. The
// baseline, measured in the same run, is the view call alone. On PostgreSQL (when one answers).
// Budget: ≤ 1 s p95 to the last receiver.
import { createServer } from 'node:http';
import { buildIfStale, fmt, onEachDatabase, registerUser, withOwnerServer } from './lib.mjs';

const VIEWS = Number(process.env.BENCH_VIEWS ?? 40);
const OWN = 20;
const OTHERS = 4;
const BUDGET_MS = 1000;
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

buildIfStale(['server'], { quiet: true });

/** One HTTP server for every endpoint (/e/{n}); `arrivals(n)` resolves with the times of the next n posts. */
async function startReceiver() {
  let waiting = null;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const at = performance.now();
      response.writeHead(200).end();
      if (!waiting) return;
      waiting.times.push(at);
      if (waiting.times.length === waiting.count) waiting.resolve(waiting.times);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (n) => `http://127.0.0.1:${server.address().port}/e/${n}`,
    arrivals: (count) =>
      new Promise((resolve) => {
        waiting = { count, times: [], resolve };
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const quantiles = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.floor(sorted.length * 0.95)] };
};

async function measure(label, env) {
  const receiver = await startReceiver();
  await withOwnerServer({ ...env, WEBHOOK_ALLOW_LOOPBACK: 'true' }, async ({ server, post }) => {
    const events = ['presentation.viewed'];
    for (let i = 0; i < OTHERS; i++) {
      const other = await registerUser(server.url);
      for (let n = 0; n < OWN; n++) {
        const response = await fetch(`${server.url}/api/webhooks`, {
          method: 'POST',
          headers: other.headers,
          body: JSON.stringify({ url: receiver.url(1000 + i * OWN + n), events }),
        });
        if (response.status !== 201) throw new Error(`an endpoint answered ${response.status}`);
      }
    }
    for (let n = 0; n < OWN; n++) await post('/api/webhooks', { url: receiver.url(n), events });
    const p = await post('/api/presentations', { title: 'Webhooks', type: 'presentation' });
    const link = await post(`/api/presentations/${p.id}/share-link`, { name: 'Bench' });
    // Each view from another browser: repeated opens from one client join one view.
    let browsers = 0;
    const open = () =>
      fetch(`${server.url}/api/client/presentations/${link.hash}`, {
        headers: { 'user-agent': `${BROWSER} bench/${browsers++}` },
      }).then((r) => r.arrayBuffer());
    const view = async () => {
      const arrived = receiver.arrivals(OWN);
      const started = performance.now();
      await open();
      const answered = performance.now() - started;
      const times = await arrived;
      return { answered, first: Math.min(...times) - started, last: Math.max(...times) - started };
    };
    for (let i = 0; i < 3; i++) await view();
    const runs = [];
    for (let i = 0; i < VIEWS; i++) {
      runs.push(await view());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const baseline = quantiles(runs.map((r) => r.answered));
    const first = quantiles(runs.map((r) => r.first));
    const last = quantiles(runs.map((r) => r.last));
    const verdict = last.p95 <= BUDGET_MS ? 'met' : 'MISSED';
    console.log(
      `  ${label.padEnd(11)} view call alone (baseline) p50 ${fmt(baseline.p50, 1)} ms  p95 ${fmt(baseline.p95, 1)} ms`,
    );
    console.log(
      `  ${''.padEnd(11)} view → first receiver      p50 ${fmt(first.p50, 1)} ms  p95 ${fmt(first.p95, 1)} ms`,
    );
    console.log(
      `  ${''.padEnd(11)} view → all ${OWN} receivers    p50 ${fmt(last.p50, 1)} ms  p95 ${fmt(last.p95, 1)} ms  ` +
        `(${fmt(last.p95 / baseline.p95, 1)}× the view call's p95; ${VIEWS} views)  budget p95 ≤ ${BUDGET_MS} ms ${verdict}`,
    );
  });
  await receiver.close();
}

console.log(
  `Webhook latency: ${OWN * (OTHERS + 1)} endpoints registered; a recipient opens a share link → the owner's ${OWN} receivers get it`,
);
await onEachDatabase(measure, { pglite: false });
