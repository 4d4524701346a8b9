import type { Dashboard, DashboardPeriod } from '@folio/shared';
import { average } from '../insights/insights.answers.ts';
import { iso, isoOrNull, secs } from '../insights/insights.sql.ts';
import type { DashboardRow } from './team-dashboard.repository.ts';

const role = (value: string) => (value === 'admin' ? 'admin' : 'member');

/** Seconds as the insights pages give them: rounded, and the average per view. */
const timing = (total: number, views: number) => ({
  total_seconds: secs(total),
  average_seconds: average(total, views),
});

/** The dashboard row as the API answers it (snake_case, ISO times, whole seconds). */
export function presentDashboard(companyId: number, period: DashboardPeriod, row: DashboardRow): Dashboard {
  return {
    company: { id: companyId, name: row.company_name },
    period,
    totals: {
      views: row.views,
      unique_viewers: row.unique_viewers,
      ...timing(row.total_seconds, row.views),
      presentations_shared: row.presentations_shared,
      presentations_viewed: row.presentations_viewed,
    },
    members: row.members.map((m) => ({
      user_id: m.user_id,
      first_name: m.first_name,
      last_name: m.last_name,
      email: m.email,
      role: role(m.role),
      views: m.views,
      unique_viewers: m.unique_viewers,
      ...timing(m.total_seconds, m.views),
      presentations_shared: m.presentations_shared,
      presentations_viewed: m.presentations_viewed,
      last_view: isoOrNull(m.last_view),
    })),
    presentations: {
      count: row.presentations_count,
      results: row.presentations.map((p) => ({
        id: p.id,
        title: p.title,
        type: p.type,
        share_date: isoOrNull(p.share_date),
        owner: p.owner,
        views: p.views,
        unique_viewers: p.unique_viewers,
        ...timing(p.total_seconds, p.views),
        last_view: isoOrNull(p.last_view),
      })),
    },
    recipients: {
      count: row.recipients_count,
      results: row.recipients.map((r) => ({
        key: r.key,
        name: r.name,
        email: r.email,
        phone: r.phone,
        presentations_viewed: r.presentations_viewed,
        views: r.views,
        total_seconds: secs(r.total_seconds),
        last_seen: iso(r.last_seen),
      })),
    },
    views_per_day: row.views_per_day,
  };
}
