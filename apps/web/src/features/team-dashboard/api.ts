import type { Dashboard as DashboardWire } from '@folio/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type Camelize } from '../../lib/api.ts';

export type Dashboard = Camelize<DashboardWire>;
export type Period = { from: string; to: string };

/** Query keys of the team dashboard; invalidation uses only these. */
export const teamDashboardKeys = {
  all: ['team-dashboard'] as const,
  team: (id: number) => [...teamDashboardKeys.all, id] as const,
  period: (id: number, period: Period, limit: number) =>
    [...teamDashboardKeys.team(id), period.from, period.to, limit] as const,
};

/** A refusal (403 for a member, 404 for another team) is an answer: not retried. */
const retry = (failures: number, error: unknown) =>
  failures < 2 && !(error as { detail?: string } | null)?.detail;

/** GET /api/company/{id}/dashboard for the period; the last answer stays on screen while another loads. */
export const dashboardQuery = (id: number, period: Period, limit: number) =>
  queryOptions({
    queryKey: teamDashboardKeys.period(id, period, limit),
    queryFn: ({ signal }) =>
      api<DashboardWire>(`/company/${id}/dashboard`, { query: { ...period, limit }, signal }),
    placeholderData: keepPreviousData,
    retry,
  });

/** The CSV download of the period (the browser fetches it with the session cookie). */
export const dashboardCsvUrl = (id: number, period: Period) =>
  `/api/company/${id}/dashboard.csv?${new URLSearchParams(period)}`;
