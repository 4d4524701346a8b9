import { cn } from './cn.ts';

/** A small rotating ring; `label` is read by screen readers. */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-block size-4 shrink-0', className)}>
      <span className="block size-full animate-spin rounded-full border-2 border-current border-r-transparent" />
    </span>
  );
}

/** A centred spinner for a page or panel that is loading. */
export function PageSpinner() {
  return (
    <div className="grid min-h-64 place-items-center text-theme">
      <Spinner className="size-6" />
    </div>
  );
}
