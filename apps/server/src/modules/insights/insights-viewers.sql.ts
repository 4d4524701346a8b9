import { type SQL, sql } from 'drizzle-orm';
import { identityHash, identityHash2, ints, keyOf, sessionEmail, sessionName } from './insights.sql.ts';

/** What "completed" means for a presentation: its last visible asset, and that asset's last page when it has pages. */
export type Finish = { assetId: number; lastPage: number | null } | null;

export type ViewerRow = {
  key: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** One of their sessions proved the e-mail (the verified e-mail gate). */
  verified: boolean;
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

/**
 * The presentation's sessions with their viewer's identity hash `k`, and the columns the viewer's name,
 * e-mail and second hash need, so a page of viewers reads no session twice; `where` may narrow them.
 */
const sessionsOf = (presentationId: number, where: SQL = sql`true`) => sql`
  select vs.id, vs.created_at, vs.total_seconds, vs.email, vs.phone, vs.name, vs.email_verified, vs.viewer_user_id,
    vs.share_link_id, vs.viewer_hash2, ${identityHash} as k
  from view_sessions vs
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

export type ViewerQuery = { finish: Finish; visibleAssetIds: number[]; offset: number; limit: number };

/**
 * The viewers of the presentation as CTEs: `v` every viewer (by identity hash) with sessions, views,
 * seconds and completion; `pg` one page of them, most recent first, with what only a page needs (names,
 * links, feedback, forwards, reach), looked up from that page's sessions alone. Reach asks, per viewer
 * and visible asset, whether any of their sessions saw it: an index probe that stops at the first one.
 */
export const viewerCtes = (presentationId: number, q: ViewerQuery, where?: SQL) => sql`
  s as materialized (${sessionsOf(presentationId, where)}),
  done as (select distinct session_id from (${finished(presentationId, q.finish)}) d),
  v as (
    select s.k, count(*)::int as sessions, min(s.created_at) as first_view, max(s.created_at) as last_view,
      coalesce(sum(s.total_seconds), 0)::float8 as total_seconds, bool_or(done.session_id is not null) as completed
    from s left join done on done.session_id = s.id group by s.k),
  pg as (select * from v order by last_view desc, k limit ${q.limit} offset ${q.offset}),
  ps as (
    select vs.k, ${identityHash2} as k2, vs.id, vs.created_at, ${sessionName} as name, ${sessionEmail} as email,
      nullif(vs.phone, '') as phone, vs.email_verified, sl.id as link_id
    from s vs join pg on pg.k = vs.k join share_links sl on sl.id = vs.share_link_id),
  who as (
    select k, min(k2) as k2, (array_agg(name order by created_at desc) filter (where name is not null))[1] as name,
      (array_agg(email order by created_at desc) filter (where email is not null))[1] as email,
      (array_agg(phone order by created_at desc) filter (where phone is not null))[1] as phone,
      bool_or(email_verified) as verified, array_agg(id) as ids
    from ps group by k),
  links as (
    select l.k, json_agg(json_build_object('id', sl.id, 'name', sl.name, 'hash', sl.hash, 'is_public', sl.is_public)
      order by sl.id) as share_links
    from (select distinct k, link_id from ps) l join share_links sl on sl.id = l.link_id group by l.k),
  fb as (
    select ps.k, count(*)::int as n from feedback f join ps on ps.id = f.session_id
    where f.presentation_id = ${presentationId} group by ps.k),
  fw as (
    select ps.k, json_agg(json_build_object('id', lf.id, 'name', lf.name, 'email', lf.email,
      'created_at', lf.created_at, 'forward_link_id', lf.forward_link_id) order by lf.created_at, lf.id) as items
    from link_forwards lf join ps on ps.id = lf.view_session_id
    where lf.presentation_id = ${presentationId} group by ps.k),
  page_rows as (
    select ${keyOf(sql`pg.k`, sql`who.k2`)} as key, who.name, who.email, who.phone, who.verified, pg.sessions, pg.first_view, pg.last_view,
      pg.total_seconds, pg.completed, coalesce(links.share_links, '[]') as share_links,
      coalesce(fb.n, 0) as feedback_count, coalesce(fw.items, '[]') as forwarded_to,
      (select count(*)::int from unnest(array[${ints(q.visibleAssetIds)}]::int[]) a(id)
        where exists (select 1 from unnest(who.ids) sid join page_views pv on pv.session_id = sid
            where pv.asset_id = a.id)
          or exists (select 1 from unnest(who.ids) sid join asset_time t on t.session_id = sid
            where t.asset_id = a.id and t.seconds > 0)) as assets_reached
    from pg join who on who.k = pg.k left join links on links.k = pg.k left join fb on fb.k = pg.k
      left join fw on fw.k = pg.k)`;

export const viewersJson = sql`coalesce((select json_agg(page_rows order by last_view desc, key) from page_rows), '[]')`;
