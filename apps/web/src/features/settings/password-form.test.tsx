import { MESSAGES } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const PASSWORD = 'Sturdy-Harbor-42';

/** A user who signed up with Google: no password until setup/password gives one. */
function setup(path: string) {
  const state = { hasPassword: false };
  const api = mockApi({
    'GET /api/user': { body: buildUser({ email: 'gail@example.com' }) },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'GET /api/user/social-accounts': () => ({
      body: {
        results: [
          {
            provider: 'google',
            email: 'gail@example.com',
            picture_url: null,
            linked_at: '2026-11-01T10:00:00Z',
          },
        ],
        has_password: state.hasPassword,
      },
    }),
    'POST /api/setup/password': () => {
      state.hasPassword = true;
      return { body: { access: 'new-token', user: buildUser({ email: 'gail@example.com' }) } };
    },
    'POST /api/change-password': { body: { detail: MESSAGES.passwordChanged } },
  });
  return { api, app: renderApp(path) };
}

describe('the Password tab of an account made with Google or Facebook', () => {
  it('offers to set a first password instead of asking a Current Password, then is the usual tab', async () => {
    const { api, app } = setup('/settings/password');
    expect(await screen.findByText(/have no password yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await app.user.type(screen.getByLabelText('New Password'), PASSWORD);
    await app.user.type(screen.getByLabelText('Confirm New Password'), PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(MESSAGES.passwordSet)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/setup/password')).toEqual({ password1: PASSWORD, password2: PASSWORD });

    // Now the tab is the usual one.
    expect(await screen.findByLabelText('Current Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('shows the server’s refusal under its field', async () => {
    const { app } = setup('/settings/password');
    mockApi({
      'GET /api/user': { body: buildUser() },
      'GET /api/feature-flags': { body: buildFlags() },
      'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
      'GET /api/user/social-accounts': { body: { results: [], has_password: false } },
      'POST /api/setup/password': {
        status: 400,
        body: { password1: ['This password is too common.'] },
      },
    });
    await app.user.type(await screen.findByLabelText('New Password'), 'Password123');
    await app.user.type(screen.getByLabelText('Confirm New Password'), 'Password123');
    await app.user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
  });

  it('does not ask for a password to change the e-mail address: it links to setting one', async () => {
    const { api, app } = setup('/settings/edit-profile');
    const section = within(await screen.findByRole('form', { name: 'E-mail address' }));
    await section.findByText(/You have no password yet/);
    expect(section.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await app.user.click(section.getByRole('link', { name: 'Set a password' }));
    await waitFor(() => expect(app.location()).toBe('/settings/password'));
    expect(await screen.findByRole('button', { name: 'Set password' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/user/email')).toBe(false);
  });
});
