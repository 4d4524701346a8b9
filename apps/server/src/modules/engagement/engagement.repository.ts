import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ints, keyOf, rowsOf, sessionEmail, sessionName } from '../insights/insights.sql.ts';
import {
  type ViewerQuery,
  type ViewerRow,
  viewerCtes,
  viewersJson,
} from '../insights/insights-viewers.sql.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';

/** A forward as an edge between two viewers' keys: the forwarder's sessions, the recipient's e-mail. */
export type ForwardEdge = { from_key: string; to_key: string; created_at: Date | string };
export type GraphViewer = {
  key: string;
  name: string | null;
  email: string | null;
  views: number;
  total_seconds: number;
  last_view: Date | string | null;
};

/** The viewer key of an e-mail identity ('e:' and the address, as migration 0028 hashes it). */
const emailKey = (email: SQL) =>
  keyOf(sql`hashtextextended('e:' || lower(${email}), 0)`, sql`hashtextextended('e:' || lower(${email}), 1)`);

/** Most forwards a graph draws; a presentation forwarded more shows its first ones. */
export const GRAPH_FORWARDS_MAX = 500;

/**
 * Engagement reads, of one presentation whose insights the caller opened (owner checked by the
 * insights service); every figure is computed in SQL from the recorded activity.
 */
export function createEngagementRepository(db: Db) {
  return {
    /** The most recent viewers (as the viewers list counts them), for scoring. */
    async viewers(presentationId: number, q: ViewerQuery) {
      const [row] = await rowsOf<{ viewers: ViewerRow[] }>(
        db,
        sql`with ${viewerCtes(presentationId, q)} select ${viewersJson} as viewers`,
      );
      return row?.viewers ?? [];
    },

    /** Per viewer key: the pages they saw of these assets, and how many of the assets they saw a page of. */
    pagesSeen(presentationId: number, assetIds: number[]) {
      return rowsOf<{ key: string; pages: number; assets: number }>(
        db,
        sql`select ${keyOf(sql`vs.viewer_hash`, sql`vs.viewer_hash2`)} as key,
            count(distinct (pv.asset_id, pv.page))::int as pages, count(distinct pv.asset_id)::int as assets
          from view_sessions vs join page_views pv on pv.session_id = vs.id
          where vs.presentation_id = ${presentationId} and pv.asset_id in (${ints(assetIds)})
          group by 1`,
      );
    },

    /** Every forward of the presentation from a view session, oldest first, as edges between viewer keys. */
    edges(presentationId: number) {
      return rowsOf<ForwardEdge>(
        db,
        sql`select ${keyOf(sql`vs.viewer_hash`, sql`vs.viewer_hash2`)} as from_key,
            ${emailKey(sql.raw('lf.email'))} as to_key, lf.created_at
          from link_forwards lf join view_sessions vs on vs.id = lf.view_session_id
          where lf.presentation_id = ${presentationId}
          order by lf.created_at, lf.id limit ${GRAPH_FORWARDS_MAX}`,
      );
    },

    /**
     * The viewers of the graph: everyone who forwarded or was forwarded to, with their sessions, seconds,
     * and the name and e-mail they gave (else what the forward said).
     */
    graphViewers(presentationId: number) {
      return rowsOf<GraphViewer>(
        db,
        sql`with f as (
            select lf.* from link_forwards lf where lf.presentation_id = ${presentationId}
            order by lf.created_at, lf.id limit ${GRAPH_FORWARDS_MAX}),
          s as (
            select ${keyOf(sql`vs.viewer_hash`, sql`vs.viewer_hash2`)} as key, vs.id, vs.created_at,
              vs.total_seconds, ${sessionName} as name, ${sessionEmail} as email
            from view_sessions vs join share_links sl on sl.id = vs.share_link_id
            where vs.presentation_id = ${presentationId}),
          keys as (
            select s.key from f join s on s.id = f.view_session_id
            union select ${emailKey(sql.raw('f.email'))} from f),
          named as (
            select ${emailKey(sql.raw('f.email'))} as key, (array_agg(f.name order by f.created_at))[1] as name,
              min(lower(f.email)) as email
            from f group by 1)
          select keys.key, coalesce(
              (array_agg(s.name order by s.created_at desc) filter (where s.name is not null))[1], named.name) as name,
            coalesce((array_agg(s.email order by s.created_at desc) filter (where s.email is not null))[1],
              named.email) as email,
            count(s.id)::int as views, coalesce(sum(s.total_seconds), 0)::float8 as total_seconds,
            max(s.created_at) as last_view
          from keys left join s on s.key = keys.key left join named on named.key = keys.key
          group by keys.key, named.name, named.email`,
      );
    },

    /** The assets these sessions spent most time on (visible ones with a title), most first. */
    async topSections(presentationId: number, sessionIds: number[], limit: number) {
      const rows = await rowsOf<{ title: string }>(
        db,
        sql`select a.title from asset_time t join assets a on a.id = t.asset_id
          where a.presentation_id = ${presentationId} and t.session_id in (${ints(sessionIds)})
            and t.kind = 'view' and not a.is_hidden and btrim(a.title) <> ''
          group by a.id, a.title, a.position having sum(t.seconds) > 0
          order by sum(t.seconds) desc, a.position limit ${limit}`,
      );
      return rows.map((r) => r.title.trim());
    },

    /**
     * The link a follow-up goes through: the enabled link of the viewer's latest session, individual
     * links first (their own tracked link), with the address it was sent to.
     */
    async followUpLink(presentationId: number, sessionIds: number[]) {
      const [found] = await rowsOf<{ id: number }>(
        db,
        sql`select sl.id from view_sessions vs join share_links sl on sl.id = vs.share_link_id
          where vs.presentation_id = ${presentationId} and vs.id in (${ints(sessionIds)}) and not sl.disabled
          order by sl.is_public, vs.created_at desc limit 1`,
      );
      if (!found) return undefined;
      const [link] = await db
        .select()
        .from(shareLinks)
        .where(and(eq(shareLinks.id, found.id), eq(shareLinks.presentationId, presentationId)));
      return link;
    },

    async presentation(userId: number, presentationId: number) {
      const [row] = await db
        .select()
        .from(presentations)
        .where(and(eq(presentations.id, presentationId), eq(presentations.userId, userId)));
      return row;
    },
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
