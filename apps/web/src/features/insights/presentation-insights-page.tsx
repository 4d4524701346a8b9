import { pluralize } from '@folio/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { formatTime } from '../../lib/time.ts';
import { BackLink } from '../../ui/back-link.tsx';
import { AgreementAcceptances } from '../link-agreements/agreement-acceptances.tsx';
import { UpgradeDialog } from '../presentations/lazy-dialogs.tsx';
import { EmptyState } from '../presentations/list-states.tsx';
import { presentationInsightsQuery } from './api.ts';
import { ExportLinks } from './export-links.tsx';
import { formatSeconds } from './format.ts';
import { InsightsError, InsightsSkeleton, Panel, Stat } from './insights-states.tsx';
import { MorePages } from './more-pages.tsx';
import { RefusedAttempts } from './refused-attempts.tsx';
import { routeId } from './route-params.ts';
import type { PresentationInsights } from './types.ts';
import { useLiveInsights } from './use-live-insights.ts';
import { ViewersTable } from './viewers-table.tsx';

// The charts load after the numbers: the page shows its totals first.
const InsightsCharts = lazy(() =>
  import('./insights-charts.tsx').then((m) => ({ default: m.InsightsCharts })),
);
const EngagementSection = lazy(() =>
  import('./engagement-section.tsx').then((m) => ({ default: m.EngagementSection })),
);

export const NO_RECIPIENTS = 'This presentation has not been shared with any recipients yet';

function Totals({ insights }: { insights: PresentationInsights }) {
  return (
    <dl className="grid grid-cols-2 gap-3 wide:grid-cols-3 large:grid-cols-6">
      <Stat label="Views" value={insights.views.toLocaleString('en-US')} />
      <Stat label="Unique viewers" value={insights.uniqueViewers.toLocaleString('en-US')} />
      <Stat label="Total time" value={formatSeconds(insights.totalSeconds)} />
      <Stat label="Average time" value={formatSeconds(insights.averageSeconds)} />
      <Stat label="Completion" value={`${insights.completionPercent}%`} />
      <Stat label="Feedback" value={insights.feedbackCount.toLocaleString('en-US')} />
    </dl>
  );
}

function Body({ id }: { id: number }) {
  const query = useInfiniteQuery(presentationInsightsQuery(id));
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  if (query.isPending) return <InsightsSkeleton label="Loading insights" />;
  if (!first)
    return <InsightsError what="These insights" error={query.error} onRetry={() => void query.refetch()} />;
  const viewers = pages.flatMap((page) => page.viewers.results);
  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words wide:text-3xl">
          {first.presentation.title || 'Untitled'}
        </h1>
        <p className="text-sm text-muted">
          {first.presentation.shareDate
            ? `Shared ${formatTime(first.presentation.shareDate)}`
            : 'Not shared yet'}
          {first.lastView && ` · last viewed ${formatTime(first.lastView)}`}
        </p>
      </header>
      {viewers.length === 0 ? (
        <EmptyState Icon={Users} title="No viewers yet" text={NO_RECIPIENTS} />
      ) : (
        <>
          <Totals insights={first} />
          <p className="text-sm text-muted">
            {pluralize(first.completedViewers, 'viewer')} of {first.uniqueViewers} reached the end ·{' '}
            {pluralize(first.forwardsCount, 'forward')} · {formatSeconds(first.coverSeconds)} on the cover ·{' '}
            {formatSeconds(first.closingSeconds)} on the closing message
          </p>
          <Suspense fallback={<div className="h-64 animate-pulse rounded-2xl bg-white ring-1 ring-mist" />}>
            <InsightsCharts insights={first} />
          </Suspense>
          <Suspense fallback={<div className="h-40 animate-pulse rounded-2xl bg-white ring-1 ring-mist" />}>
            <EngagementSection presentationId={id} />
          </Suspense>
          <Panel title={`Viewers (${first.viewers.count})`} action={<ExportLinks presentationId={id} />}>
            <ViewersTable presentationId={id} viewers={viewers} />
            <MorePages query={query} what="More viewers" />
          </Panel>
          <AgreementAcceptances presentationId={id} />
        </>
      )}
      <RefusedAttempts presentationId={id} />
    </>
  );
}

/** /insights/{id}: totals, time per asset and page, views over time, and who viewed. */
export function PresentationInsightsPage() {
  useLiveInsights();
  const id = routeId(useParams().presentationId);
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/insights">All analytics</BackLink>
      {id === null ? (
        <InsightsError what="This presentation" error={{ detail: 'Not found.' }} onRetry={() => undefined} />
      ) : (
        <Body id={id} />
      )}
      <UpgradeDialog />
    </div>
  );
}
