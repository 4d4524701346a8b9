import type { LinkSource } from '@folio/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { type AssetRow, assets } from '../assets/assets.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { identityHash, identityHash2, ints, keyOf, ownedPresentation, rowsOf } from './insights.sql.ts';
import { insightsVersion } from './insights-version.sql.ts';
import { type ViewerQuery, type ViewerRow, viewerCtes, viewersJson } from './insights-viewers.sql.ts';

export type { Finish, ViewerRow } from './insights-viewers.sql.ts';

export type PresentationRef = {
  id: number;
  title: string;
  type: 'presentation' | 'document';
  share_date: Date | null;
  /** Order of the first share among the owner's shared presentations (1 = first); 0 when never shared. */
  share_rank: number;
};

/** PresentationRef's share_rank of presentation `p`. */
const shareRank = sql`(select count(*)::int from presentations q
  where q.user_id = p.user_id and q.share_date is not null
    and (q.share_date < p.share_date or (q.share_date = p.share_date and q.id <= p.id)))`;

/** Insights reads, always of one owner's presentations; every aggregate is computed in SQL. */
export function createInsightsRepository(db: Db) {
  return {
    async presentation(userId: number, presentationId: number) {
      const [row] = await rowsOf<PresentationRef>(
        db,
        sql`select p.id, p.title, p.type, p.share_date, ${shareRank} as share_rank
          from presentations p where p.id = ${presentationId} and ${ownedPresentation(userId, 'p')}`,
      );
      return row;
    },

    /**
     * The presentation (when it is the user's), its assets in order and the version of its insights, in
     * one statement: one snapshot, and one wait for a connection while a burst of views keeps the pool busy.
     */
    async versioned(
      userId: number,
      presentationId: number,
    ): Promise<{ ref: PresentationRef; assets: AssetRow[]; version: string } | undefined> {
      const p = alias(presentations, 'p');
      const head = db
        .select({
          id: p.id,
          title: p.title,
          type: p.type,
          share_date: p.shareDate,
          share_rank: sql<number>`${shareRank}`.as('share_rank'),
          version: sql<string>`${insightsVersion}`.as('version'),
        })
        .from(p)
        .where(and(eq(p.id, presentationId), ownedPresentation(userId, 'p')))
        .as('head');
      const rows = await db
        .select({
          ref: {
            id: head.id,
            title: head.title,
            type: head.type,
            share_date: head.share_date,
            share_rank: head.share_rank,
          },
          version: head.version,
          asset: assets,
        })
        .from(head)
        .leftJoin(assets, eq(assets.presentationId, head.id))
        .orderBy(asc(assets.position), asc(assets.id));
      const [first] = rows;
      if (!first) return undefined;
      return {
        ref: first.ref,
        version: first.version,
        assets: rows.flatMap((r) => (r.asset ? [r.asset] : [])),
      };
    },

    /** The presentation's assets in order, when it is the user's: asked beside presentation(), not after it. */
    assets(userId: number, presentationId: number) {
      return db
        .select()
        .from(assets)
        .where(
          and(
            eq(assets.presentationId, presentationId),
            sql`exists (select 1 from presentations p
              where p.id = ${assets.presentationId} and ${ownedPresentation(userId, 'p')})`,
          ),
        )
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

    /**
     * The sessions of the viewer with this key, when the presentation is the user's. The key's two hashes
     * are compared as numbers, the second only where the first matched.
     */
    async sessionIdsOf(userId: number, presentationId: number, key: string) {
      const [hash, hash2] = [key.slice(0, 16), key.slice(16)].map((hex) =>
        BigInt.asIntN(64, BigInt(`0x${hex}`)).toString(),
      );
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select vs.id from view_sessions vs
          where vs.presentation_id = ${presentationId} and ${identityHash} = ${hash}::int8
            and ${identityHash2} = ${hash2}::int8
            and exists (select 1 from presentations p where p.id = vs.presentation_id and ${ownedPresentation(userId, 'p')})`,
      );
      return rows.map((r) => r.id);
    },

    /** One viewer from their sessions: the same row as in the viewers list, or undefined. */
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
        source: LinkSource | null;
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
        /** Per asset and kind; without an asset, per page too (the cover, the closing message). */
        times: { asset_id: number | null; page: number; kind: 'view' | 'video'; seconds: number }[];
      }>(
        db,
        sql`with s as (
            select vs.id, vs.created_at, vs.last_seen_at, vs.total_seconds, vs.video_seconds, vs.user_agent,
              vs.source, sl.id as link_id, sl.name as link_name, sl.hash, sl.is_public
            from view_sessions vs join share_links sl on sl.id = vs.share_link_id
            where vs.presentation_id = ${presentationId} and vs.id in (${ints(sessionIds)})
            order by vs.created_at desc, vs.id desc limit ${limit})
          select s.id, s.created_at, s.last_seen_at, s.total_seconds, s.video_seconds, s.user_agent,
            s.source, s.link_id, s.link_name, s.hash, s.is_public,
            coalesce((select json_agg(json_build_object('asset_id', pv.asset_id, 'asset_title', a.title,
                'page', pv.page, 'first_seen_at', pv.first_seen_at, 'seconds', coalesce(t.seconds, 0))
                order by pv.first_seen_at, a.position, pv.page)
              from page_views pv join assets a on a.id = pv.asset_id
              left join asset_time t on t.session_id = pv.session_id and t.asset_id = pv.asset_id
                and t.page = pv.page and t.kind = 'view'
              where pv.session_id = s.id), '[]') as pages,
            coalesce((select json_agg(json_build_object('asset_id', t.asset_id, 'page', t.page, 'kind', t.kind,
                'seconds', t.seconds))
              from (select asset_id, case when asset_id is null then page else -1 end as page, kind,
                sum(seconds)::float8 as seconds from asset_time
                where session_id = s.id group by 1, 2, 3) t), '[]') as times
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
