import { pluralize } from '@folio/shared';
import { dailyViews } from './chart-data.ts';
import { formatDay } from './format.ts';
import type { ViewsOverTime } from './types.ts';

const COLUMN = 10;
const GAP = 2;
const HEIGHT = 100;

/** Views per day as columns (hand-made SVG), days without views included; the numbers as a table too. */
export function ViewsChart({ points, maxDays }: { points: ViewsOverTime; maxDays?: number }) {
  const days = dailyViews(points, maxDays);
  const max = Math.max(1, ...days.map((d) => d.views));
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;
  const since = points[0]?.date ?? first.date;
  const summary = `${pluralize(total, 'view')} from ${formatDay(since)} to ${formatDay(last.date)}, at most ${pluralize(max, 'view')} a day`;
  return (
    <figure className="flex flex-col gap-2">
      <div className="flex items-stretch gap-2">
        <div className="flex flex-col justify-between text-xs tabular-nums text-muted" aria-hidden>
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={summary}
          className="h-40 w-full border-b border-l border-mist"
          viewBox={`0 0 ${days.length * COLUMN} ${HEIGHT}`}
          preserveAspectRatio="none"
        >
          {days.map((day, index) => {
            const height = (day.views / max) * (HEIGHT - 4);
            return (
              <rect
                key={day.date}
                x={index * COLUMN + GAP / 2}
                y={HEIGHT - height}
                width={COLUMN - GAP}
                height={height}
                className="fill-accent"
              >
                <title>{`${formatDay(day.date)}: ${pluralize(day.views, 'view')}, ${pluralize(day.uniqueViewers, 'viewer')}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="flex justify-between pl-6 text-xs text-muted" aria-hidden>
        <span>{formatDay(first.date)}</span>
        {days.length > 1 && <span>{formatDay(last.date)}</span>}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm text-theme">Show as a table</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr className="text-muted">
              <th className="py-1 pr-3 font-medium">Day (UTC)</th>
              <th className="py-1 pr-3 text-right font-medium">Views</th>
              <th className="py-1 text-right font-medium">Unique viewers</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date} className="border-t border-mist">
                <td className="py-1 pr-3">{point.date}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{point.views}</td>
                <td className="py-1 text-right tabular-nums">{point.uniqueViewers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
