import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  identityHash,
  identityHash2,
  keyOf,
  rowsOf,
  sessionEmail,
  sessionName,
} from '../insights/insights.sql.ts';

/** A period as the half-open range of instants it covers: [start, end). */
export type PeriodRange = { from: string; to: string; start: string; end: string };

type Stats = { views: number; unique_viewers: number; total_seconds: number; last_view: string | null };
type Person = { user_id: number; first_name: string; last_name: string; email: string };

export type DashboardRow = {
  company_name: string;
  views: number;
  unique_viewers: number;
  total_seconds: number;
  presentations_shared: number;
  presentations_viewed: number;
  members: (Person & Stats & { role: string; presentations_shared: number; presentations_viewed: number })[];
  presentations: (Stats & {
    id: number;
    title: string;
    type: 'presentation' | 'document';
    share_date: string | null;
    owner: Person;
  })[];
  presentations_count: number;
  recipients: {
    key: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    presentations_viewed: number;
    views: number;
    total_seconds: number;
    last_seen: string;
  }[];
  recipients_count: number;
  views_per_day: { date: string; views: number; unique_viewers: number }[];
};

/**
 * The team's presentations (its members', not deleted: what each member's insights show) and their view
 * sessions in the period as CTEs: `m` members, `p` presentations, `s` sessions with the viewer's identity
 * hash `k` computed as the insights module computes it, so views and viewers are counted the same way.
 * Every list is derived from `pk`, one row per presentation and viewer, so that each viewer count is a
 * count of rows rather than a distinct count over every session (a sorted distinct costs more than a hashed
 * group): `pa` per presentation, `ka` per viewer.
 */
const teamSessions = (companyId: number, range: PeriodRange) => sql`
  m as (
    select cm.user_id, cm.role, u.first_name, u.last_name, u.email
    from company_members cm join users u on u.id = cm.user_id where cm.company_id = ${companyId}),
  p as (
    select p.id, p.user_id, p.title, p.type, p.share_date,
      coalesce(p.share_date >= ${range.start}::timestamptz and p.share_date < ${range.end}::timestamptz, false)
        as shared_in
    from presentations p where p.user_id in (select user_id from m) and p.deleted_at is null),
  s as materialized (
    select vs.id, vs.presentation_id, p.user_id, vs.created_at, vs.last_seen_at, vs.total_seconds,
      ${identityHash} as k
    from p join view_sessions vs on vs.presentation_id = p.id
    where vs.created_at >= ${range.start}::timestamptz and vs.created_at < ${range.end}::timestamptz),
  pk as materialized (
    select presentation_id, user_id, k, count(*)::int as views, sum(total_seconds)::float8 as total_seconds,
      max(created_at) as last_view, max(last_seen_at) as last_seen
    from s group by presentation_id, user_id, k),
  pa as (
    select presentation_id, sum(views)::int as views, count(*)::int as unique_viewers,
      sum(total_seconds)::float8 as total_seconds, max(last_view) as last_view
    from pk group by presentation_id),
  ka as materialized (
    select k, sum(views)::int as views, count(*)::int as presentations_viewed,
      sum(total_seconds)::float8 as total_seconds, max(last_seen) as last_seen
    from pk group by k)`;

const person = (alias: string) =>
  sql.raw(`'user_id', ${alias}.user_id, 'first_name', ${alias}.first_name, 'last_name', ${alias}.last_name,
    'email', ${alias}.email`);

/** Per member: views, viewers and seconds on their presentations, what they shared; most views first. */
const membersJson = sql`(
  with ma as (
    select p.user_id, sum(pa.views)::int as views, count(*)::int as presentations_viewed,
      sum(pa.total_seconds)::float8 as total_seconds, max(pa.last_view) as last_view
    from pa join p on p.id = pa.presentation_id group by p.user_id),
  mu as (select user_id, count(*)::int as n from (select distinct user_id, k from pk) uk group by user_id),
  ms as (select user_id, count(*)::int as n from p where shared_in group by user_id)
  select coalesce(json_agg(json_build_object(${person('m')}, 'role', m.role,
      'views', coalesce(ma.views, 0), 'unique_viewers', coalesce(mu.n, 0),
      'total_seconds', coalesce(ma.total_seconds, 0), 'last_view', ma.last_view,
      'presentations_viewed', coalesce(ma.presentations_viewed, 0), 'presentations_shared', coalesce(ms.n, 0))
    order by coalesce(ma.views, 0) desc, lower(m.first_name || ' ' || m.last_name), m.user_id), '[]')
  from m left join ma on ma.user_id = m.user_id left join mu on mu.user_id = m.user_id
    left join ms on ms.user_id = m.user_id)`;

/** Presentations viewed or first shared in the period, most viewed first: `limit` of them, and how many. */
const presentationsCte = (limit: number) => sql`
  pl as (
    select p.id, p.title, p.type, p.share_date, p.user_id, coalesce(pa.views, 0) as views,
      coalesce(pa.unique_viewers, 0) as unique_viewers, coalesce(pa.total_seconds, 0) as total_seconds,
      pa.last_view, count(*) over ()::int as count
    from p left join pa on pa.presentation_id = p.id
    where pa.presentation_id is not null or p.shared_in
    order by coalesce(pa.views, 0) desc, pa.last_view desc nulls last, p.id desc
    limit ${limit})`;

const presentationsJson = sql`(
  select coalesce(json_agg(json_build_object('id', pl.id, 'title', pl.title, 'type', pl.type,
      'share_date', pl.share_date, 'views', pl.views, 'unique_viewers', pl.unique_viewers,
      'total_seconds', pl.total_seconds, 'last_view', pl.last_view, 'owner', json_build_object(${person('m')}))
    order by pl.views desc, pl.last_view desc nulls last, pl.id desc), '[]')
  from pl join m on m.user_id = pl.user_id)`;

/**
 * Recipients by identity across the team's presentations, most time spent first: `limit` of them with the
 * name, e-mail and phone their latest sessions gave (as the insights viewers list names them).
 */
const recipientsCtes = (limit: number) => sql`
  ra as (
    select * from ka order by total_seconds desc, views desc, last_seen desc, k limit ${limit}),
  rs as (
    select ra.k, ${identityHash2} as k2, ${sessionName} as name, ${sessionEmail} as email,
      nullif(vs.phone, '') as phone, vs.created_at
    from ra join s on s.k = ra.k join view_sessions vs on vs.id = s.id join share_links sl on sl.id = vs.share_link_id),
  rw as (
    select k, min(k2) as k2, (array_agg(name order by created_at desc) filter (where name is not null))[1] as name,
      (array_agg(email order by created_at desc) filter (where email is not null))[1] as email,
      (array_agg(phone order by created_at desc) filter (where phone is not null))[1] as phone
    from rs group by k)`;

const recipientsJson = sql`(
  select coalesce(json_agg(json_build_object('key', ${keyOf(sql`ra.k`, sql`rw.k2`)}, 'name', rw.name,
      'email', rw.email, 'phone', rw.phone, 'presentations_viewed', ra.presentations_viewed, 'views', ra.views,
      'total_seconds', ra.total_seconds, 'last_seen', ra.last_seen)
    order by ra.total_seconds desc, ra.views desc, ra.last_seen desc, ra.k), '[]')
  from ra join rw on rw.k = ra.k)`;

/** Every UTC day of the period with its views and viewers (as the insights chart counts a day). */
const daysJson = (range: PeriodRange) => sql`(
  select json_agg(json_build_object('date', to_char(d, 'YYYY-MM-DD'), 'views', coalesce(x.views, 0),
      'unique_viewers', coalesce(x.unique_viewers, 0)) order by d)
  from generate_series(${range.from}::timestamp, ${range.to}::timestamp, interval '1 day') d
  left join (
    select day, sum(n)::int as views, count(*)::int as unique_viewers
    from (select (created_at at time zone 'UTC')::date as day, k, count(*) as n from s group by 1, 2) dk
    group by day) x on x.day = d::date)`;

/** The dashboard's reads: one statement, one snapshot, every aggregate computed in SQL. */
export function createTeamDashboardRepository(db: Db) {
  return {
    async dashboard(
      companyId: number,
      range: PeriodRange,
      limits: { presentations: number; recipients: number },
    ) {
      const [row] = await rowsOf<DashboardRow>(
        db,
        sql`with ${teamSessions(companyId, range)}, ${presentationsCte(limits.presentations)}, ${recipientsCtes(limits.recipients)}
          select (select name from companies where id = ${companyId}) as company_name,
            (select count(*)::int from s) as views,
            (select count(*)::int from ka) as unique_viewers,
            (select coalesce(sum(total_seconds), 0)::float8 from pa) as total_seconds,
            (select count(*)::int from p where shared_in) as presentations_shared,
            (select count(*)::int from pa) as presentations_viewed,
            ${membersJson} as members,
            ${presentationsJson} as presentations,
            coalesce((select max(count) from pl), 0) as presentations_count,
            ${recipientsJson} as recipients,
            (select count(*)::int from ka) as recipients_count,
            ${daysJson(range)} as views_per_day`,
      );
      return row!;
    },
  };
}

export type TeamDashboardRepository = ReturnType<typeof createTeamDashboardRepository>;
