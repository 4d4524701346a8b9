import { describeBar, type TimeBar } from './chart-data.ts';
import { formatSeconds } from './format.ts';
import { PageThumb } from './page-thumb.tsx';

/** Time per asset and page as horizontal bars (hand-made SVG), with the same numbers as a table. */
export function TimeBarChart({ bars }: { bars: TimeBar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.seconds));
  // Converted files and images show their pages: the thumbnails make a heat view of where time went.
  const withThumbs = bars.some((b) => b.thumbnail);
  return (
    <figure className="flex flex-col gap-3">
      <ol className="flex flex-col gap-2.5" aria-label="Time per asset and page">
        {bars.map((bar) => (
          <li
            key={bar.key}
            aria-label={describeBar(bar)}
            className={
              withThumbs
                ? 'grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 wide:grid-cols-[2.5rem_minmax(0,12rem)_minmax(0,1fr)_4.5rem]'
                : 'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 wide:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_4.5rem]'
            }
          >
            {withThumbs && (
              <span className="row-span-2 wide:row-span-1">
                <PageThumb src={bar.thumbnail} />
              </span>
            )}
            <span className="truncate text-sm text-ink" title={bar.label} aria-hidden>
              {bar.label}
            </span>
            <svg
              aria-hidden
              className="order-last col-span-2 h-3 w-full wide:order-none wide:col-span-1"
              viewBox="0 0 100 12"
              preserveAspectRatio="none"
            >
              <rect x="0" y="0" width="100" height="12" rx="2" className="fill-theme-lightest" />
              <rect x="0" y="0" width={(bar.seconds / max) * 100} height="12" rx="2" className="fill-theme" />
            </svg>
            <span className="text-right text-sm font-medium tabular-nums text-ink" aria-hidden>
              {formatSeconds(bar.seconds)}
            </span>
          </li>
        ))}
      </ol>
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm text-theme">Show as a table</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr className="text-muted">
              <th className="py-1 pr-3 font-medium">Asset or page</th>
              <th className="py-1 pr-3 font-medium">Views</th>
              <th className="py-1 text-right font-medium">Time</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key} className="border-t border-mist">
                <td className="py-1 pr-3">{bar.label}</td>
                <td className="py-1 pr-3">{bar.detail || '—'}</td>
                <td className="py-1 text-right tabular-nums">{formatSeconds(bar.seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
