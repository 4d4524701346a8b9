import { pluralize } from '@folio/shared';
import { formatSeconds, pageLabel } from './format.ts';
import type { InsightsAsset, ViewsOverTime } from './types.ts';

export type TimeBar = {
  key: string;
  label: string;
  detail: string;
  seconds: number;
  /** The page's (or image's) thumbnail, the owner's file URL; null when there is none. */
  thumbnail: string | null;
};

const isContent = (asset: InsightsAsset) =>
  !asset.isHidden && asset.type !== 'separator' && asset.type !== 'separator_hidden';

type InsightsPage = InsightsAsset['pages'][number];
/** One row of the charts: an asset, or one page of an asset with several. */
type Step = { key: string; label: string; asset: InsightsAsset; page: InsightsPage | null };

/** The assets a viewer can reach in presentation order, split into pages where they have several. */
const stepsOf = (assets: InsightsAsset[]): Step[] =>
  [...assets]
    .filter(isContent)
    .sort((a, b) => a.position - b.position)
    .flatMap((asset): Step[] =>
      asset.pages.length > 1
        ? asset.pages.map((page) => ({
            key: `${asset.id}-${page.page}`,
            label: `${asset.title || 'Untitled'} · ${pageLabel(page.page)}`,
            asset,
            page,
          }))
        : [{ key: String(asset.id), label: asset.title || 'Untitled', asset, page: null }],
    );

/** A row for the cover or the closing message, when it has time. */
const partBar = (key: string, label: string, seconds: number): TimeBar[] =>
  seconds > 0 ? [{ key, label, detail: '', seconds, thumbnail: null }] : [];

/**
 * Time per asset, and per page for assets with several pages, in presentation order: the cover (logo,
 * header, opening message) first, the closing message last.
 */
export function timeBars(assets: InsightsAsset[], coverSeconds: number, closingSeconds = 0): TimeBar[] {
  return [
    ...partBar('cover', 'Cover', coverSeconds),
    ...stepsOf(assets).map(({ key, label, asset, page }) => ({
      key,
      label,
      detail: pluralize(page ? page.views : asset.views, 'view'),
      seconds: page ? page.seconds : asset.seconds + asset.videoSeconds,
      thumbnail: page ? page.thumbnail : asset.thumbnail,
    })),
    ...partBar('closing', 'Closing message', closingSeconds),
  ];
}

export type DropOffStep = {
  key: string;
  label: string;
  viewers: number;
  percent: number;
  thumbnail: string | null;
};

/**
 * How many viewers reached each asset, and each page of assets with several, in presentation order,
 * as a rounded share of everyone who opened the presentation.
 */
export function dropOff(assets: InsightsAsset[], uniqueViewers: number): DropOffStep[] {
  return stepsOf(assets).map(({ key, label, asset, page }) => {
    const viewers = page ? page.viewers : asset.viewers;
    return {
      key,
      label,
      viewers,
      percent: uniqueViewers === 0 ? 0 : Math.round((100 * viewers) / uniqueViewers),
      thumbnail: page ? page.thumbnail : asset.thumbnail,
    };
  });
}

export const describeBar = (bar: TimeBar) =>
  `${bar.label}: ${formatSeconds(bar.seconds)}${bar.detail ? `, ${bar.detail}` : ''}`;

const DAY_MS = 86_400_000;
/** The chart shows at most this many days: the most recent ones. */
export const VIEW_DAYS_MAX = 90;
/** …and at least a week, so that a single day is a column, not the whole chart. */
export const VIEW_DAYS_MIN = 7;

/**
 * Every UTC day from the first view (or a week back) to the last, days without views at 0; at most
 * `maxDays` (90 unless a caller shows a longer period whole).
 */
export function dailyViews(points: ViewsOverTime, maxDays = VIEW_DAYS_MAX) {
  if (points.length === 0) return [];
  const byDate = new Map(points.map((p) => [p.date, p]));
  const first = Date.parse(`${points[0]?.date}T00:00:00Z`);
  const last = Date.parse(`${points[points.length - 1]?.date}T00:00:00Z`);
  const start = Math.min(Math.max(first, last - (maxDays - 1) * DAY_MS), last - (VIEW_DAYS_MIN - 1) * DAY_MS);
  const days = [];
  for (let t = start; t <= last; t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    const point = byDate.get(date);
    days.push({ date, views: point?.views ?? 0, uniqueViewers: point?.uniqueViewers ?? 0 });
  }
  return days;
}
