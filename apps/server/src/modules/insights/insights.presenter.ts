import type {
  ActivityItem,
  ActivitySession,
  InsightsViewer,
  InsightsViewerIdentity,
  PresentationInsights,
} from '@folio/shared';
import { PART_PAGES } from '../activity/activity.table.ts';
import type { AssetRow } from '../assets/assets.table.ts';
import type { ViewerColumns } from './activity-feed.repository.ts';
import type { AssetStat } from './asset-stats.repository.ts';
import type { ViewerRow } from './insights.repository.ts';
import { iso, secs } from './insights.sql.ts';

export const presentIdentity = (row: Pick<ViewerColumns, 'key' | 'name' | 'email' | 'phone'>) =>
  ({ key: row.key, name: row.name, email: row.email, phone: row.phone }) satisfies InsightsViewerIdentity;

export const presentLink = (row: Pick<ViewerColumns, 'link_id' | 'link_name' | 'hash' | 'is_public'>) => ({
  id: row.link_id,
  name: row.link_name,
  hash: row.hash,
  is_public: row.is_public,
});

export const presentViewer = (row: ViewerRow): InsightsViewer => ({
  ...presentIdentity(row),
  verified: row.verified,
  share_links: row.share_links,
  sessions: row.sessions,
  first_view: iso(row.first_view),
  last_view: iso(row.last_view),
  total_seconds: secs(row.total_seconds),
  assets_reached: row.assets_reached,
  completed: row.completed,
  feedback_count: row.feedback_count,
  forwarded_to: (row.forwarded_to ?? []).map((f) => ({ ...f, created_at: iso(f.created_at) })),
});

/** The owner's URL of a stored file (signed-in, their own files only). */
export type FileUrl = (key: string) => string;

const WITH_ADDRESS = new Set(['website', 'link', 'video_url']);

/** How an asset is recognised in a list: an image's or file's first thumbnail, a website's address. */
export const assetLook = (a: AssetRow, fileUrl: FileUrl) => ({
  thumbnail: a.pageThumbnails[0] ? fileUrl(a.pageThumbnails[0]) : null,
  website: WITH_ADDRESS.has(a.type) ? a.website : null,
});

/** Every asset with its views, seconds and each of its pages (seen or not); the cover's and closing message's seconds apart. */
export function presentAssets(rows: AssetRow[], stats: AssetStat[], fileUrl: FileUrl) {
  const of = (assetId: number | null, src: AssetStat['src'], page?: number, kind?: 'view' | 'video') =>
    stats.filter(
      (s) =>
        s.asset_id === assetId &&
        s.src === src &&
        (page === undefined || s.page === page) &&
        (kind === undefined || s.kind === kind),
    );
  const sum = (list: AssetStat[], field: 'n' | 'seconds') => list.reduce((total, s) => total + s[field], 0);
  const assets: PresentationInsights['assets'] = rows.map((a) => {
    const seenPages = of(a.id, 'page').map((s) => s.page);
    const pageCount = Math.max(a.numberOfPages, ...seenPages.map((p) => p + 1));
    return {
      id: a.id,
      title: a.title,
      type: a.type,
      position: a.position,
      is_hidden: a.isHidden,
      number_of_pages: a.numberOfPages,
      views: sum(of(a.id, 'reach'), 'n'),
      viewers: sum(of(a.id, 'viewers', -1), 'n'),
      seconds: secs(sum(of(a.id, 'time', undefined, 'view'), 'seconds')),
      video_seconds: secs(sum(of(a.id, 'time', undefined, 'video'), 'seconds')),
      ...assetLook(a, fileUrl),
      pages: Array.from({ length: pageCount }, (_, page) => ({
        page,
        views: sum(of(a.id, 'page', page), 'n'),
        viewers: sum(of(a.id, 'viewers', page), 'n'),
        seconds: secs(sum(of(a.id, 'time', page, 'view'), 'seconds')),
        thumbnail: a.pageThumbnails[page] ? fileUrl(a.pageThumbnails[page]) : null,
      })),
    };
  });
  const partSeconds = (page: number) => secs(sum(of(null, 'time', page, 'view'), 'seconds'));
  return {
    assets,
    coverSeconds: partSeconds(PART_PAGES.cover),
    closingSeconds: partSeconds(PART_PAGES.closing),
  };
}

type SessionRow = ViewerColumns & {
  id: number;
  presentation_id: number;
  title: string;
  type: 'presentation' | 'document';
  created_at: Date;
  last_seen_at: Date;
  total_seconds: number;
  video_seconds: number;
  pages_viewed: number;
  feedback_count: number;
};

export const presentSession = (row: SessionRow): ActivitySession => ({
  id: row.id,
  presentation: { id: row.presentation_id, title: row.title, type: row.type },
  viewer: presentIdentity(row),
  share_link: presentLink(row),
  created_at: iso(row.created_at),
  last_seen_at: iso(row.last_seen_at),
  total_seconds: secs(row.total_seconds),
  video_seconds: secs(row.video_seconds),
  pages_viewed: row.pages_viewed,
  feedback_count: row.feedback_count,
});

type EventRow = ViewerColumns & {
  type: ActivityItem['type'];
  row_id: number;
  session_id: number;
  created_at: Date;
  presentation_id: number;
  title: string;
  presentation_type: 'presentation' | 'document';
  total_seconds: number;
  comment: string | null;
  emoji: ActivityItem['emoji'];
  forward_name: string | null;
  forward_email: string | null;
};

export const presentEvent = (row: EventRow): ActivityItem => ({
  type: row.type,
  id: `${row.type}-${row.row_id}`,
  created_at: iso(row.created_at),
  presentation: { id: row.presentation_id, title: row.title, type: row.presentation_type },
  viewer: presentIdentity(row),
  session_id: row.session_id,
  total_seconds: row.type === 'view' ? secs(row.total_seconds) : null,
  comment: row.type === 'feedback' ? row.comment : null,
  emoji: row.type === 'feedback' ? row.emoji : null,
  forwarded_to:
    row.type === 'forward' ? { name: row.forward_name ?? '', email: row.forward_email ?? '' } : null,
});
