import { pluralize } from '@folio/shared';
import { formatSeconds, pageLabel } from './format.ts';
import type { InsightsAsset, ViewsOverTime } from './types.ts';

export type TimeBar = { key: string; label: string; detail: string; seconds: number };

const isContent = (asset: InsightsAsset) =>
  !asset.isHidden && asset.type !== 'separator' && asset.type !== 'separator_hidden';

/** Time per asset, and per page for assets with several pages, in presentation order; the cover first. */
export function timeBars(assets: InsightsAsset[], coverSeconds: number): TimeBar[] {
  const bars: TimeBar[] = [];
  if (coverSeconds > 0)
    bars.push({ key: 'cover', label: 'Cover and messages', detail: '', seconds: coverSeconds });
  for (const asset of [...assets].filter(isContent).sort((a, b) => a.position - b.position)) {
    if (asset.pages.length > 1)
      for (const page of asset.pages)
        bars.push({
          key: `${asset.id}-${page.page}`,
          label: `${asset.title || 'Untitled'} · ${pageLabel(page.page)}`,
          detail: pluralize(page.views, 'view'),
          seconds: page.seconds,
        });
    else
      bars.push({
        key: String(asset.id),
        label: asset.title || 'Untitled',
        detail: pluralize(asset.views, 'view'),
        seconds: asset.seconds + asset.videoSeconds,
      });
  }
  return bars;
}

export const describeBar = (bar: TimeBar) =>
  `${bar.label}: ${formatSeconds(bar.seconds)}${bar.detail ? `, ${bar.detail}` : ''}`;

const DAY_MS = 86_400_000;
/** The chart shows at most this many days: the most recent ones. */
export const VIEW_DAYS_MAX = 90;
/** …and at least a week, so that a single day is a column, not the whole chart. */
export const VIEW_DAYS_MIN = 7;

/** Every UTC day from the first view (or a week back) to the last, days without views at 0; at most 90. */
export function dailyViews(points: ViewsOverTime) {
  if (points.length === 0) return [];
  const byDate = new Map(points.map((p) => [p.date, p]));
  const first = Date.parse(`${points[0]?.date}T00:00:00Z`);
  const last = Date.parse(`${points[points.length - 1]?.date}T00:00:00Z`);
  const start = Math.min(
    Math.max(first, last - (VIEW_DAYS_MAX - 1) * DAY_MS),
    last - (VIEW_DAYS_MIN - 1) * DAY_MS,
  );
  const days = [];
  for (let t = start; t <= last; t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    const point = byDate.get(date);
    days.push({ date, views: point?.views ?? 0, uniqueViewers: point?.uniqueViewers ?? 0 });
  }
  return days;
}
