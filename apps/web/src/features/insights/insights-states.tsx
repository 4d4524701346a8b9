import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { PremiumGate } from '../presentations/lazy-dialogs.tsx';
import { EmptyState, LoadError } from '../presentations/list-states.tsx';
import { isPremiumRequired } from '../presentations/premium.ts';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { detail?: unknown }).detail === 'Not found.';

/** A failed insights call: the upgrade prompt for premium_required, "not found", else the reason and a retry. */
export function InsightsError({
  error,
  what,
  onRetry,
}: {
  error: unknown;
  what: string;
  onRetry: () => void;
}) {
  if (isPremiumRequired(error)) return <PremiumGate feature="insights" />;
  if (isNotFound(error))
    return (
      <EmptyState Icon={SearchX} title="Nothing to show" text={`${what} could not be found.`}>
        <Link to="/insights" className={buttonClass('secondary')}>
          All analytics
        </Link>
      </EmptyState>
    );
  return <LoadError what={what} error={error} onRetry={onRetry} />;
}

/** A white panel with a heading: one part of an insights page. */
export function Panel({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={`flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-mist wide:p-6 ${className ?? ''}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Grey blocks standing in for a page of numbers that is loading. */
export function InsightsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 large:grid-cols-5">
        {['a', 'b', 'c', 'd', 'e'].map((k) => (
          <div key={k} className="h-20 animate-pulse rounded-2xl bg-white ring-1 ring-mist" />
        ))}
      </div>
      <div className="h-56 animate-pulse rounded-2xl bg-white ring-1 ring-mist" />
      <div className="h-72 animate-pulse rounded-2xl bg-white ring-1 ring-mist" />
    </div>
  );
}

/** One headline number. */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-2xl bg-white px-4 py-3 ring-1 ring-mist">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-lg font-semibold break-words tabular-nums text-ink wide:text-2xl">{value}</dd>
    </div>
  );
}
