import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assets } from '../assets/assets.table.ts';
import {
  identityHash,
  identityHash2,
  ints,
  keyOf,
  ownedPresentation,
  rowsOf,
  sessionEmail,
  sessionName,
  viewerKey,
} from './insights.sql.ts';

export type PresentationRef = {
  id: number;
  title: string;
  type: 'presentation' | 'document';
  share_date: Date | null;
  /** Order of the first share among the owner's shared presentations (1 = first); 0 when never shared. */
  share_rank: number;
};

/** What "completed" means for a presentation: its last visible asset, and that asset's last page when it has pages. */
export type Finish = { assetId: number; lastPage: number | null } | null;

export type ViewerRow = {
  key: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  sessions: number;
  first_view: Date | string;
  last_view: Date | string;
  total_seconds: number;
  completed: boolean;
  share_links: { id: number; name: string; hash: string; is_public: boolean }[];
  feedback_count: number;
  forwarded_to:
    | { id: number; name: string; email: string; created_at: string; forward_link_id: number | null }[]
    | null;
  assets_reached: number;
};

/** The presentation's sessions with their viewer's identity hash `k` (alias s); `where` may narrow them. */
const sessionsOf = (presentationId: number, where: SQL = sql`true`) => sql`
  select vs.id, vs.created_at, vs.total_seconds, ${identityHash} as k
  from view_sessions vs join share_links sl on sl.id = vs.share_link_id
  where vs.presentation_id = ${presentationId} and ${where}`;

/** Sessions that reached the finish (see Finish); with no visible asset every session did. */
const finished = (presentationId: number, finish: Finish) => {
  if (!finish)
    return sql`select id as session_id from view_sessions where presentation_id = ${presentationId}`;
  if (finish.lastPage !== null)
    return sql`select session_id from page_views where asset_id = ${finish.assetId} and page = ${finish.lastPage}`;
  return sql`select session_id from page_views where asset_id = ${finish.assetId}
    union select session_id from asset_time where asset_id = ${finish.assetId} and seconds > 0`;
};

type ViewerQuery = { finish: Finish; visibleAssetIds: number[]; offset: number; limit: number };

/**
 * The viewers of the presentation as CTEs: `v` every viewer (by identity hash) with sessions, views,
 * seconds and completion; `pg` one page of them, most recent first, with what only a page needs (names,
 * links, feedback, forwards, reach), looked up from that page's sessions alone.
 */
const viewerCtes = (presentationId: number, q: ViewerQuery, where?: SQL) => sql`
  s as materialized (${sessionsOf(presentationId, where)}),
  done as (select distinct session_id from (${finished(presentationId, q.finish)}) d),
  v as (
    select s.k, count(*)::int as sessions, min(s.created_at) as first_view, max(s.created_at) as last_view,
      coalesce(sum(s.total_seconds), 0)::float8 as total_seconds, bool_or(done.session_id is not null) as completed
    from s left join done on done.session_id = s.id group by s.k),
  pg as (select * from v order by last_view desc, k limit ${q.limit} offset ${q.offset}),
  ps as (
    select s.k, ${identityHash2} as k2, vs.id, vs.created_at, ${sessionName} as name, ${sessionEmail} as email,
      nullif(vs.phone, '') as phone, sl.id as link_id, sl.name as link_name, sl.hash, sl.is_public
    from s join pg on pg.k = s.k join view_sessions vs on vs.id = s.id join share_links sl on sl.id = vs.share_link_id),
  who as (
    select k, min(k2) as k2, (array_agg(name order by created_at desc) filter (where name is not null))[1] as name,
      (array_agg(email order by created_at desc) filter (where email is not null))[1] as email,
      (array_agg(phone order by created_at desc) filter (where phone is not null))[1] as phone
    from ps group by k),
  links as (
    select k, json_agg(json_build_object('id', link_id, 'name', link_name, 'hash', hash, 'is_public', is_public)
      order by link_id) as share_links
    from (select distinct k, link_id, link_name, hash, is_public from ps) l group by k),
  fb as (
    select ps.k, count(*)::int as n from feedback f join ps on ps.id = f.session_id
    where f.presentation_id = ${presentationId} group by ps.k),
  fw as (
    select ps.k, json_agg(json_build_object('id', lf.id, 'name', lf.name, 'email', lf.email,
      'created_at', lf.created_at, 'forward_link_id', lf.forward_link_id) order by lf.created_at, lf.id) as items
    from link_forwards lf join ps on ps.id = lf.view_session_id
    where lf.presentation_id = ${presentationId} group by ps.k),
  reach as (
    select r.k, count(*)::int as n from (
      select ps.k, pv.asset_id from ps cross join lateral (
        select asset_id from page_views where session_id = ps.id) pv
      union
      select ps.k, t.asset_id from ps cross join lateral (
        select asset_id from asset_time where session_id = ps.id and seconds > 0) t
    ) r where r.asset_id in (${ints(q.visibleAssetIds)}) group by r.k),
  page_rows as (
    select ${keyOf(sql`pg.k`, sql`who.k2`)} as key, who.name, who.email, who.phone, pg.sessions, pg.first_view, pg.last_view,
      pg.total_seconds, pg.completed, coalesce(links.share_links, '[]') as share_links,
      coalesce(fb.n, 0) as feedback_count, coalesce(fw.items, '[]') as forwarded_to,
      coalesce(reach.n, 0) as assets_reached
    from pg join who on who.k = pg.k left join links on links.k = pg.k left join fb on fb.k = pg.k
      left join fw on fw.k = pg.k left join reach on reach.k = pg.k)`;

const viewersJson = sql`coalesce((select json_agg(page_rows order by last_view desc, key) from page_rows), '[]')`;

/** Insights reads, always of one owner's presentations; every aggregate is computed in SQL. */
export function createInsightsRepository(db: Db) {
  return {
    async presentation(userId: number, presentationId: number) {
      const [row] = await rowsOf<PresentationRef>(
        db,
        sql`select p.id, p.title, p.type, p.share_date,
            (select count(*)::int from presentations q
              where q.user_id = p.user_id and q.share_date is not null
                and (q.share_date < p.share_date or (q.share_date = p.share_date and q.id <= p.id))) as share_rank
          from presentations p where p.id = ${presentationId} and ${ownedPresentation(userId, 'p')}`,
      );
      return row;
    },

    assets(presentationId: number) {
      return db
        .select()
        .from(assets)
        .where(eq(assets.presentationId, presentationId))
        .orderBy(asc(assets.position), asc(assets.id));
    },

    /** Views, viewers, seconds, completion, feedback, forwards, views per UTC day and a page of viewers: one query. */
    async overview(presentationId: number, q: ViewerQuery) {
      const [row] = await rowsOf<{
        views: number;
        total_seconds: number;
        first_view: Date | null;
        last_view: Date | null;
        unique_viewers: number;
        completed_viewers: number;
        feedback_count: number;
        forwards_count: number;
        views_over_time: { date: string; views: number; unique_viewers: number }[];
        viewers: ViewerRow[];
      }>(
        db,
        sql`with ${viewerCtes(presentationId, q)}
          select count(*)::int as views, coalesce(sum(s.total_seconds), 0)::float8 as total_seconds,
            min(s.created_at) as first_view, max(s.created_at) as last_view,
            (select count(*)::int from v) as unique_viewers,
            (select count(*)::int from v where completed) as completed_viewers,
            (select count(*)::int from feedback where presentation_id = ${presentationId}) as feedback_count,
            (select count(*)::int from link_forwards where presentation_id = ${presentationId}) as forwards_count,
            (select coalesce(json_agg(d order by d.date), '[]') from (
              select to_char(day, 'YYYY-MM-DD') as date, views, unique_viewers from (
                select (created_at at time zone 'UTC')::date as day, count(*)::int as views,
                  count(distinct k)::int as unique_viewers
                from s group by 1) by_day) d) as views_over_time,
            ${viewersJson} as viewers
          from s`,
      );
      return row!;
    },

    /** One viewer by key (the same row as in the viewers list), or undefined. */
    /** The sessions of the viewer with this key (one pass computing the key; the rest reads by id). */
    async sessionIdsOf(presentationId: number, key: string) {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select vs.id from view_sessions vs join share_links sl on sl.id = vs.share_link_id
          where vs.presentation_id = ${presentationId} and ${viewerKey} = ${key}`,
      );
      return rows.map((r) => r.id);
    },

    async viewer(
      presentationId: number,
      sessionIds: number[],
      q: Pick<ViewerQuery, 'finish' | 'visibleAssetIds'>,
    ) {
      const [row] = await rowsOf<{ viewers: ViewerRow[] }>(
        db,
        sql`with ${viewerCtes(presentationId, { ...q, offset: 0, limit: 1 }, sql`vs.id in (${ints(sessionIds)})`)}
          select ${viewersJson} as viewers`,
      );
      return row?.viewers[0];
    },

    /** Page views, seconds and reach per asset and page: rows tagged `page`, `time` or `reach`. */
    assetStats(presentationId: number, assetIds: number[]) {
      const ids = ints(assetIds);
      return rowsOf<{
        src: 'page' | 'time' | 'reach';
        asset_id: number | null;
        page: number;
        kind: 'view' | 'video' | null;
        n: number;
        seconds: number;
      }>(
        db,
        sql`select 'page' as src, asset_id, page, null::text as kind, count(*)::int as n, 0::float8 as seconds
            from page_views where asset_id in (${ids}) group by asset_id, page
          union all
          select 'time', asset_id, page, kind, 0, sum(seconds)::float8
            from asset_time where asset_id in (${ids}) group by asset_id, page, kind
          union all
          select 'time', null, -1, 'view', 0, coalesce(sum(t.seconds), 0)::float8
            from asset_time t join view_sessions vs on vs.id = t.session_id
            where vs.presentation_id = ${presentationId} and t.asset_id is null and t.kind = 'view'
          union all
          select 'reach', asset_id, -1, null, count(*)::int, 0 from (
            select session_id, asset_id from page_views where asset_id in (${ids})
            union
            select session_id, asset_id from asset_time where asset_id in (${ids}) and seconds > 0
          ) r group by asset_id`,
      );
    },

    /** The key of an e-mail identity (see identity). */
    async emailKey(email: string) {
      const identity = `e:${email}`;
      const [row] = await rowsOf<{ key: string }>(
        db,
        sql`select ${keyOf(sql`hashtextextended(${identity}::text, 0)`, sql`hashtextextended(${identity}::text, 1)`)} as key`,
      );
      return row!.key;
    },

    /** One viewer's sessions, newest first, with the pages in the order first seen and time per asset. */
    viewerSessions(presentationId: number, sessionIds: number[], limit: number) {
      return rowsOf<{
        id: number;
        created_at: Date;
        last_seen_at: Date;
        total_seconds: number;
        video_seconds: number;
        user_agent: string;
        link_id: number;
        link_name: string;
        hash: string;
        is_public: boolean;
        pages: {
          asset_id: number;
          asset_title: string;
          page: number;
          first_seen_at: string;
          seconds: number;
        }[];
        times: { asset_id: number | null; kind: 'view' | 'video'; seconds: number }[];
      }>(
        db,
        sql`with s as (
            select vs.id, vs.created_at, vs.last_seen_at, vs.total_seconds, vs.video_seconds, vs.user_agent,
              sl.id as link_id, sl.name as link_name, sl.hash, sl.is_public
            from view_sessions vs join share_links sl on sl.id = vs.share_link_id
            where vs.presentation_id = ${presentationId} and vs.id in (${ints(sessionIds)})
            order by vs.created_at desc, vs.id desc limit ${limit})
          select s.id, s.created_at, s.last_seen_at, s.total_seconds, s.video_seconds, s.user_agent,
            s.link_id, s.link_name, s.hash, s.is_public,
            coalesce((select json_agg(json_build_object('asset_id', pv.asset_id, 'asset_title', a.title,
                'page', pv.page, 'first_seen_at', pv.first_seen_at, 'seconds', coalesce(t.seconds, 0))
                order by pv.first_seen_at, a.position, pv.page)
              from page_views pv join assets a on a.id = pv.asset_id
              left join asset_time t on t.session_id = pv.session_id and t.asset_id = pv.asset_id
                and t.page = pv.page and t.kind = 'view'
              where pv.session_id = s.id), '[]') as pages,
            coalesce((select json_agg(json_build_object('asset_id', t.asset_id, 'kind', t.kind, 'seconds', t.seconds))
              from (select asset_id, kind, sum(seconds)::float8 as seconds from asset_time
                where session_id = s.id group by asset_id, kind) t), '[]') as times
          from s order by s.created_at desc, s.id desc`,
      );
    },

    viewerFeedback(presentationId: number, sessionIds: number[]) {
      return rowsOf<{
        id: number;
        name: string;
        email: string;
        comment: string;
        emoji: 'thumbsup' | 'happy' | 'love' | 'shock' | 'pray' | null;
        created_at: Date;
      }>(
        db,
        sql`select f.id, f.name, f.email, f.comment, f.emoji, f.created_at
          from feedback f join view_sessions vs on vs.id = f.session_id join share_links sl on sl.id = vs.share_link_id
          where f.presentation_id = ${presentationId} and vs.id in (${ints(sessionIds)})
          order by f.created_at desc, f.id desc`,
      );
    },

    viewerForwards(presentationId: number, sessionIds: number[]) {
      return rowsOf<{
        id: number;
        name: string;
        email: string;
        created_at: Date;
        forward_link_id: number | null;
      }>(
        db,
        sql`select lf.id, lf.name, lf.email, lf.created_at, lf.forward_link_id
          from link_forwards lf join view_sessions vs on vs.id = lf.view_session_id
            join share_links sl on sl.id = vs.share_link_id
          where lf.presentation_id = ${presentationId} and vs.id in (${ints(sessionIds)})
          order by lf.created_at, lf.id`,
      );
    },

    /** Gives the viewer's sessions that have no e-mail this one; answers how many changed. */
    async addEmail(presentationId: number, sessionIds: number[], email: string) {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`update view_sessions vs set email = ${email}
          from share_links sl
          where sl.id = vs.share_link_id and vs.presentation_id = ${presentationId}
            and vs.id in (${ints(sessionIds)}) and coalesce(vs.email, '') = ''
          returning vs.id`,
      );
      return rows.length;
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
