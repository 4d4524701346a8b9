import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatTime } from '../../lib/time.ts';
import { UpgradeDialog } from '../presentations/lazy-dialogs.tsx';
import { AddEmailForm } from './add-email-form.tsx';
import { viewerInsightsQuery } from './api.ts';
import { FeedbackList, ForwardList } from './feedback-list.tsx';
import { formatSeconds, viewerContact, viewerLabel } from './format.ts';
import { InsightsError, InsightsSkeleton, Panel, Stat } from './insights-states.tsx';
import { routeId, routeViewerKey } from './route-params.ts';
import { SessionCard } from './session-card.tsx';
import { useLiveInsights } from './use-live-insights.ts';

function Body({ id, viewerKey }: { id: number; viewerKey: string }) {
  const query = useQuery(viewerInsightsQuery(id, viewerKey));
  if (query.isPending) return <InsightsSkeleton label="Loading viewer" />;
  if (query.isError)
    return <InsightsError what="This viewer" error={query.error} onRetry={() => void query.refetch()} />;
  const { presentation, viewer, sessions, feedback, forwards } = query.data;
  return (
    <>
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted">
          <Link to={`/insights/${id}`} className="rounded-sm text-theme hover:underline">
            {presentation.title || 'Untitled'}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold tracking-tight break-words wide:text-3xl">
          {viewerLabel(viewer)}
        </h1>
        {viewerContact(viewer) && <p className="text-sm text-muted break-words">{viewerContact(viewer)}</p>}
      </header>
      <dl className="grid grid-cols-2 gap-3 large:grid-cols-4">
        <Stat label="Sessions" value={String(viewer.sessions)} />
        <Stat label="Time" value={formatSeconds(viewer.totalSeconds)} />
        <Stat label="Last view" value={formatTime(viewer.lastView)} />
        <Stat label="Completed" value={viewer.completed ? 'Yes' : 'No'} />
      </dl>
      {!viewer.email && (
        <Panel title="Who is this?">
          <AddEmailForm presentationId={id} viewerKey={viewer.key} />
        </Panel>
      )}
      <div className="grid gap-6 large:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] large:items-start">
        <Panel title={`Sessions (${sessions.length})`}>
          <ol className="flex flex-col gap-3">
            {sessions.map((session) => (
              <SessionCard key={session.id} session={session} />
            ))}
          </ol>
        </Panel>
        <div className="flex flex-col gap-6">
          <Panel title="Feedback">
            <FeedbackList feedback={feedback} />
          </Panel>
          <Panel title="Forwarded to">
            <ForwardList forwards={forwards} />
          </Panel>
        </div>
      </div>
      <p className="text-xs text-muted">First view {formatTime(viewer.firstView)}</p>
    </>
  );
}

/** /insights/{id}/{viewerKey}: one viewer's sessions with pages in order, feedback and forwards. */
export function ViewerInsightsPage() {
  useLiveInsights();
  const params = useParams();
  const id = routeId(params.presentationId);
  const viewerKey = routeViewerKey(params.viewerHash);
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={id === null ? '/insights' : `/insights/${id}`}
        className="inline-flex items-center gap-2 self-start rounded-sm text-sm text-theme hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All viewers
      </Link>
      {id === null || viewerKey === null ? (
        <InsightsError what="This viewer" error={{ detail: 'Not found.' }} onRetry={() => undefined} />
      ) : (
        <Body key={viewerKey} id={id} viewerKey={viewerKey} />
      )}
      <UpgradeDialog />
    </div>
  );
}
