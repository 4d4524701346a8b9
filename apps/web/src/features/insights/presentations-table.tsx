import { useInfiniteQuery } from '@tanstack/react-query';
import { BarChart3, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { formatTime } from '../../lib/time.ts';
import { EmptyState } from '../presentations/list-states.tsx';
import { viewDurationsQuery } from './api.ts';
import { formatSeconds } from './format.ts';
import { InsightsError } from './insights-states.tsx';
import { MorePages } from './more-pages.tsx';
import { type Column, StackedTable } from './stacked-table.tsx';
import type { ViewDuration } from './types.ts';

const COLUMNS: Column<ViewDuration>[] = [
  {
    key: 'title',
    header: 'Presentation',
    primary: true,
    cell: (row) => (
      <span className="flex min-w-0 flex-col gap-0.5">
        <Link
          to={`/insights/${row.presentation.id}`}
          className="truncate rounded-sm font-semibold text-ink hover:text-theme hover:underline"
        >
          {row.presentation.title || 'Untitled'}
        </Link>
        <span className="flex items-center gap-1.5 text-xs text-muted">
          {row.presentation.type === 'document' ? 'Document' : 'Presentation'}
          {row.presentation.shareDate && ` · shared ${formatTime(row.presentation.shareDate)}`}
          {row.insightsLocked && (
            <span className="inline-flex items-center gap-1 font-medium text-warning">
              <Lock className="size-3" aria-hidden /> Premium
            </span>
          )}
        </span>
      </span>
    ),
  },
  { key: 'views', header: 'Views', numeric: true, cell: (row) => row.views.toLocaleString('en-US') },
  {
    key: 'viewers',
    header: 'Unique viewers',
    numeric: true,
    cell: (row) => row.uniqueViewers.toLocaleString('en-US'),
  },
  { key: 'total', header: 'Total time', numeric: true, cell: (row) => formatSeconds(row.totalSeconds) },
  { key: 'average', header: 'Average time', numeric: true, cell: (row) => formatSeconds(row.averageSeconds) },
  {
    key: 'last',
    header: 'Last view',
    cell: (row) => (row.lastView ? formatTime(row.lastView) : 'Not viewed yet'),
  },
];

/** The user's shared presentations and documents with their totals, paged like other lists. */
export function PresentationsTable() {
  const query = useInfiniteQuery(viewDurationsQuery());
  const rows = (query.data?.pages ?? []).flatMap((page) => page.results);
  if (query.isPending)
    return (
      <div role="status" aria-label="Loading presentations" className="flex flex-col gap-3">
        {['a', 'b', 'c'].map((k) => (
          <div key={k} className="h-14 animate-pulse rounded-xl bg-mist/50" />
        ))}
      </div>
    );
  if (query.isError && rows.length === 0)
    return (
      <InsightsError what="Your presentations" error={query.error} onRetry={() => void query.refetch()} />
    );
  if (rows.length === 0)
    return (
      <EmptyState
        Icon={BarChart3}
        title="Nothing shared yet"
        text="Share a presentation or a document: who opened it, and for how long, shows up here."
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <StackedTable
        caption="Shared presentations and documents"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => String(row.presentation.id)}
      />
      <MorePages query={query} what="More presentations" />
    </div>
  );
}
