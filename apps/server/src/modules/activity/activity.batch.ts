import { ACTIVITY_HEARTBEAT_SECONDS, ACTIVITY_MAX_EVENT_SECONDS, type ActivityEvent } from '@folio/shared';
import { PART_PAGES } from './activity.table.ts';

export type PageRow = { assetId: number; page: number };
export type TimeRow = { assetId: number | null; page: number; kind: 'view' | 'video'; seconds: number };

/**
 * What a session's row says before a batch, and the assets its presentation shows, each as
 * `id:pages:video` (pages: its page count; video: 1 for a video or video link), by id.
 */
export type Counted = {
  createdAt: Date;
  /** When its last beacon was written (its opening before any). */
  lastSeenAt: Date;
  totalSeconds: number;
  videoSeconds: number;
  /** Up to when viewing and play time are counted (see grant). */
  viewCountedTo: Date;
  videoCountedTo: Date;
  visibleAssets: readonly string[];
};

/** The writes of one beacon: one row per page and per (asset, page, kind), the session's new totals. */
export type Batch = {
  pages: PageRow[];
  time: TimeRow[];
  totals: { totalSeconds: number; videoSeconds: number; viewCountedTo: Date; videoCountedTo: Date };
  /** Visible assets the batch names. */
  assetIds: number[];
  /** Assets whose play time grew. */
  playedAssetIds: number[];
  /** Events that cannot be true, left out. */
  dropped: number;
};

/**
 * How long before it came a batch's seconds may have been spent: the heartbeat it carries and one lost
 * before it that it sends again. A token left idle for a day counts at most this plus the grace at once.
 */
export const ACTIVITY_WINDOW_SECONDS = 2 * ACTIVITY_HEARTBEAT_SECONDS;
/** Seconds counted beyond the server's clock at most: a heartbeat that comes early, the client's clock. */
export const ACTIVITY_GRACE_SECONDS = 15;

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The share of the requested seconds a batch counts, and up to when the session then counts. Seconds are laid
 * end to end on the clock: from where the last batch left off (or the session opened), but no earlier than
 * ACTIVITY_WINDOW_SECONDS before this batch came, up to ACTIVITY_GRACE_SECONDS after it. So however many
 * requests come at once, together they count no more than the time that passed.
 */
function grant(requested: number, countedTo: Date, createdAt: Date, now: Date) {
  const from = Math.max(
    countedTo.getTime(),
    createdAt.getTime(),
    now.getTime() - ACTIVITY_WINDOW_SECONDS * 1000,
  );
  const budget = Math.max(0, (now.getTime() + ACTIVITY_GRACE_SECONDS * 1000 - from) / 1000);
  const granted = Math.min(requested, budget);
  const factor = requested <= budget ? 1 : requested === 0 ? 0 : budget / requested;
  return { factor, countedTo: granted > 0 ? new Date(from + granted * 1000) : countedTo };
}

type Shown = { pages: number; video: boolean };

/** The visible assets of a session by id. */
const shownAssets = (visibleAssets: readonly string[]) =>
  new Map(
    visibleAssets.map((entry): [number, Shown] => {
      const [id, pages, video] = entry.split(':').map(Number) as [number, number, number];
      return [id, { pages, video: video === 1 }];
    }),
  );

/**
 * Whether an event can be true: its asset is visible in the link's presentation, a page is one the
 * asset has, play time is of a video; seconds without an asset (the cover or closing message) name no page,
 * and only they name a part.
 */
function possible(e: ActivityEvent, shown: Map<number, Shown>) {
  if (e.asset_id === undefined) return e.type === 'time' && e.page === undefined;
  if (e.type === 'time' && e.part !== undefined) return false;
  const asset = shown.get(e.asset_id);
  if (!asset) return false;
  if (e.type === 'video') return asset.video;
  return e.page === undefined || e.page < asset.pages;
}

/**
 * A batch of events as rows: pages once each, seconds capped per event and by the clock (see grant);
 * events that cannot be true (see possible) are dropped and counted.
 */
export function planBatch(events: ActivityEvent[], session: Counted, now: Date): Batch {
  const shown = shownAssets(session.visibleAssets);
  const pages = new Map<string, PageRow>();
  const time = new Map<string, TimeRow>();
  const assetIds = new Set<number>();
  let dropped = 0;
  for (const e of events) {
    if (!possible(e, shown)) {
      dropped += 1;
      continue;
    }
    if (e.asset_id !== undefined) assetIds.add(e.asset_id);
    if (e.type === 'page_view') {
      pages.set(`${e.asset_id}:${e.page}`, { assetId: e.asset_id, page: e.page });
      continue;
    }
    const kind = e.type === 'video' ? 'video' : 'view';
    const page =
      e.type !== 'time' ? -1 : e.asset_id === undefined ? PART_PAGES[e.part ?? 'cover'] : (e.page ?? -1);
    // The key of asset_time's unique index: (coalesce(asset_id, 0), page, kind).
    const key = `${kind}:${e.asset_id ?? 0}:${page}`;
    const row = time.get(key) ?? { assetId: e.asset_id ?? null, page, kind, seconds: 0 };
    row.seconds += Math.min(e.seconds, ACTIVITY_MAX_EVENT_SECONDS);
    time.set(key, row);
  }

  const rows = [...time.values()];
  const sum = (kind: TimeRow['kind']) =>
    rows.filter((r) => r.kind === kind).reduce((total, r) => total + r.seconds, 0);
  const view = grant(sum('view'), session.viewCountedTo, session.createdAt, now);
  const video = grant(sum('video'), session.videoCountedTo, session.createdAt, now);
  const granted = rows
    .map((r) => ({ ...r, seconds: round(r.seconds * (r.kind === 'video' ? video.factor : view.factor)) }))
    .filter((r) => r.seconds > 0);

  return {
    pages: [...pages.values()],
    time: granted,
    totals: {
      totalSeconds: round(session.totalSeconds + sum('view') * view.factor),
      videoSeconds: round(session.videoSeconds + sum('video') * video.factor),
      viewCountedTo: view.countedTo,
      videoCountedTo: video.countedTo,
    },
    assetIds: [...assetIds],
    playedAssetIds: [
      ...new Set(granted.flatMap((r) => (r.kind === 'video' && r.assetId !== null ? [r.assetId] : []))),
    ],
    dropped,
  };
}
