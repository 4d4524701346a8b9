// How long a notification takes to reach the owner's open socket after the view that causes it:
// a socket on /ws as the owner, then recipients opening a share link one after the other (each a new
// view session); the time from sending the recipient's GET to the `notification` frame of category
// presentation_viewed. On PostgreSQL (when one answers; the path goes through LISTEN/NOTIFY only across
// instances) and PGlite. Budget: ≤ 500 ms (p50 over the views).
import WebSocket from 'ws';
import { buildIfStale, fmt, onEachDatabase, withOwnerServer } from './lib.mjs';

const VIEWS = Number(process.env.BENCH_VIEWS ?? 30);
const BUDGET_MS = 500;
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

buildIfStale(['server'], { quiet: true });

/** The owner's socket: resolves each waiter with the next presentation_viewed notification. */
function ownerSocket(baseUrl, headers) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers });
  const waiting = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.type === 'notification' && message.notification.category === 'presentation_viewed')
      waiting.shift()?.(performance.now());
  });
  const hello = new Promise((resolve, reject) => {
    socket.once('message', resolve);
    socket.once('error', reject);
  });
  return { hello, next: () => new Promise((resolve) => waiting.push(resolve)), close: () => socket.close() };
}

async function measure(label, env) {
  await withOwnerServer(env, async ({ server, owner, post }) => {
    const p = await post(`/api/presentations`, {
      title: 'Latency',
      type: 'presentation',
    });
    const link = await post(`/api/presentations/${p.id}/share-link`, {
      name: 'Bench',
    });
    const socket = ownerSocket(server.url, { authorization: owner.headers.authorization });
    await socket.hello;
    // Each view from another browser: repeated opens from one client join one view and notify once.
    let browsers = 0;
    const open = () =>
      fetch(`${server.url}/api/client/presentations/${link.hash}`, {
        headers: { 'user-agent': `${BROWSER} bench/${browsers++}` },
      }).then((r) => r.arrayBuffer());
    // Warm-up: the first view also makes 'first analytics'.
    for (let i = 0; i < 3; i++) {
      const arrived = socket.next();
      await open();
      await arrived;
    }
    const times = [];
    for (let i = 0; i < VIEWS; i++) {
      const arrived = socket.next();
      const started = performance.now();
      await open();
      times.push((await arrived) - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    socket.close();
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)];
    const p95 = times[Math.floor(times.length * 0.95)];
    const verdict = p50 <= BUDGET_MS ? 'met' : 'MISSED';
    console.log(
      `  ${label.padEnd(11)} view → socket p50 ${fmt(p50, 1).padStart(6)} ms  p95 ${fmt(p95, 1).padStart(6)} ms  ` +
        `max ${fmt(times.at(-1), 1).padStart(6)} ms  (${VIEWS} views)  budget ≤ ${BUDGET_MS} ms ${verdict}`,
    );
  });
}

console.log(
  'Notification latency: a recipient opens a share link → the owner’s open socket gets the notification',
);
await onEachDatabase(measure);
