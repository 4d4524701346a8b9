import {
  INSIGHTS_PAGE_SIZE,
  type PresentationInsights,
  VIEWER_SESSIONS_MAX,
  type ViewerInsights,
} from '@folio/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { createActivityFeedRepository, type Paging } from './activity-feed.repository.ts';
import { createAssetStatsRepository } from './asset-stats.repository.ts';
import { insightsNotFound, premiumRequired, viewerHasEmail } from './insights.errors.ts';
import { countsForCompletion, insightsAllowance, isLocked } from './insights.policy.ts';
import {
  presentAssets,
  presentEvent,
  presentIdentity,
  presentLink,
  presentSession,
  presentViewer,
} from './insights.presenter.ts';
import { createInsightsRepository, type Finish } from './insights.repository.ts';
import { iso, isoOrNull, secs } from './insights.sql.ts';

type Deps = { db: Db; clock: Clock };
export type PageQuery = { page: number; page_size?: number };

const paging = ({ page, page_size }: PageQuery): Paging => {
  const limit = page_size ?? INSIGHTS_PAGE_SIZE;
  return { offset: (page - 1) * limit, limit };
};

/** A page of rows that carry the total as `count`; past the end the total is asked with a one-row page. */
async function paged<R extends { count: number }>(run: (p: Paging) => Promise<R[]>, p: Paging) {
  const rows = await run(p);
  if (rows.length > 0 || p.offset === 0) return { rows, count: rows[0]?.count ?? 0 };
  const [first] = await run({ offset: 0, limit: 1 });
  return { rows, count: first?.count ?? 0 };
}

const average = (total: number, n: number) => (n === 0 ? 0 : Math.round(total / n));

/** Insights of the owner's presentations (spec §2, §7): aggregates per presentation, viewer and asset. */
export function createInsightsService({ db, clock }: Deps) {
  const repo = createInsightsRepository(db);
  const stats = createAssetStatsRepository(db);
  const feed = createActivityFeedRepository(db);
  const allowance = (user: UserRow) => insightsAllowance(user, clock.now());

  /**
   * The presentation when it is the user's and its insights are open to them: else 404, or 403 for a free
   * user. `alongside` is read at the same time (owner-filtered itself), so the check costs no round trip.
   */
  async function open<T = undefined>(user: UserRow, presentationId: number, alongside?: () => Promise<T>) {
    const [ref, assets, extra] = await Promise.all([
      repo.presentation(user.id, presentationId),
      repo.assets(user.id, presentationId),
      alongside?.(),
    ]);
    if (!ref) throw insightsNotFound();
    if (isLocked(ref.share_rank, allowance(user))) throw premiumRequired();
    const counted = assets.filter(countsForCompletion);
    const last = counted.at(-1);
    const finish: Finish = last
      ? { assetId: last.id, lastPage: last.numberOfPages > 0 ? last.numberOfPages - 1 : null }
      : null;
    return { ref, assets, finish, visibleAssetIds: counted.map((a) => a.id), extra };
  }

  /** The viewer's sessions with the opened presentation; 404 when the key names no viewer of it. */
  async function viewerSessions(user: UserRow, presentationId: number, key: string) {
    const opened = await open(user, presentationId, () => repo.sessionIdsOf(user.id, presentationId, key));
    const sessionIds = opened.extra ?? [];
    if (!sessionIds.length) throw insightsNotFound();
    return { opened, sessionIds };
  }

  return {
    async presentation(
      user: UserRow,
      presentationId: number,
      query: PageQuery,
    ): Promise<PresentationInsights> {
      const { ref, assets, finish, visibleAssetIds } = await open(user, presentationId);
      const page = paging(query);
      const [summary, rows] = await Promise.all([
        repo.overview(ref.id, { finish, visibleAssetIds, ...page }),
        stats.assetStats(
          ref.id,
          assets.map((a) => a.id),
        ),
      ]);
      const { assets: assetStats, coverSeconds } = presentAssets(assets, rows);
      return {
        presentation: { id: ref.id, title: ref.title, type: ref.type, share_date: isoOrNull(ref.share_date) },
        views: summary.views,
        unique_viewers: summary.unique_viewers,
        total_seconds: secs(summary.total_seconds),
        average_seconds: average(summary.total_seconds, summary.views),
        completed_viewers: summary.completed_viewers,
        completion_percent: summary.unique_viewers
          ? Math.round((100 * summary.completed_viewers) / summary.unique_viewers)
          : 0,
        cover_seconds: coverSeconds,
        feedback_count: summary.feedback_count,
        forwards_count: summary.forwards_count,
        first_view: isoOrNull(summary.first_view),
        last_view: isoOrNull(summary.last_view),
        assets: assetStats,
        views_over_time: summary.views_over_time,
        viewers: {
          count: summary.unique_viewers,
          next: null,
          previous: null,
          results: summary.viewers.map(presentViewer),
        },
      };
    },

    async viewer(user: UserRow, presentationId: number, key: string): Promise<ViewerInsights> {
      const { opened, sessionIds } = await viewerSessions(user, presentationId, key);
      const id = opened.ref.id;
      const [row, sessions, feedback, forwards] = await Promise.all([
        repo.viewer(id, sessionIds, opened),
        repo.viewerSessions(id, sessionIds, VIEWER_SESSIONS_MAX),
        repo.viewerFeedback(id, sessionIds),
        repo.viewerForwards(id, sessionIds),
      ]);
      if (!row) throw insightsNotFound();
      const titles = new Map(opened.assets.map((a) => [a.id, a.title]));
      const order = new Map(opened.assets.map((a, i) => [a.id, i]));
      return {
        presentation: { id, title: opened.ref.title, type: opened.ref.type },
        viewer: presentViewer(row),
        sessions: sessions.map((s) => {
          const assetIds = [...new Set(s.times.flatMap((t) => (t.asset_id === null ? [] : [t.asset_id])))];
          const seconds = (assetId: number | null, kind: 'view' | 'video') =>
            secs(s.times.find((t) => t.asset_id === assetId && t.kind === kind)?.seconds);
          return {
            id: s.id,
            share_link: presentLink(s),
            started_at: iso(s.created_at),
            last_seen_at: iso(s.last_seen_at),
            total_seconds: secs(s.total_seconds),
            video_seconds: secs(s.video_seconds),
            user_agent: s.user_agent,
            cover_seconds: seconds(null, 'view'),
            pages: s.pages.map((p) => ({
              ...p,
              first_seen_at: iso(p.first_seen_at),
              seconds: secs(p.seconds),
            })),
            assets: assetIds
              .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
              .map((assetId) => ({
                asset_id: assetId,
                title: titles.get(assetId) ?? '',
                seconds: seconds(assetId, 'view'),
                video_seconds: seconds(assetId, 'video'),
              })),
          };
        }),
        feedback: feedback.map((f) => ({ ...f, created_at: iso(f.created_at) })),
        forwards: forwards.map((f) => ({ ...f, created_at: iso(f.created_at) })),
      };
    },

    /**
     * Gives an anonymous viewer an e-mail: every session of theirs gets it, so they become (or join) the
     * viewer of that e-mail, whose key is answered.
     */
    async addEmail(user: UserRow, presentationId: number, key: string, email: string) {
      const { opened, sessionIds } = await viewerSessions(user, presentationId, key);
      const row = await repo.viewer(opened.ref.id, sessionIds, opened);
      if (!row) throw insightsNotFound();
      if (row.email !== null) throw viewerHasEmail();
      await repo.addEmail(opened.ref.id, sessionIds, email);
      return this.viewer(user, presentationId, await repo.emailKey(email));
    },

    async sessions(
      user: UserRow,
      type: 'presentation' | 'document',
      id: number | undefined,
      query: PageQuery,
    ) {
      const where: SQL = sql`p.type = ${type} ${id === undefined ? sql`` : sql`and p.id = ${id}`}`;
      if (id !== undefined) await open(user, id);
      const result = await paged((p) => feed.sessions(user.id, allowance(user), where, p), paging(query));
      return { count: result.count, results: result.rows.map(presentSession) };
    },

    async events(user: UserRow, query: PageQuery) {
      const result = await paged((p) => feed.events(user.id, allowance(user), p), paging(query));
      return { count: result.count, results: result.rows.map(presentEvent) };
    },

    async durations(
      user: UserRow,
      query: PageQuery & { presentation?: number; type?: 'presentation' | 'document' },
    ) {
      const where = sql`${query.type ? sql`p.type = ${query.type}` : sql`true`}
        and ${query.presentation === undefined ? sql`true` : sql`p.id = ${query.presentation}`}`;
      const result = await paged((p) => feed.durations(user.id, allowance(user), where, p), paging(query));
      return {
        count: result.count,
        results: result.rows.map((r) => ({
          presentation: { id: r.id, title: r.title, type: r.type, share_date: iso(r.share_date) },
          views: r.views,
          unique_viewers: r.unique_viewers,
          total_seconds: secs(r.total_seconds),
          average_seconds: average(r.total_seconds, r.views),
          last_view: isoOrNull(r.last_view),
          insights_locked: r.locked,
        })),
      };
    },

    async asset(user: UserRow, assetId: number, query: PageQuery) {
      const owned = await feed.ownedAsset(user.id, assetId);
      if (!owned) throw insightsNotFound();
      const { ref, assets } = await open(user, owned.presentation_id);
      const [rows, sessions] = await Promise.all([
        stats.assetStats(ref.id, [assetId]),
        feed.assetSessions(assetId, paging(query)),
      ]);
      const asset = presentAssets(
        assets.filter((a) => a.id === assetId),
        rows,
      ).assets[0]!;
      return {
        asset: { ...asset, presentation_id: ref.id },
        // The sessions that reached the asset are its views.
        count: asset.views,
        results: sessions.map((r) => ({
          session_id: r.id,
          viewer: presentIdentity(r),
          created_at: iso(r.created_at),
          pages: r.pages,
          seconds: secs(r.seconds),
          video_seconds: secs(r.video_seconds),
        })),
      };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
