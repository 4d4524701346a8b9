// GET /api/company/{id}/dashboard (issue 14 §6) for a 50-member team with 5,000 presentations (100 each)
// and 200,000 views (view sessions) over the last year, on PostgreSQL in a database of its own, seeded with
// set-based SQL: a third of the views by 8,000 recipients who gave an e-mail, the rest on individual links
// (60%) or anonymous on the public links, written in time order as a live table receives them. Another account's 50,000 views sit beside them (the dashboard
// must not read them). Figures: the default period (the last 30 days), 90 and 366 days, the 366-day CSV.
// Baseline: the static-JSON route /api/feature-flags of the same server, same run.
// Budget: p50 ≤ 100 ms for the dashboard call (default period).
import pg from 'pg';
import { buildIfStale, fmt, latency, POSTGRES, registerUser, scratchPostgres, startServer } from './lib.mjs';

buildIfStale(['server'], { quiet: true });
const LIMITS = { RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT: '100000' };
const MEMBERS = 50;
const PRESENTATIONS = 5_000;
const VIEWS = 200_000;
const OTHER_VIEWS = 50_000;
const BUDGET_MS = 100;

/**
 * The team (the registered admin and 49 members), its presentations with a public and an individual link
 * each, their sessions, and an outsider's presentations and sessions; answers the team id and counts.
 */
async function seed(client, adminId) {
  const { rows: members } = await client.query(
    `insert into users (email, first_name, last_name, remaining_presentation_insights_free_user, role)
     select 'member' || i || '@bench.example', 'Member', 'No ' || i, 0, 'premium_agent'
     from generate_series(1, $1) i returning id`,
    [MEMBERS],
  );
  const memberIds = [adminId, ...members.map((m) => m.id)].slice(0, MEMBERS);
  const outsider = members.at(-1).id;
  const {
    rows: [team],
  } = await client.query(
    `insert into companies (name, is_company_pays, billing_user_id, seats) values ('Bench Realty', true, $1, $2)
     returning id`,
    [adminId, MEMBERS],
  );
  await client.query(
    `insert into company_members (company_id, user_id, role, is_admin, has_dashboard_access)
     select $1, u, case when u = $2 then 'admin' else 'member' end, u = $2, u = $2 from unnest($3::int[]) u`,
    [team.id, adminId, memberIds],
  );
  // 100 presentations per member, first shared over the last 400 days; and 1,000 of the outsider's.
  await client.query(
    `insert into presentations (user_id, title, type, share_date)
     select owner, 'Listing ' || i, case when i % 10 = 0 then 'document' else 'presentation' end,
       now() - ((i * 7919) % 400 || ' days')::interval
     from (select i, case when i <= $1 then ($2::int[])[1 + (i - 1) % $3] else $4 end as owner
       from generate_series(1, $1 + 1000) i) x`,
    [PRESENTATIONS, memberIds, MEMBERS, outsider],
  );
  await client.query(
    `insert into share_links (presentation_id, hash, name, is_public)
     select p.id, md5('pub' || p.id) || substr(md5('x' || p.id), 1, 8), '', true from presentations p
     union all
     select p.id, md5('ind' || p.id) || substr(md5('y' || p.id), 1, 8), 'Buyer ' || p.id, false from presentations p`,
  );
  const sessions = (label, count, owners) =>
    client.query(
      `with p as (select p.id, row_number() over (order by p.id) as n from presentations p where p.user_id = any($2)),
         np as (select count(*) as total from p),
         l as (select presentation_id, min(id) filter (where is_public) as pub_id,
                 min(id) filter (where not is_public) as ind_id
               from share_links group by presentation_id)
       insert into view_sessions (share_link_id, presentation_id, token_hash, email, name, user_agent, created_at,
         last_seen_at, total_seconds)
       select case when i % 10 < 6 then l.ind_id else l.pub_id end, p.id, md5('s' || $3 || '-' || i),
         case when i % 3 = 0 then 'recipient' || (i * 31 % 8000) || '@example.com' end,
         case when i % 3 = 0 then 'Recipient ' || (i * 31 % 8000) end, 'Mozilla/5.0 bench',
         now() - (($1 - i)::bigint * 525600 / $1 || ' minutes')::interval,
         now() - (($1 - i)::bigint * 525600 / $1 || ' minutes')::interval + interval '3 minutes',
         20 + i % 140
       from generate_series(1, $1) i cross join np
         join p on p.n = 1 + (i * 7 % np.total)
         join l on l.presentation_id = p.id
       order by i`,
      [count, owners, label],
    );
  await sessions('team', VIEWS, memberIds);
  await sessions('other', OTHER_VIEWS, [outsider]);
  // As autovacuum leaves tables some time after a bulk load: visibility maps set, fresh statistics.
  await client.query(
    'vacuum (analyze) users, companies, company_members, presentations, share_links, view_sessions',
  );
  const counts = await client.query(
    `select (select count(*) from presentations p join company_members cm on cm.user_id = p.user_id
        and cm.company_id = $1)::int as presentations,
      (select count(*) from view_sessions vs join presentations p on p.id = vs.presentation_id
        join company_members cm on cm.user_id = p.user_id and cm.company_id = $1)::int as views,
      (select count(*) from view_sessions)::int as all_views`,
    [team.id],
  );
  return { teamId: team.id, counts: counts.rows[0] };
}

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

console.log(
  `Team dashboard: ${MEMBERS} members, ${fmt(PRESENTATIONS)} presentations, ${fmt(VIEWS)} views; 200 sequential calls each`,
);
const postgres = await scratchPostgres();
if (!postgres) console.log(`PostgreSQL: not measured, nothing answers at ${POSTGRES}`);
else {
  const server = await startServer({ DATABASE_URL: postgres.url, ...LIMITS });
  try {
    const admin = await registerUser(server.url);
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const seeded = Date.now();
    const { teamId, counts } = await seed(client, admin.userId).finally(() => client.end());
    const seedMs = Date.now() - seeded;
    const get = (path) =>
      fetch(`${server.url}${path}`, { headers: admin.headers }).then(async (r) => {
        if (r.status !== 200) throw new Error(`${path} answered ${r.status}: ${await r.text()}`);
        return r.arrayBuffer();
      });
    const url = (query) => `/api/company/${teamId}/dashboard${query}`;
    const year = JSON.parse(Buffer.from(await get(url(`?from=${daysAgo(365)}&to=${today}`))).toString());
    if (year.totals.views !== counts.views)
      throw new Error(`expected ${counts.views} views in the year, the dashboard says ${year.totals.views}`);
    const month = await latency(() => get(url('')));
    const quarter = await latency(() => get(url(`?from=${daysAgo(89)}&to=${today}`)));
    const wholeYear = await latency(() => get(url(`?from=${daysAgo(365)}&to=${today}`)), 50);
    const csv = await latency(
      () => get(`/api/company/${teamId}/dashboard.csv?from=${daysAgo(365)}&to=${today}`),
      50,
    );
    const baseline = await latency(() => get('/api/feature-flags'));
    const line = (name, r, budget) =>
      `  ${name.padEnd(34)} p50 ${fmt(r.p50, 1).padStart(6)} ms  p95 ${fmt(r.p95, 1).padStart(6)} ms  ` +
      `ratio to static ${fmt(r.p50 / baseline.p50, 1).padStart(6)}` +
      (budget ? `  budget p50 ≤ ${budget} ms ${r.p50 <= budget ? 'met' : 'MISSED'}` : '');
    console.log(
      `PostgreSQL (the team: ${fmt(counts.presentations)} presentations, ${fmt(counts.views)} views, ` +
        `${fmt(year.totals.unique_viewers)} viewers in the year; ${fmt(counts.all_views)} views in all; seeded in ${fmt(seedMs)} ms)`,
    );
    console.log(line('dashboard, last 30 days (default)', month, BUDGET_MS));
    console.log(line('dashboard, 90 days', quarter));
    console.log(line('dashboard, 366 days', wholeYear));
    console.log(line('dashboard.csv, 366 days', csv));
    console.log(line('/api/feature-flags', baseline));
  } finally {
    await server.stop();
    await postgres.drop();
  }
}
