import { ACTIVITY_HEARTBEAT_SECONDS, ACTIVITY_MAX_EVENT_SECONDS, type ActivityEvent } from '@folio/shared';

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
  visibleAssets: readonly string[];
};

/** The writes of one beacon: one row per page and per (asset, page, kind), the session's new totals. */
export type Batch = {
  pages: PageRow[];
  time: TimeRow[];
  totals: { totalSeconds: number; videoSeconds: number };
  /** Visible assets the batch names. */
  assetIds: number[];
  /** Assets whose play time grew. */
  playedAssetIds: number[];
  /** Events that cannot be true, left out. */
  dropped: number;
};

/**
 * Seconds one batch may count beyond the time since the session's previous batch (or its opening),
 * itself counted up to one beacon interval: room for a late or retried beacon. So a token left idle
 * for a day counts at most a beacon interval plus this at once.
 */
export const ACTIVITY_IDLE_GRACE_SECONDS = ACTIVITY_HEARTBEAT_SECONDS + 15;

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Scales requested seconds down so the session never counts more than its wall time since it
 * opened, nor one batch more than the time since the last one (up to a beacon interval) plus the grace.
 */
function grant(requested: number, counted: number, elapsed: number, idle: number) {
  const perBatch = Math.min(idle, ACTIVITY_HEARTBEAT_SECONDS) + ACTIVITY_IDLE_GRACE_SECONDS;
  const budget = Math.max(0, Math.min(elapsed - counted, perBatch));
  return requested <= budget ? 1 : requested === 0 ? 0 : budget / requested;
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
 * asset has, play time is of a video; seconds without an asset (the cover) name no page.
 */
function possible(e: ActivityEvent, shown: Map<number, Shown>) {
  if (e.asset_id === undefined) return e.type === 'time' && e.page === undefined;
  const asset = shown.get(e.asset_id);
  if (!asset) return false;
  if (e.type === 'video') return asset.video;
  return e.page === undefined || e.page < asset.pages;
}

/**
 * A batch of events as rows: pages once each, seconds capped per event, by the session's wall
 * time and by the time since its last beacon (see grant); events that cannot be true (see possible) are dropped and counted.
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
    const page = e.type === 'time' ? (e.page ?? -1) : -1;
    // The key of asset_time's unique index: (coalesce(asset_id, 0), page, kind).
    const key = `${kind}:${e.asset_id ?? 0}:${page}`;
    const row = time.get(key) ?? { assetId: e.asset_id ?? null, page, kind, seconds: 0 };
    row.seconds += Math.min(e.seconds, ACTIVITY_MAX_EVENT_SECONDS);
    time.set(key, row);
  }

  const since = (at: Date) => Math.max(0, (now.getTime() - at.getTime()) / 1000);
  const [elapsed, idle] = [since(session.createdAt), since(session.lastSeenAt)];
  const rows = [...time.values()];
  const sum = (kind: TimeRow['kind']) =>
    rows.filter((r) => r.kind === kind).reduce((total, r) => total + r.seconds, 0);
  const viewFactor = grant(sum('view'), session.totalSeconds, elapsed, idle);
  const videoFactor = grant(sum('video'), session.videoSeconds, elapsed, idle);
  const granted = rows
    .map((r) => ({ ...r, seconds: round(r.seconds * (r.kind === 'video' ? videoFactor : viewFactor)) }))
    .filter((r) => r.seconds > 0);

  return {
    pages: [...pages.values()],
    time: granted,
    totals: {
      totalSeconds: round(session.totalSeconds + sum('view') * viewFactor),
      videoSeconds: round(session.videoSeconds + sum('video') * videoFactor),
    },
    assetIds: [...assetIds],
    playedAssetIds: [
      ...new Set(granted.flatMap((r) => (r.kind === 'video' && r.assetId !== null ? [r.assetId] : []))),
    ],
    dropped,
  };
}
