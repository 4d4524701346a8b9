// A burst of 500 viewers on one presentation (each another browser, all at once): how many notifications
// the owner gets (one per visit, so ≤ 500) and how long until every one is delivered through the outbox.
// Baseline, same run: the time to answer the 500 views themselves (their sessions and outbox rows
// committed); the ratio is the time to the last notification over it. On PostgreSQL (and PGlite).
// Budget: ≤ 500 notifications of the visits.
import { buildIfStale, fmt, onEachDatabase, withOwnerServer } from './lib.mjs';

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 500);
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

buildIfStale(['server'], { quiet: true });

/** The ids of the owner's 'presentation viewed' notifications, every page. */
async function visitsNotified(baseUrl, headers) {
  const ids = [];
  for (let page = 1; ; page += 1) {
    const list = await fetch(`${baseUrl}/api/notifications?page=${page}`, { headers }).then((r) => r.json());
    ids.push(...list.results.filter((n) => n.category === 'presentation_viewed').map((n) => n.id));
    if (!list.next) return ids;
  }
}

async function measure(label, env) {
  await withOwnerServer(env, async ({ server, owner, post }) => {
    const p = await post(`/api/presentations`, {
      title: 'Burst',
      type: 'presentation',
    });
    const link = await post(`/api/presentations/${p.id}/share-link`, {
      name: 'Open house',
    });
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: VIEWERS }, (_, n) =>
        fetch(`${server.url}/api/client/presentations/${link.hash}`, {
          headers: { 'user-agent': `${BROWSER} bench/${n}` },
        }).then((r) => r.status),
      ),
    );
    const answered = performance.now() - started;
    const failed = answers.filter((status) => status !== 200).length;
    // The total count is one request: the visits' notifications are all there once it reaches them
    // (plus the welcome and 'first analytics').
    const deadline = Date.now() + 300_000;
    let total = 0;
    while (Date.now() < deadline) {
      const list = await fetch(`${server.url}/api/notifications?page=1`, { headers: owner.headers }).then(
        (r) => r.json(),
      );
      total = list.count;
      if (total >= VIEWERS - failed + 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const delivered = performance.now() - started;
    // A little longer: anything more (a second entry of a visit) would come now.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const visits = (await visitsNotified(server.url, owner.headers)).length;
    const verdict = visits <= VIEWERS ? 'met' : 'MISSED';
    console.log(
      `  ${label.padEnd(11)} ${VIEWERS} viewers (${failed} refused): ${visits} visit notifications ` +
        `(budget ≤ ${VIEWERS} ${verdict}); all delivered in ${fmt(delivered)} ms; views answered in ` +
        `${fmt(answered)} ms (baseline); ratio ${fmt(delivered / answered, 2)}×`,
    );
  });
}

console.log(
  'Notification burst: 500 viewers open one link at once → one notification per visit, all delivered',
);
await onEachDatabase(measure);
