import { pluralize } from '@folio/shared';
import { Link } from 'react-router';
import { formatTime } from '../../lib/time.ts';
import { formatSeconds, viewerContact, viewerLabel } from './format.ts';
import { type Column, StackedTable } from './stacked-table.tsx';
import type { InsightsViewer } from './types.ts';

const columns = (presentationId: number): Column<InsightsViewer>[] => [
  {
    key: 'viewer',
    header: 'Viewer',
    primary: true,
    cell: (viewer) => (
      <span className="flex min-w-0 flex-col gap-0.5">
        <Link
          to={`/insights/${presentationId}/${viewer.key}`}
          className="truncate rounded-sm font-semibold text-ink hover:text-theme hover:underline"
        >
          {viewerLabel(viewer)}
        </Link>
        {viewer.verified && (
          <span className="w-fit rounded-full bg-theme-lightest px-2 py-0.5 text-xs font-semibold text-theme">
            Verified
          </span>
        )}
        {viewerContact(viewer) && (
          <span className="truncate text-xs text-muted">{viewerContact(viewer)}</span>
        )}
      </span>
    ),
  },
  { key: 'sessions', header: 'Sessions', numeric: true, cell: (viewer) => viewer.sessions },
  { key: 'last', header: 'Last view', cell: (viewer) => formatTime(viewer.lastView) },
  { key: 'time', header: 'Time', numeric: true, cell: (viewer) => formatSeconds(viewer.totalSeconds) },
  {
    key: 'completed',
    header: 'Completed',
    cell: (viewer) => (viewer.completed ? 'Yes' : `No · ${pluralize(viewer.assetsReached, 'asset')} reached`),
  },
  {
    key: 'forwarded',
    header: 'Forwarded to',
    cell: (viewer) =>
      viewer.forwardedTo.length > 0 ? viewer.forwardedTo.map((f) => f.name || f.email).join(', ') : '—',
  },
  { key: 'feedback', header: 'Feedback', numeric: true, cell: (viewer) => viewer.feedbackCount },
];

/** Who viewed the presentation, most recent first; each row opens that viewer's page. */
export function ViewersTable({
  presentationId,
  viewers,
}: {
  presentationId: number;
  viewers: InsightsViewer[];
}) {
  return (
    <StackedTable
      caption="Viewers"
      columns={columns(presentationId)}
      rows={viewers}
      rowKey={(viewer) => viewer.key}
    />
  );
}
