import { dropOff, timeBars } from './chart-data.ts';
import { DropOffChart } from './drop-off-chart.tsx';
import { Panel } from './insights-states.tsx';
import { TimeBarChart } from './time-bar-chart.tsx';
import type { PresentationInsights } from './types.ts';
import { ViewsChart } from './views-chart.tsx';

/** The charts of /insights/{id}: time per asset and page (with page thumbnails), drop-off, views over time. */
export function InsightsCharts({ insights }: { insights: PresentationInsights }) {
  const bars = timeBars(insights.assets, insights.coverSeconds, insights.closingSeconds);
  const steps = dropOff(insights.assets, insights.uniqueViewers);
  return (
    <div className="grid gap-6 large:grid-cols-2 large:items-start">
      <Panel title="Time per asset and page">
        {bars.length > 0 ? (
          <TimeBarChart bars={bars} />
        ) : (
          <p className="text-sm text-muted">This presentation has no assets.</p>
        )}
      </Panel>
      <div className="flex min-w-0 flex-col gap-6">
        <Panel title="Drop-off">
          {steps.length > 0 ? (
            <DropOffChart steps={steps} total={insights.uniqueViewers} />
          ) : (
            <p className="text-sm text-muted">This presentation has no assets.</p>
          )}
        </Panel>
        <Panel title="Views over time">
          <ViewsChart points={insights.viewsOverTime} />
        </Panel>
      </div>
    </div>
  );
}
