import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildTeam, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { INVITE_TEXTS } from './invite-texts.ts';

const invites = [
  { id: 31, company_id: 7, company_name: 'Harbour Realty', admin_name: 'Grace Hopper' },
  { id: 32, company_id: 9, company_name: 'Bay Homes', admin_name: 'Alan Turing' },
];
const quietNotifications = {
  body: { count: 0, next: null, previous: null, results: [], unread_notifications: 0 },
};

describe('the team invite modal', () => {
  it('shows the admin and the team, and Accept joins it: toast, Templates in the menu, next invitation', async () => {
    let open = invites;
    let companies: ReturnType<typeof buildTeam>[] = [];
    const api = mockApi({
      'GET /api/user': () => ({ body: buildUser({ company_invites: open, companies }) }),
      'GET /api/feature-flags': { body: buildFlags() },
      'GET /api/notifications': quietNotifications,
      'POST /api/company/7/invited/31/accept': () => {
        open = invites.slice(1);
        companies = [buildTeam()];
        return { body: buildUser({ role: 'premium_agent', company_invites: open, companies }) };
      },
    });
    const app = renderApp('/contacts');
    const dialog = await screen.findByRole('dialog', { name: INVITE_TEXTS.title });
    expect(dialog).toHaveTextContent('Grace Hopper invited you to join Harbour Realty on Folio.');
    expect(screen.queryByRole('link', { name: 'Templates' })).not.toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(INVITE_TEXTS.accepted('Harbour Realty'))).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/company/7/invited/31/accept')).toBe(
      true,
    );
    // One at a time: the next invitation takes its place.
    expect(await screen.findByRole('dialog', { name: INVITE_TEXTS.title })).toHaveTextContent(
      'Alan Turing invited you to join Bay Homes on Folio.',
    );
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await app.user.click(screen.getByRole('button', { name: /Resources/ }));
    expect(await screen.findByRole('menuitem', { name: 'Templates' })).toBeInTheDocument();
  });

  it('Decline removes the invitation: DELETE, toast, no modal once the user no longer lists it', async () => {
    let open = invites.slice(0, 1);
    const api = mockApi({
      'GET /api/user': () => ({ body: buildUser({ company_invites: open }) }),
      'GET /api/feature-flags': { body: buildFlags() },
      'GET /api/notifications': quietNotifications,
      'DELETE /api/company/7/invited/31/decline': () => {
        open = [];
        return { status: 204 };
      },
    });
    const app = renderApp('/contacts');
    const dialog = await screen.findByRole('dialog', { name: INVITE_TEXTS.title });
    await app.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(INVITE_TEXTS.declined('Harbour Realty'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.path === '/api/user').length).toBeGreaterThan(1);
  });

  it('shows the server’s message when the invitation can no longer be accepted, and drops it', async () => {
    let open = invites.slice(0, 1);
    mockApi({
      'GET /api/user': () => ({ body: buildUser({ company_invites: open }) }),
      'GET /api/feature-flags': { body: buildFlags() },
      'GET /api/notifications': quietNotifications,
      'POST /api/company/7/invited/31/accept': () => {
        open = [];
        return { status: 404, body: { detail: 'Not found.' } };
      },
    });
    const app = renderApp('/contacts');
    const dialog = await screen.findByRole('dialog', { name: INVITE_TEXTS.title });
    await app.user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
