import { cn } from './cn.ts';

/** A thin bar for a share done, 0–100; `label` names it for screen readers. */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const percentage = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentage}
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-theme-lightest', className)}
    >
      <div
        className="h-full rounded-full bg-theme transition-[width] duration-300 ease-out"
        style={{ width: `${percentage}%` }}
      />
    </div>
  );
}
