// GET /api/presentation-insights/{id} over one presentation with 10,000 view sessions (3,000 viewers by
// e-mail, 2,000 anonymous on the public link, the rest on individual links), 4 to 6 page views and 3 time
// rows each, on PostgreSQL in a database of its own; also one viewer's page and the activity feed.
// The server keeps computed answers while the presentation's data stays the same (insights.cache.ts), so
// two figures each: "cold", every call right after a real beacon of a recipient of that presentation
// (POST /api/client/activity, one second on an asset; not timed), which changes its data, so the answer
// is computed anew, as an owner watching live activity sees it; "warm", the same call repeated with
// nothing changed (the version check and the kept answer).
// Baseline: the static-JSON route /api/feature-flags of the same server, same run. Budget: p50 ≤ 50 ms.
import pg from 'pg';
import { buildIfStale, fmt, latency, POSTGRES, registerUser, scratchPostgres, startServer } from './lib.mjs';

buildIfStale(['server'], { quiet: true });
const LIMITS = { RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT: '100000' };
const SESSIONS = 10_000;
const BUDGET_MS = 50;

/** Links, sessions, pages and seconds in a few set-based statements; answers the presentation id. */
async function seed(client, server, headers) {
  const post = (path, body) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) =>
      r.json(),
    );
  const presentation = await post('/api/presentations', { title: 'Harbor Loft' });
  const id = presentation.id;
  await client.query(
    `insert into assets (presentation_id, type, title, position, number_of_pages, job_status)
     select $1, 'file', 'Brochure ' || a, a, 4, 'done' from generate_series(1, 3) a`,
    [id],
  );
  const pub = await post(`/api/presentations/${id}/share-link`, { is_public: true });
  for (let i = 0; i < 20; i++) await post(`/api/presentations/${id}/share-link`, { name: `Buyer ${i}` });
  await client.query(
    `with links as (select id, is_public, row_number() over (order by id) as n from share_links where presentation_id = $1),
      individual as (select id, n from links where not is_public)
     insert into view_sessions (share_link_id, presentation_id, token_hash, email, name, user_agent, created_at,
       last_seen_at, total_seconds, video_seconds)
     select case when i % 5 in (0, 1) then $2 else (select id from individual where n = 2 + i % 20) end, $1,
       md5('bench-' || i), case when i % 10 < 3 then 'viewer' || (i % 3000) || '@example.com' end,
       case when i % 10 < 3 then 'Viewer ' || (i % 3000) end, 'Mozilla/5.0 bench',
       now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval + interval '5 minutes',
       30 + i % 90, 0
     from generate_series(1, ${SESSIONS}) i`,
    [id, pub.id],
  );
  await client.query(
    `insert into page_views (session_id, asset_id, page, first_seen_at)
     select s.id, a.id, p, s.created_at + (a.position * 10 + p || ' seconds')::interval
     from view_sessions s join assets a on a.presentation_id = s.presentation_id
       cross join generate_series(0, 3) p
     where s.presentation_id = $1
       and (a.position = 1 and p < 2 + s.id % 3 or a.position = 2 and p < s.id % 5 or a.position = 3 and s.id % 4 = 0)`,
    [id],
  );
  await client.query(
    `insert into asset_time (session_id, asset_id, page, kind, seconds)
     select s.id, a.id, -1, 'view', 10 + s.id % 20 from view_sessions s
       join assets a on a.presentation_id = s.presentation_id and a.position <= 2
     where s.presentation_id = $1
     union all
     select s.id, null, -1, 'view', 5 from view_sessions s where s.presentation_id = $1`,
    [id],
  );
  // As autovacuum leaves a table some time after a bulk load (it is off on some test servers): visibility
  // maps set, so counts read the indexes alone, and fresh statistics.
  await client.query(
    'vacuum (analyze) view_sessions, page_views, asset_time, share_links, feedback, link_forwards',
  );
  const counts = await client.query(
    `select (select count(*) from view_sessions)::int as sessions, (select count(*) from page_views)::int as pages,
       (select count(*) from asset_time)::int as times`,
  );
  return { id, pubHash: pub.hash, counts: counts.rows[0] };
}

/** p50 and p95 of `request`, each call right after `before` (not timed). */
async function latencyAfter(before, request, count = 200) {
  for (let i = 0; i < 10; i++) await before().then(request);
  const times = [];
  for (let i = 0; i < count; i++) {
    await before();
    const started = performance.now();
    await request();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(count / 2)], p95: times[Math.floor(count * 0.95)] };
}

console.log(`Insights: one presentation with ${fmt(SESSIONS)} view sessions, 200 sequential calls each`);
const postgres = await scratchPostgres();
if (!postgres) console.log(`PostgreSQL: not measured, nothing answers at ${POSTGRES}`);
else {
  const server = await startServer({ DATABASE_URL: postgres.url, ...LIMITS });
  try {
    const { headers } = await registerUser(server.url);
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { id, pubHash, counts } = await seed(client, server, headers);
    await client.end();
    const get = (path) =>
      fetch(`${server.url}${path}`, { headers }).then(async (r) => {
        if (r.status !== 200) throw new Error(`${path} answered ${r.status}: ${await r.text()}`);
        return r.json();
      });
    const check = await get(`/api/presentation-insights/${id}`);
    if (check.views !== SESSIONS) throw new Error(`expected ${SESSIONS} views, got ${check.views}`);
    const key = check.viewers.results[0].key;
    // A recipient of the public link whose beacons change the presentation's data before each cold call.
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' };
    const opened = await fetch(`${server.url}/api/client/presentations/${pubHash}`, { headers: browser });
    const { view_token } = await opened.json();
    const beacon = JSON.stringify({
      view_token,
      events: [{ type: 'time', asset_id: check.assets[0].id, seconds: 1 }],
    });
    const activity = () =>
      fetch(`${server.url}/api/client/activity`, {
        method: 'POST',
        headers: { ...browser, 'content-type': 'application/json' },
        body: beacon,
      }).then((r) => {
        if (r.status !== 200) throw new Error(`POST /api/client/activity answered ${r.status}`);
      });
    const insightsUrl = `/api/presentation-insights/${id}`;
    const viewerUrl = `/api/presentation-insights/${id}/user/${key}`;
    const insightsCold = await latencyAfter(activity, () => get(insightsUrl));
    const insights = await latency(() => get(insightsUrl));
    const viewerCold = await latencyAfter(activity, () => get(viewerUrl));
    const viewer = await latency(() => get(viewerUrl));
    const activities = await latency(() => get('/api/activities'));
    const baseline = await latency(() => get('/api/feature-flags'));
    const line = (name, r, budget) =>
      `  ${name.padEnd(30)} p50 ${fmt(r.p50, 1).padStart(6)} ms  p95 ${fmt(r.p95, 1).padStart(6)} ms  ` +
      `ratio to static ${fmt(r.p50 / baseline.p50, 1).padStart(5)}` +
      (budget ? `  budget ${budget} ms ${r.p50 <= budget ? 'met' : 'MISSED'}` : '');
    console.log(
      `PostgreSQL (${fmt(counts.sessions)} sessions, ${fmt(counts.pages)} page views, ${fmt(counts.times)} time rows; ` +
        `${fmt(check.unique_viewers)} viewers)`,
    );
    console.log(line('presentation-insights/{id} cold', insightsCold, BUDGET_MS));
    console.log(line('presentation-insights/{id} warm', insights, BUDGET_MS));
    console.log(line('…/user/{key} cold', viewerCold));
    console.log(line('…/user/{key} warm', viewer));
    console.log(line('activities (page 1)', activities));
    console.log(line('/api/feature-flags', baseline));
  } finally {
    await server.stop();
    await postgres.drop();
  }
}
