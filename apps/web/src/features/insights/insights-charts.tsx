import { timeBars } from './chart-data.ts';
import { Panel } from './insights-states.tsx';
import { TimeBarChart } from './time-bar-chart.tsx';
import type { PresentationInsights } from './types.ts';
import { ViewsChart } from './views-chart.tsx';

/** The two charts of /insights/{id}: time per asset and page, and views over time. */
export function InsightsCharts({ insights }: { insights: PresentationInsights }) {
  const bars = timeBars(insights.assets, insights.coverSeconds);
  return (
    <div className="grid gap-6 large:grid-cols-2 large:items-start">
      <Panel title="Time per asset and page">
        {bars.length > 0 ? (
          <TimeBarChart bars={bars} />
        ) : (
          <p className="text-sm text-muted">This presentation has no assets.</p>
        )}
      </Panel>
      <Panel title="Views over time">
        <ViewsChart points={insights.viewsOverTime} />
      </Panel>
    </div>
  );
}
