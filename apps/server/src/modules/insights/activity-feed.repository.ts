import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identityHash, rowsOf, sessionEmail, sessionName, viewerKey } from './insights.sql.ts';

export type Paging = { offset: number; limit: number };

/** The viewer and link columns of a session `vs` through `sl`. */
const viewerColumns = sql`${viewerKey} as key, ${sessionName} as name, ${sessionEmail} as email,
  nullif(vs.phone, '') as phone, sl.id as link_id, sl.name as link_name, sl.hash, sl.is_public`;

export type ViewerColumns = {
  key: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  link_id: number;
  link_name: string;
  hash: string;
  is_public: boolean;
};

type PresentationColumns = { presentation_id: number; title: string; type: 'presentation' | 'document' };

/**
 * The owner's presentations insights may show (not deleted). `remaining` is a free user's allowance:
 * only their first `remaining` shared presentations (by first share) are open; null is unlimited.
 */
export const openPresentations = (userId: number, remaining: number | null, where: SQL = sql`true`) => sql`
  select p.id, p.title, p.type, p.share_date from presentations p
  where p.user_id = ${userId} and p.deleted_at is null and ${where}
    ${remaining === null ? sql`` : sql`and p.id not in (${lockedPresentations(userId, remaining)})`}`;

/** A free user's presentations beyond their allowance, in the order of first share (deleted ones count). */
export const lockedPresentations = (userId: number, remaining: number) => sql`
  select id from (select id, row_number() over (order by share_date, id) as rank from presentations
    where user_id = ${userId} and share_date is not null) ranked
  where rank > ${remaining}`;

/** Activity lists across the owner's presentations: sessions, events, durations. */
export function createActivityFeedRepository(db: Db) {
  return {
    /** View sessions of the open presentations matching `where` (alias p), newest first. */
    sessions(userId: number, remaining: number | null, where: SQL, page: Paging) {
      return rowsOf<
        ViewerColumns &
          PresentationColumns & {
            id: number;
            created_at: Date;
            last_seen_at: Date;
            total_seconds: number;
            video_seconds: number;
            pages_viewed: number;
            feedback_count: number;
            count: number;
          }
      >(
        db,
        sql`with p as (${openPresentations(userId, remaining, where)}),
          s as (select vs.id, vs.presentation_id, vs.created_at from view_sessions vs
            where vs.presentation_id in (select id from p)),
          pg as (select id from s order by created_at desc, id desc limit ${page.limit} offset ${page.offset})
          select vs.id, vs.created_at, vs.last_seen_at, vs.total_seconds, vs.video_seconds, ${viewerColumns},
            p.id as presentation_id, p.title, p.type, (select count(*)::int from s) as count,
            (select count(*)::int from page_views where session_id = vs.id) as pages_viewed,
            (select count(*)::int from feedback f
              where f.presentation_id = vs.presentation_id and f.session_id = vs.id) as feedback_count
          from pg join view_sessions vs on vs.id = pg.id join share_links sl on sl.id = vs.share_link_id
            join p on p.id = vs.presentation_id
          order by vs.created_at desc, vs.id desc`,
      );
    },

    /** Views, feedback and forwards on the open presentations, newest first. */
    events(userId: number, remaining: number | null, page: Paging) {
      return rowsOf<
        ViewerColumns & {
          presentation_id: number;
          title: string;
          presentation_type: 'presentation' | 'document';
          type: 'view' | 'feedback' | 'forward';
          row_id: number;
          session_id: number;
          created_at: Date;
          total_seconds: number;
          comment: string | null;
          emoji: 'thumbsup' | 'happy' | 'love' | 'shock' | 'pray' | null;
          forward_name: string | null;
          forward_email: string | null;
          count: number;
        }
      >(
        db,
        sql`with p as (${openPresentations(userId, remaining)}),
          ev as (
            select 'view' as type, vs.id as row_id, vs.created_at, vs.id as session_id from view_sessions vs
              where vs.presentation_id in (select id from p)
            union all
            select 'feedback', f.id, f.created_at, f.session_id from feedback f
              where f.presentation_id in (select id from p)
            union all
            select 'forward', lf.id, lf.created_at, lf.view_session_id from link_forwards lf
              join view_sessions fs on fs.id = lf.view_session_id
              where lf.presentation_id in (select id from p)),
          pg as (select * from ev order by created_at desc, type, row_id desc limit ${page.limit} offset ${page.offset})
          select pg.type, pg.row_id, pg.session_id, pg.created_at, vs.total_seconds, ${viewerColumns},
            p.id as presentation_id, p.title, p.type as presentation_type, f.comment, f.emoji,
            lf.name as forward_name, lf.email as forward_email, (select count(*)::int from ev) as count
          from pg join view_sessions vs on vs.id = pg.session_id join share_links sl on sl.id = vs.share_link_id
            join p on p.id = vs.presentation_id
            left join feedback f on pg.type = 'feedback' and f.id = pg.row_id
            left join link_forwards lf on pg.type = 'forward' and lf.id = pg.row_id
          order by pg.created_at desc, pg.type, pg.row_id desc`,
      );
    },

    /** Views, viewers and seconds per shared presentation matching `where` (alias p); locked ones flagged. */
    durations(userId: number, remaining: number | null, where: SQL, page: Paging) {
      return rowsOf<{
        id: number;
        title: string;
        type: 'presentation' | 'document';
        share_date: Date;
        views: number;
        unique_viewers: number;
        total_seconds: number;
        last_view: Date | null;
        locked: boolean;
        count: number;
      }>(
        db,
        sql`with p as (${openPresentations(userId, null, sql`p.share_date is not null and ${where}`)}),
          locked as (${remaining === null ? sql`select null::int as id where false` : lockedPresentations(userId, remaining)}),
          -- Viewers are told apart by the identity hash, as the presentation's insights group them.
          agg as (
            select vs.presentation_id, count(*)::int as views, count(distinct ${identityHash})::int as unique_viewers,
              sum(vs.total_seconds)::float8 as total_seconds, max(vs.created_at) as last_view
            from view_sessions vs join share_links sl on sl.id = vs.share_link_id
            where vs.presentation_id in (select id from p) group by vs.presentation_id)
          select p.id, p.title, p.type, p.share_date, coalesce(agg.views, 0) as views,
            coalesce(agg.unique_viewers, 0) as unique_viewers, coalesce(agg.total_seconds, 0) as total_seconds,
            agg.last_view, p.id in (select id from locked) as locked, count(*) over ()::int as count
          from p left join agg on agg.presentation_id = p.id
          order by agg.last_view desc nulls last, p.share_date desc, p.id desc
          limit ${page.limit} offset ${page.offset}`,
      );
    },

    /** Sessions that reached one asset, newest first, with the pages they saw of it and its seconds. */
    assetSessions(assetId: number, page: Paging) {
      return rowsOf<
        ViewerColumns & {
          id: number;
          created_at: Date;
          pages: number[];
          seconds: number;
          video_seconds: number;
        }
      >(
        db,
        sql`with r as (select session_id from page_views where asset_id = ${assetId}
            union select session_id from asset_time where asset_id = ${assetId} and seconds > 0),
          pg as (select vs.id from view_sessions vs where vs.id in (select session_id from r)
            order by vs.created_at desc, vs.id desc limit ${page.limit} offset ${page.offset})
          select vs.id, vs.created_at, ${viewerColumns},
            coalesce((select json_agg(page order by first_seen_at, page) from page_views
              where session_id = vs.id and asset_id = ${assetId}), '[]') as pages,
            (select coalesce(sum(seconds), 0)::float8 from asset_time
              where session_id = vs.id and asset_id = ${assetId} and kind = 'view') as seconds,
            (select coalesce(sum(seconds), 0)::float8 from asset_time
              where session_id = vs.id and asset_id = ${assetId} and kind = 'video') as video_seconds
          from pg join view_sessions vs on vs.id = pg.id join share_links sl on sl.id = vs.share_link_id
          order by vs.created_at desc, vs.id desc`,
      );
    },

    /** The asset when it belongs to one of the owner's presentations (not deleted). */
    async ownedAsset(userId: number, assetId: number) {
      const [row] = await rowsOf<{ id: number; presentation_id: number }>(
        db,
        sql`select a.id, a.presentation_id from assets a join presentations p on p.id = a.presentation_id
          where a.id = ${assetId} and p.user_id = ${userId} and p.deleted_at is null`,
      );
      return row;
    },
  };
}

export type ActivityFeedRepository = ReturnType<typeof createActivityFeedRepository>;
