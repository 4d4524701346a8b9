import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fakeSocket } from '../editor/uploads/socket.test-utils.ts';
import { timeAgo } from './dates.ts';
import { ADA, buildTeamDetails, GRACE, openManageTeam } from './manage-team.test-utils.ts';

const rowsOf = (name: string) => within(screen.getByRole('region', { name })).getAllByRole('row').slice(1);

describe('the Manage Team page', () => {
  it('shows the team, its seats, members and pending invites', async () => {
    openManageTeam();
    expect(await screen.findByLabelText('Team name')).toHaveValue('Harbour Realty');
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Team' })).toBeInTheDocument();
    const seats = screen.getByRole('region', { name: 'Seats' });
    expect(within(seats).getByText('3 of 5 seats used')).toBeInTheDocument();

    await screen.findByText('grace@example.com');
    const [ada, grace] = rowsOf('Members');
    expect(ada).toHaveTextContent('Ada Lovelace (you)');
    expect(ada).toHaveTextContent('Pays for the team');
    expect(ada).toHaveTextContent('5 minutes ago');
    expect(ada).toHaveTextContent('Nov 2, 2026');
    expect(within(ada!).getByRole('combobox', { name: 'Role of Ada Lovelace' })).toHaveValue('admin');
    // The member who pays stays an admin and cannot be removed.
    expect(within(ada!).getByRole('combobox')).toBeDisabled();
    expect(within(ada!).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(grace).toHaveTextContent('Never');
    expect(grace).toHaveTextContent('Active');
    expect(within(grace!).getByRole('combobox', { name: 'Role of Grace Hopper' })).toHaveValue('member');

    await screen.findByText('sam@example.com');
    const [open, expired] = rowsOf('Pending invites');
    expect(open).toHaveTextContent('Sam Oak');
    expect(open).toHaveTextContent('Nov 24, 2026');
    expect(open).not.toHaveTextContent('Expired');
    expect(expired).toHaveTextContent('lee@example.com');
    expect(expired).toHaveTextContent('Expired');
    expect(
      within(expired!).getByRole('button', { name: 'Resend the invite to lee@example.com' }),
    ).toBeEnabled();
  });

  it('says when no invite is pending', async () => {
    openManageTeam({ 'GET /api/company/7/invites': { body: { results: [] } } });
    expect(await screen.findByText('No pending invites.')).toBeInTheDocument();
  });

  it('tells a member who is not an admin that only an admin can do this', async () => {
    const member = buildTeamDetails({
      me: { role: 'member', is_admin: false, has_dashboard_access: false, is_billing_admin: false },
    });
    const app = openManageTeam({}, { team: member });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an admin of this team can do this.');
    expect(screen.queryByLabelText('Team name')).not.toBeInTheDocument();
    expect(app.api.calls.some((call) => call.path.endsWith('/members'))).toBe(false);
  });

  it('shows the same when the server answers 403', async () => {
    openManageTeam({
      'GET /api/company/7': {
        status: 403,
        body: { detail: 'Only an admin of this team can do this.', code: 'team_admin_required' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an admin of this team can do this.');
  });

  it('sends another team’s id, or one that is not an id, to the 404 page', async () => {
    const app = openManageTeam({}, { path: '/manage-team/8' });
    await waitFor(() => expect(app.location()).toBe('/404'));
    const bad = openManageTeam({}, { path: '/manage-team/abc' });
    await waitFor(() => expect(bad.location()).toBe('/404'));
  });

  it('offers to try again when the team cannot be loaded', async () => {
    let fail = true;
    openManageTeam({
      'GET /api/company/7': () =>
        fail ? { status: 503, body: { detail: 'Service unavailable.' } } : { body: buildTeamDetails() },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable.');
    fail = false;
    await screen.findByRole('button', { name: 'Try again' }).then((b) => b.click());
    expect(await screen.findByLabelText('Team name')).toHaveValue('Harbour Realty');
  });

  it('opens the first team whose billing the user manages at /manage-team', async () => {
    mockApi({
      'GET /api/user': {
        body: buildUser({
          companies: [
            {
              id: 3,
              name: 'Old Office',
              is_admin: false,
              has_dashboard_access: false,
              is_company_pays: true,
              is_billing_admin: false,
            },
            {
              id: 7,
              name: 'Harbour Realty',
              is_admin: true,
              has_dashboard_access: true,
              is_company_pays: true,
              is_billing_admin: true,
            },
          ],
        }),
      },
      'GET /api/feature-flags': { body: buildFlags() },
      'GET /api/company/7': { body: buildTeamDetails() },
    });
    const app = renderApp('/manage-team');
    await waitFor(() => expect(app.location()).toBe('/manage-team/7'));
  });

  it('sends someone who manages no team from /manage-team to the 404 page', async () => {
    mockApi({
      'GET /api/user': { body: buildUser() },
      'GET /api/feature-flags': { body: buildFlags() },
    });
    const app = renderApp('/manage-team');
    await waitFor(() => expect(app.location()).toBe('/404'));
  });

  it('reads the members again when a newcomer joins', async () => {
    const socket = fakeSocket();
    let members = [ADA];
    openManageTeam({
      'GET /api/company/7/members': () => ({ body: { results: members, seats: 5, seats_used: 3 } }),
    });
    await screen.findByText('ada@example.com');
    members = [ADA, GRACE];
    await socket.send({
      type: 'notification',
      notification: {
        id: 9,
        category: 'new_user_team',
        message: 'Grace Hopper joined Harbour Realty',
        read: false,
        created_at: new Date().toISOString(),
        presentation_id: null,
        body: {},
      },
      unread_notifications: 1,
    });
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo('2026-11-26T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-26T11:00:00Z', now)).toBe('1 hour ago');
    expect(timeAgo('2026-11-25T10:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-08-20T12:00:00Z', now)).toBe('3 months ago');
  });
});
