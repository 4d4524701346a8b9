import { addDays, type Dashboard, daysBetween, TEAM_TEXTS } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTeam, buildUser } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fakeServer } from '../presentations/fake-server.test-utils.ts';

const today = new Date().toISOString().slice(0, 10);
const person = (user_id: number, first_name: string, last_name: string) => ({
  user_id,
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}@harbour.example`,
});

/** GET /api/company/7/dashboard as the server sends it for the period asked. */
function buildDashboard(from: string, to: string, overrides: Partial<Dashboard> = {}): Dashboard {
  const anna = person(2, 'Anna', 'Agent');
  return {
    company: { id: 7, name: 'Harbour Realty' },
    period: { from, to, days: daysBetween(from, to) },
    totals: {
      views: 5,
      unique_viewers: 3,
      total_seconds: 80,
      average_seconds: 16,
      presentations_shared: 2,
      presentations_viewed: 2,
    },
    members: [
      {
        ...anna,
        role: 'member',
        views: 3,
        unique_viewers: 2,
        total_seconds: 55,
        average_seconds: 18,
        presentations_shared: 1,
        presentations_viewed: 1,
        last_view: `${to}T09:00:00Z`,
      },
      {
        ...person(1, 'Ada', 'Lovelace'),
        role: 'admin',
        views: 0,
        unique_viewers: 0,
        total_seconds: 0,
        average_seconds: 0,
        presentations_shared: 0,
        presentations_viewed: 0,
        last_view: null,
      },
    ],
    presentations: {
      count: 12,
      results: [
        {
          id: 40,
          title: 'Ocean View Villa',
          type: 'presentation',
          share_date: `${from}T08:00:00Z`,
          owner: anna,
          views: 3,
          unique_viewers: 2,
          total_seconds: 55,
          average_seconds: 18,
          last_view: `${to}T09:00:00Z`,
        },
      ],
    },
    recipients: {
      count: 1,
      results: [
        {
          key: 'a'.repeat(32),
          name: null,
          email: 'bob@example.com',
          phone: null,
          presentations_viewed: 2,
          views: 2,
          total_seconds: 45,
          last_seen: `${to}T09:00:00Z`,
        },
      ],
    },
    views_per_day: [
      { date: from, views: 2, unique_viewers: 2 },
      { date: to, views: 3, unique_viewers: 2 },
    ],
    ...overrides,
  };
}

const admin = buildUser({ role: 'premium_agent', companies: [buildTeam(true)] });

/** The fake server's dashboard route: answers the period asked and records each query. */
function dashboardServer(user = admin, reply?: { status: number; body: unknown }) {
  const asked: URLSearchParams[] = [];
  const { api } = fakeServer({
    user,
    extra: {
      'GET /api/company/7/dashboard': ({ url }) => {
        asked.push(url.searchParams);
        if (reply) return reply;
        const from = url.searchParams.get('from') ?? addDays(today, -29);
        const to = url.searchParams.get('to') ?? today;
        return { body: buildDashboard(from, to) };
      },
    },
  });
  return { api, asked };
}

describe('/team-dashboard/{id} (issue 14 §6)', () => {
  it('shows the last 30 days: totals, members, presentations with owners, recipients, CSV', async () => {
    const { asked } = dashboardServer();
    renderApp('/team-dashboard/7');
    expect(await screen.findByRole('heading', { name: 'Team dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(/Harbour Realty/)).toBeInTheDocument();
    expect(asked[0]?.get('from')).toBe(addDays(today, -29));
    expect(asked[0]?.get('to')).toBe(today);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    const stat = (label: string) =>
      screen.getAllByRole('term').find((term) => term.textContent === label)?.nextSibling;
    expect(stat('Unique viewers')).toHaveTextContent('3');
    expect(stat('Average time')).toHaveTextContent('16 s');

    const members = screen.getByRole('table', { name: 'Members' });
    const [, anna, ada] = within(members).getAllByRole('row');
    expect(within(anna as HTMLElement).getByText('Anna Agent')).toBeInTheDocument();
    expect(within(anna as HTMLElement).getByText('55 s')).toBeInTheDocument();
    expect(within(ada as HTMLElement).getByText('No views')).toBeInTheDocument();

    const presentations = screen.getByRole('table', { name: 'Presentations' });
    expect(within(presentations).getByText('Presentation by Anna Agent')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Presentations (12)' })).toBeInTheDocument();

    const recipients = screen.getByRole('table', { name: 'Most engaged recipients' });
    expect(within(recipients).getByText('bob@example.com')).toBeInTheDocument();
    expect(within(recipients).getByText('45 s')).toBeInTheDocument();

    expect(await screen.findByRole('img', { name: /^5 views from/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/company/7/dashboard.csv?from=${addDays(today, -29)}&to=${today}`,
    );
  });

  it('asks again for another period, a custom one checked first, and for every presentation', async () => {
    const { asked } = dashboardServer();
    const { user, location } = renderApp('/team-dashboard/7');
    await screen.findByRole('table', { name: 'Members' });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(addDays(today, -6)));
    expect(location()).toBe('/team-dashboard/7?days=7');

    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const custom = screen.getByRole('form', { name: 'Custom period' });
    const [from, to] = [within(custom).getByLabelText('From'), within(custom).getByLabelText('To')];
    await user.clear(from);
    await user.type(from, '2026-03-12');
    await user.clear(to);
    await user.type(to, '2026-03-10');
    await user.click(within(custom).getByRole('button', { name: 'Apply' }));
    expect(await within(custom).findByRole('alert')).toHaveTextContent(
      'The end of the period must not be before its start.',
    );
    await user.clear(from);
    await user.type(from, '2026-03-01');
    await user.click(within(custom).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2026-03-01'));
    expect(asked.at(-1)?.get('to')).toBe('2026-03-10');
    expect(location()).toBe('/team-dashboard/7?from=2026-03-01&to=2026-03-10');

    await user.click(await screen.findByRole('button', { name: 'Show all 12' }));
    await waitFor(() => expect(asked.at(-1)?.get('limit')).toBe('100'));
  });

  it('tells a member it is for admins, and says when a period has no views', async () => {
    dashboardServer(buildUser({ companies: [buildTeam(false)] }), {
      status: 403,
      body: { detail: TEAM_TEXTS.dashboardOnly, code: 'team_dashboard_required' },
    });
    const first = renderApp('/team-dashboard/7');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_TEXTS.dashboardOnly);
    first.unmount();

    const empty = buildDashboard(today, today, {
      totals: { ...buildDashboard(today, today).totals, views: 0, presentations_shared: 0 },
      presentations: { count: 0, results: [] },
      recipients: { count: 0, results: [] },
    });
    dashboardServer(admin, { status: 200, body: empty });
    renderApp('/team-dashboard/7');
    expect(await screen.findByText('No views in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Presentations' })).not.toBeInTheDocument();
  });

  it('is reached from the account menu and from Analytics by admins with dashboard access only', async () => {
    dashboardServer();
    const { user } = renderApp('/insights');
    const link = await screen.findByRole('link', { name: 'Team dashboard' });
    expect(link).toHaveAttribute('href', '/team-dashboard/7');
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Team dashboard' })).toHaveAttribute(
      'href',
      '/team-dashboard/7',
    );
  });

  it('shows members neither the menu item nor the Analytics link', async () => {
    dashboardServer(buildUser({ companies: [buildTeam(false)] }));
    const { user } = renderApp('/insights');
    await screen.findByRole('heading', { name: 'Analytics' });
    expect(screen.queryByRole('link', { name: 'Team dashboard' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await screen.findByRole('menuitem', { name: 'Account settings' });
    expect(screen.queryByRole('menuitem', { name: 'Team dashboard' })).not.toBeInTheDocument();
  });
});
