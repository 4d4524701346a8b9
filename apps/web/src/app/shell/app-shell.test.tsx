import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyPage } from '../../features/presentations/factories.test-utils.ts';
import { buildFlags, buildTeam, buildUser } from '../../test/factories.ts';
import { mockApi, type Reply } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

function setup(user = buildUser(), extra: Record<string, Reply> = {}, path = '/presentations') {
  const api = mockApi({
    'GET /api/user': { body: user },
    'GET /api/feature-flags': { body: buildFlags() },
    'POST /api/auth/logout': { status: 204 },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'GET /api/presentations': { body: emptyPage },
    'POST /api/presentations/stats': { body: { results: [] } },
    ...extra,
  });
  return { api, app: renderApp(path) };
}

describe('app shell', () => {
  it('shows the header with Upgrade for a free user and the empty presentations page', async () => {
    setup();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/insights');
    expect(within(nav).getByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/contacts');
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/payment');
    expect(await screen.findByRole('heading', { name: 'No presentations yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create presentation' })).toBeEnabled();
  });

  it('opens the Presentations menu with the items this user may see', async () => {
    const { app } = setup(
      buildUser({ role: 'premium_agent', companies: [buildTeam()], has_new_received_presentation: true }),
    );
    await app.user.click(await screen.findByRole('button', { name: /Presentations/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['My Presentations', 'Received(new)', 'Favorites', 'Templates', 'Folders', 'Archived']);
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('signs out from the account menu and goes to /login', async () => {
    const { api, app } = setup();
    await app.user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual(
      expect.arrayContaining(['Upgrade now', 'Account settings', 'Create a team', 'Sign out']),
    );
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toBe(true);
  });

  it('offers the same items in the mobile menu, Folders and Archived included; no help item without an address', async () => {
    const { app } = setup();
    await app.user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'Folders' })).toHaveAttribute(
      'href',
      '/presentations/folders',
    );
    expect(within(sheet).getByRole('link', { name: 'Archived' })).toHaveAttribute(
      'href',
      '/presentations/archived',
    );
    expect(within(sheet).queryByText(/Quick-start|Not available yet/)).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('heading', { name: 'Help' })).not.toBeInTheDocument();
    for (const name of [
      'My Presentations',
      'Received',
      'Analytics',
      'Contacts',
      'Assets',
      'Upgrade',
      'Account settings',
      'Create a team',
    ]) {
      expect(within(sheet).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(sheet).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // Templates are for users in a team.
    expect(within(sheet).queryByRole('link', { name: 'Templates' })).not.toBeInTheDocument();
  });

  it('clears the "new" dot of Received when the user opens it', async () => {
    const { api } = setup(
      buildUser({ has_new_received_presentation: true }),
      { 'PATCH /api/user': { body: buildUser() } },
      '/presentations/received',
    );
    expect(await screen.findByRole('heading', { name: 'Nothing received yet' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.bodyOf('PATCH /api/user')).toEqual({ has_new_received_presentation: false }),
    );
  });

  it('shows the session-expired toast and logs out when a call answers token_not_valid', async () => {
    const { app } = setup(
      buildUser(),
      {
        'POST /api/change-password': {
          status: 401,
          body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
        },
      },
      '/settings/password',
    );
    await app.user.type(await screen.findByLabelText('Current Password'), 'old-secret-1');
    await app.user.type(screen.getByLabelText('New Password'), 'Lighthouse-42');
    await app.user.type(screen.getByLabelText('Confirm New Password'), 'Lighthouse-42');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(screen.queryByText('Given token not valid for any token type')).not.toBeInTheDocument();
  });

  it('applies the team colour as the theme', async () => {
    setup(buildUser({ primary_color: '#1e90ff' }));
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--theme')).toBe('#1e90ff'));
  });
});
