import { UpgradeDialog } from '../presentations/lazy-dialogs.tsx';
import { TeamDashboardLinks } from '../team-dashboard/team-dashboard-links.tsx';
import { FreeAllowance } from './free-allowance.tsx';
import { Panel } from './insights-states.tsx';
import { PresentationsTable } from './presentations-table.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { useLiveInsights } from './use-live-insights.ts';

/** /insights: every shared presentation with its totals, and the recent activity across them. */
export function InsightsPage() {
  useLiveInsights();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 wide:flex-row wide:items-start wide:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">Analytics</h1>
          <p className="mt-2 text-muted">
            Who opened what you shared, which pages they viewed and for how long.
          </p>
        </div>
        <TeamDashboardLinks />
      </div>
      <FreeAllowance />
      <div className="grid gap-6 large:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] large:items-start">
        <Panel title="Presentations">
          <PresentationsTable />
        </Panel>
        <Panel title="Recent activity">
          <RecentActivity />
        </Panel>
      </div>
      <UpgradeDialog />
    </div>
  );
}
