import type { ActivitySession, InsightsViewer } from '@folio/shared';
import { type CsvCell, toCsv } from '../../platform/csv.ts';

/** The name of a download: the presentation's title made safe for a file name, then what it holds. */
export function exportFileName(title: string, what: string) {
  const base = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 80);
  return `${base || 'Untitled'} - ${what}.csv`;
}

const VIEWER_COLUMNS: [string, (v: InsightsViewer) => CsvCell][] = [
  ['Name', (v) => v.name],
  ['Email', (v) => v.email],
  ['Phone', (v) => v.phone],
  ['Sessions', (v) => v.sessions],
  ['First view (UTC)', (v) => v.first_view],
  ['Last view (UTC)', (v) => v.last_view],
  ['Seconds', (v) => v.total_seconds],
  ['Assets reached', (v) => v.assets_reached],
  ['Completed', (v) => v.completed],
  ['Feedback', (v) => v.feedback_count],
  [
    'Forwarded to',
    (v) => v.forwarded_to.map((f) => (f.name ? `${f.name} <${f.email}>` : f.email)).join('; '),
  ],
  ['Links', (v) => v.share_links.map((l) => l.name || (l.is_public ? 'Public link' : 'Link')).join('; ')],
];

const SESSION_COLUMNS: [string, (s: ActivitySession) => CsvCell][] = [
  ['Started (UTC)', (s) => s.created_at],
  ['Last seen (UTC)', (s) => s.last_seen_at],
  ['Name', (s) => s.viewer.name],
  ['Email', (s) => s.viewer.email],
  ['Phone', (s) => s.viewer.phone],
  ['Link', (s) => s.share_link.name || (s.share_link.is_public ? 'Public link' : 'Link')],
  ['Seconds', (s) => s.total_seconds],
  ['Video seconds', (s) => s.video_seconds],
  ['Pages viewed', (s) => s.pages_viewed],
  ['Feedback', (s) => s.feedback_count],
];

const table = <T>(columns: [string, (row: T) => CsvCell][], rows: T[]) =>
  toCsv(
    columns.map(([header]) => header),
    rows.map((row) => columns.map(([, cell]) => cell(row))),
  );

/** The viewers list as a spreadsheet: one row per viewer, as the insights page shows them. */
export const viewersCsv = (viewers: InsightsViewer[]) => table(VIEWER_COLUMNS, viewers);
/** Every view session: one row each, newest first. */
export const sessionsCsv = (sessions: ActivitySession[]) => table(SESSION_COLUMNS, sessions);
