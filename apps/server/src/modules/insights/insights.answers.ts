import { type PresentationInsights, VIEWER_SESSIONS_MAX, type ViewerInsights } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { PART_PAGES } from '../activity/activity.table.ts';
import type { AssetRow } from '../assets/assets.table.ts';
import { createActivityFeedRepository, type Paging } from './activity-feed.repository.ts';
import { createAssetStatsRepository } from './asset-stats.repository.ts';
import { insightsNotFound } from './insights.errors.ts';
import {
  assetLook,
  type FileUrl,
  presentAssets,
  presentIdentity,
  presentLink,
  presentViewer,
} from './insights.presenter.ts';
import { createInsightsRepository, type Finish, type PresentationRef } from './insights.repository.ts';
import { iso, isoOrNull, secs } from './insights.sql.ts';

/** A presentation whose insights the user may open, with its assets in order and what completes it. */
export type Opened = { ref: PresentationRef; assets: AssetRow[]; finish: Finish; visibleAssetIds: number[] };

export const average = (total: number, n: number) => (n === 0 ? 0 : Math.round(total / n));

/**
 * The answers of the insights of one opened presentation, computed from the database (the service
 * keeps them: see insights.cache.ts). Each depends only on the presentation's rows and its arguments.
 */
export function createInsightsAnswers(db: Db, fileUrl: FileUrl) {
  const repo = createInsightsRepository(db);
  const stats = createAssetStatsRepository(db);
  const feed = createActivityFeedRepository(db);

  return {
    async presentation(
      { ref, assets, finish, visibleAssetIds }: Opened,
      page: Paging,
    ): Promise<PresentationInsights> {
      const [summary, rows] = await Promise.all([
        repo.overview(ref.id, { finish, visibleAssetIds, ...page }),
        stats.assetStats(
          ref.id,
          assets.map((a) => a.id),
        ),
      ]);
      const { assets: assetStats, coverSeconds, closingSeconds } = presentAssets(assets, rows, fileUrl);
      return {
        presentation: {
          id: ref.id,
          title: ref.title,
          type: ref.type,
          share_date: isoOrNull(ref.share_date),
        },
        views: summary.views,
        unique_viewers: summary.unique_viewers,
        total_seconds: secs(summary.total_seconds),
        average_seconds: average(summary.total_seconds, summary.views),
        completed_viewers: summary.completed_viewers,
        completion_percent: summary.unique_viewers
          ? Math.round((100 * summary.completed_viewers) / summary.unique_viewers)
          : 0,
        cover_seconds: coverSeconds,
        closing_seconds: closingSeconds,
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

    /** One viewer, from their sessions (at least one). */
    async viewer(opened: Opened, sessionIds: number[]): Promise<ViewerInsights> {
      const id = opened.ref.id;
      const [row, sessions, feedback, forwards] = await Promise.all([
        repo.viewer(id, sessionIds, opened),
        repo.viewerSessions(id, sessionIds, VIEWER_SESSIONS_MAX),
        repo.viewerFeedback(id, sessionIds),
        repo.viewerForwards(id, sessionIds),
      ]);
      if (!row) throw insightsNotFound();
      const byId = new Map(opened.assets.map((a) => [a.id, a]));
      const order = new Map(opened.assets.map((a, i) => [a.id, i]));
      return {
        presentation: { id, title: opened.ref.title, type: opened.ref.type },
        viewer: presentViewer(row),
        sessions: sessions.map((s) => {
          const reached = [
            ...s.pages.map((p) => p.asset_id),
            ...s.times.flatMap((t) => (t.asset_id === null || t.seconds <= 0 ? [] : [t.asset_id])),
          ];
          const assetIds = [...new Set(reached)].filter((assetId) => byId.has(assetId));
          const seconds = (assetId: number | null, kind: 'view' | 'video', page = -1) =>
            secs(s.times.find((t) => t.asset_id === assetId && t.kind === kind && t.page === page)?.seconds);
          return {
            id: s.id,
            share_link: presentLink(s),
            started_at: iso(s.created_at),
            last_seen_at: iso(s.last_seen_at),
            total_seconds: secs(s.total_seconds),
            video_seconds: secs(s.video_seconds),
            user_agent: s.user_agent,
            source: s.source,
            cover_seconds: seconds(null, 'view', PART_PAGES.cover),
            closing_seconds: seconds(null, 'view', PART_PAGES.closing),
            pages: s.pages.map((p) => ({
              ...p,
              first_seen_at: iso(p.first_seen_at),
              seconds: secs(p.seconds),
            })),
            assets: assetIds
              .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
              .map((assetId) => {
                const asset = byId.get(assetId)!;
                return {
                  asset_id: assetId,
                  title: asset.title,
                  type: asset.type,
                  seconds: seconds(assetId, 'view'),
                  video_seconds: seconds(assetId, 'video'),
                  pages_seen: s.pages.filter((p) => p.asset_id === assetId).length,
                  ...assetLook(asset, fileUrl),
                };
              }),
          };
        }),
        feedback: feedback.map((f) => ({ ...f, created_at: iso(f.created_at) })),
        forwards: forwards.map((f) => ({ ...f, created_at: iso(f.created_at) })),
      };
    },

    async asset({ ref, assets }: Opened, assetId: number, page: Paging) {
      const [rows, sessions] = await Promise.all([
        stats.assetStats(ref.id, [assetId]),
        feed.assetSessions(assetId, page),
      ]);
      const asset = presentAssets(
        assets.filter((a) => a.id === assetId),
        rows,
        fileUrl,
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

export type AssetAnswer = Awaited<ReturnType<ReturnType<typeof createInsightsAnswers>['asset']>>;
