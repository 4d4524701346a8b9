import { DASHBOARD, TEAM_TEXTS } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Download } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { formatSeconds } from '../insights/format.ts';
import { InsightsSkeleton, Panel, Stat } from '../insights/insights-states.tsx';
import { ViewsChart } from '../insights/views-chart.tsx';
import { EmptyState, LoadError } from '../presentations/list-states.tsx';
import { type Dashboard, dashboardCsvUrl, dashboardQuery, type Period } from './api.ts';
import { MembersTable, PresentationsTable, RecipientsTable } from './dashboard-tables.tsx';
import { periodFromSearch, searchOf, todayUtc } from './period.ts';
import { PeriodChooser } from './period-chooser.tsx';

const parseTeamId = (value: string | undefined) =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
const isNotFound = (error: unknown) => (error as { detail?: unknown } | null)?.detail === 'Not found.';
const isDashboardOnly = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'team_dashboard_required';
const count = (n: number) => n.toLocaleString('en-US');

/** "Mar 4, 2026" for a YYYY-MM-DD day (UTC, as the server counts it). */
const formatDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const DashboardOnly = () => (
  <Refusal text={TEAM_TEXTS.dashboardOnly} to="/insights" action="Go to your analytics" />
);

function Totals({ totals }: { totals: Dashboard['totals'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 wide:grid-cols-3 large:grid-cols-6">
      <Stat label="Presentations shared" value={count(totals.presentationsShared)} />
      <Stat label="Presentations viewed" value={count(totals.presentationsViewed)} />
      <Stat label="Views" value={count(totals.views)} />
      <Stat label="Unique viewers" value={count(totals.uniqueViewers)} />
      <Stat label="Total time" value={formatSeconds(totals.totalSeconds)} />
      <Stat label="Average time" value={formatSeconds(totals.averageSeconds)} />
    </dl>
  );
}

/** "Show all" for a list the limit cut short; the next answer brings up to the maximum. */
function ShowAll({ shown, total, onShowAll }: { shown: number; total: number; onShowAll: () => void }) {
  if (shown >= total || shown >= DASHBOARD.maxLimit) return null;
  return (
    <Button variant="secondary" size="sm" className="self-start" onClick={onShowAll}>
      Show {total > DASHBOARD.maxLimit ? `the top ${DASHBOARD.maxLimit}` : `all ${count(total)}`}
    </Button>
  );
}

function Content({ dashboard, onShowAll }: { dashboard: Dashboard; onShowAll: () => void }) {
  const { presentations, recipients } = dashboard;
  return (
    <>
      <Totals totals={dashboard.totals} />
      {dashboard.totals.views === 0 && presentations.count === 0 ? (
        <EmptyState
          Icon={BarChart3}
          title="No views in this period"
          text="When your team's recipients open what they shared, their views show up here. Try a longer period."
        />
      ) : (
        <Panel title="Views per day">
          <ViewsChart points={dashboard.viewsPerDay} maxDays={dashboard.period.days} />
        </Panel>
      )}
      <Panel title={`Members (${dashboard.members.length})`}>
        <MembersTable rows={dashboard.members} />
      </Panel>
      {presentations.count > 0 && (
        <Panel title={`Presentations (${count(presentations.count)})`}>
          <PresentationsTable rows={presentations.results} />
          <ShowAll shown={presentations.results.length} total={presentations.count} onShowAll={onShowAll} />
        </Panel>
      )}
      {recipients.count > 0 && (
        <Panel title="Most engaged recipients">
          <RecipientsTable rows={recipients.results} />
          <ShowAll shown={recipients.results.length} total={recipients.count} onShowAll={onShowAll} />
        </Panel>
      )}
      <p className="text-sm text-muted">
        Days are counted in UTC, as on your analytics pages. Each member sees the insights of their own
        presentations only.
      </p>
    </>
  );
}

function TeamDashboard({ id }: { id: number }) {
  const [search, setSearch] = useSearchParams();
  const today = todayUtc();
  const choice = periodFromSearch(search, today);
  const [limit, setLimit] = useState<number>(DASHBOARD.defaultLimit);
  const query = useQuery(dashboardQuery(id, choice.period, limit));
  if (query.isError && isNotFound(query.error)) return <Navigate to="/404" replace />;
  const data = query.data;
  const period: Period = choice.period;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-4 wide:flex-row wide:items-start wide:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">{DASHBOARD.texts.title}</h1>
          <p className="text-muted">
            {data ? `${data.company.name} · ` : ''}
            {formatDate(period.from)} – {formatDate(period.to)}
          </p>
        </div>
        {data && (
          <a href={dashboardCsvUrl(id, period)} download className={buttonClass('secondary')}>
            <Download className="size-4" aria-hidden />
            Export CSV
          </a>
        )}
      </header>
      {!(query.isError && isDashboardOnly(query.error)) && (
        <PeriodChooser
          key={`${period.from}-${period.to}`}
          choice={choice}
          today={today}
          onChoose={(next) => setSearch(searchOf(next), { replace: true })}
        />
      )}
      {query.isPending ? (
        <InsightsSkeleton label="Loading the team dashboard" />
      ) : query.isError ? (
        isDashboardOnly(query.error) ? (
          <DashboardOnly />
        ) : (
          <LoadError what="The team dashboard" error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : (
        <div
          className={`flex flex-col gap-6 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={query.isPlaceholderData || undefined}
        >
          <Content dashboard={query.data} onShowAll={() => setLimit(DASHBOARD.maxLimit)} />
        </div>
      )}
    </div>
  );
}

/** /team-dashboard/{id}: the team's presentations and their insights over a period, for its admins (issue 14 §6). */
export function TeamDashboardPage() {
  const id = parseTeamId(useParams().teamId);
  return id === null ? <Navigate to="/404" replace /> : <TeamDashboard key={id} id={id} />;
}
