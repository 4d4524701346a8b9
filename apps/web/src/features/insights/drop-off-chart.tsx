import { pluralize } from '@folio/shared';
import type { DropOffStep } from './chart-data.ts';
import { PageThumb } from './page-thumb.tsx';

export const describeStep = (step: DropOffStep, total: number) =>
  `${step.label}: ${step.viewers} of ${pluralize(total, 'viewer')} (${step.percent}%)`;

/**
 * Drop-off: how many of the viewers reached each asset and page, in presentation order, so the owner
 * sees where people stopped. Each row reads as text; the bar only repeats the share.
 */
export function DropOffChart({ steps, total }: { steps: DropOffStep[]; total: number }) {
  const withThumbs = steps.some((s) => s.thumbnail);
  return (
    <ol className="flex flex-col gap-2.5" aria-label="Viewers who reached each asset and page">
      {steps.map((step) => (
        <li key={step.key} aria-label={describeStep(step, total)} className="flex items-center gap-3">
          {withThumbs && <PageThumb src={step.thumbnail} />}
          <div className="flex min-w-0 flex-1 flex-col gap-1" aria-hidden>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="truncate text-ink" title={step.label}>
                {step.label}
              </span>
              <span className="shrink-0 tabular-nums text-ink">
                <span className="font-medium">{step.viewers}</span>
                <span className="text-muted">
                  {' '}
                  / {total} · {step.percent}%
                </span>
              </span>
            </div>
            <div className="h-2 w-full overflow-hidden rounded-full bg-theme-lightest">
              <div className="h-full rounded-full bg-theme" style={{ width: `${step.percent}%` }} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
