import type { Dashboard, DashboardPresentation } from '@folio/shared';
import { type CsvCell, toCsv } from '../../platform/csv.ts';
import { exportFileName } from '../insights/insights.exports.ts';

const ownerName = (p: DashboardPresentation) => `${p.owner.first_name} ${p.owner.last_name}`.trim();

const COLUMNS: [string, (p: DashboardPresentation) => CsvCell][] = [
  ['Presentation', (p) => p.title],
  ['Type', (p) => (p.type === 'document' ? 'Document' : 'Presentation')],
  ['Owner', (p) => ownerName(p) || p.owner.email],
  ['Owner email', (p) => p.owner.email],
  ['First shared (UTC)', (p) => p.share_date],
  ['Views', (p) => p.views],
  ['Unique viewers', (p) => p.unique_viewers],
  ['Seconds', (p) => p.total_seconds],
  ['Average seconds', (p) => p.average_seconds],
  ['Last view (UTC)', (p) => p.last_view],
];

/** The period's presentations as a spreadsheet: one row per presentation with its owner, most viewed first. */
export const dashboardCsv = (dashboard: Dashboard) =>
  toCsv(
    COLUMNS.map(([header]) => header),
    dashboard.presentations.results.map((p) => COLUMNS.map(([, cell]) => cell(p))),
  );

/** The download's name: the team's, then the period. */
export const dashboardFileName = (dashboard: Dashboard) =>
  exportFileName(dashboard.company.name, `dashboard ${dashboard.period.from} to ${dashboard.period.to}`);
