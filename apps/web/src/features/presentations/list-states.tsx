import type { LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { firstMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Notice } from '../../ui/notice.tsx';

/** Grey cards standing in for a page that is loading. */
export function CardSkeletons({ count = 5 }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
    <div key={index} aria-hidden className="overflow-hidden rounded-2xl bg-white ring-1 ring-mist">
      <div className="aspect-video animate-pulse bg-mist/60" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-4 w-3/4 animate-pulse rounded bg-mist/80" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-mist/60" />
        <div className="h-3 w-2/3 animate-pulse rounded bg-mist/60" />
      </div>
    </div>
  ));
}

/** A list with nothing in it: what the list is for, and what to do next. */
export function EmptyState({
  Icon,
  title,
  text,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-mist bg-white px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-theme-lightest text-theme">
        <Icon className="size-7" aria-hidden />
      </span>
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="max-w-md text-muted">{text}</p>
      {children}
    </section>
  );
}

/** A list that could not be loaded, with the server's reason and a retry. */
export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <Notice tone="error">
      <p>
        {what} could not be loaded{firstMessage(error) ? `: ${firstMessage(error)}` : '.'}
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}

/** After a list: the element that loads the next page when it scrolls into view. */
export function MoreSentinel({
  sentinel,
  supported,
  hasMore,
  loading,
  onMore,
}: {
  sentinel: Ref<HTMLDivElement>;
  supported: boolean;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  return (
    // Room for the observer to see it only while there is more: a finished list ends without a gap.
    <div ref={sentinel} className={cn('flex justify-center', hasMore && 'min-h-12')}>
      {hasMore && (loading || !supported) && (
        <Button variant="secondary" loading={loading} onClick={onMore}>
          {loading ? 'Loading more' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
