import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildProviders, buildUser } from '../../test/factories.ts';
import { mockApi, type Reply, signedOut } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

function setup(
  loginReply: Reply,
  options: { google?: boolean; path?: string; announcements?: unknown[] } = {},
) {
  const api = mockApi({
    'GET /api/user': signedOut,
    'GET /api/feature-flags': { body: buildFlags({ google_login: options.google ?? false }) },
    'GET /api/auth/providers': { body: buildProviders({ google: options.google ?? false }) },
    'GET /api/announcement/': {
      body: { count: 0, next: null, previous: null, results: options.announcements ?? [] },
    },
    'POST /api/auth/login': loginReply,
  });
  const app = renderApp(options.path ?? '/login');
  return { api, app };
}

async function logIn(
  app: ReturnType<typeof renderApp>,
  email = 'ada@example.com',
  password = 'correct horse',
) {
  await app.user.type(await screen.findByLabelText('Email Address'), email);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'LOG IN' }));
}

describe('/login', () => {
  it('checks the e-mail and password on blur', async () => {
    const { app } = setup({ status: 500 });
    const email = await screen.findByLabelText('Email Address');
    await app.user.type(email, 'ada@');
    await app.user.tab();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await app.user.click(screen.getByLabelText('Password'));
    await app.user.tab();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter a valid password.');
  });

  it('checks both fields on submit and sends nothing while they are wrong', async () => {
    const { api, app } = setup({ status: 500 });
    await app.user.click(await screen.findByRole('button', { name: 'LOG IN' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid password.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/auth/login')).toBe(false);
  });

  it("shows 'Invalid Email or Password' from the server's message", async () => {
    const { app } = setup({ status: 400, body: { message: 'Invalid Email or Password' } });
    await logIn(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Email or Password');
  });

  it('names the social provider the account was created with', async () => {
    const { app } = setup({ status: 400, body: { provider: 'google' } }, { google: true });
    await logIn(app);
    expect(
      await screen.findByText('You signed up with Google, please use the button below to sign in.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('shows the first non_field_errors message under the e-mail', async () => {
    const { app } = setup({
      status: 403,
      body: { non_field_errors: ['This account is disabled. Please, contact our support for help.', 'x'] },
    });
    await logIn(app);
    await waitFor(() =>
      expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
        'This account is disabled. Please, contact our support for help.',
      ),
    );
  });

  it("builds the other failures from detail, or 'Something went wrong'", async () => {
    const { app } = setup({
      status: 429,
      body: { detail: 'Too many failed login attempts. Try again in 15 minutes' },
    });
    await logIn(app);
    expect(
      await screen.findByText(
        'Too many failed login attempts. Try again in 15 minutes. Please, contact our support for help',
      ),
    ).toBeInTheDocument();
    app.unmount();
    const second = setup({ status: 500, body: {} });
    await logIn(second.app);
    expect(
      await screen.findByText('Something went wrong. Please, contact our support for help'),
    ).toBeInTheDocument();
  });

  it('goes to /set-password when the server requires a password change', async () => {
    const { app } = setup({
      status: 403,
      body: { change_password_required: true, detail: 'You must set a new password before you continue.' },
    });
    await logIn(app);
    await waitFor(() => expect(app.location()).toBe('/set-password'));
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
  });

  it('sends the lower-case e-mail and goes to the redirect target', async () => {
    const { api, app } = setup(
      { body: { access: 'token', user: buildUser() } },
      { path: '/login?redirect=%2Fcontacts%3Fpage%3D2' },
    );
    await logIn(app, 'Ada@Example.com ');
    await waitFor(() => expect(app.location()).toBe('/contacts?page=2'));
    expect(api.bodyOf('POST /api/auth/login')).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it('signs in from a shared link with its hash and the tab’s view token, then opens /presentations with the hash', async () => {
    const hash = 'b'.repeat(40);
    sessionStorage.setItem(`folio:view-token:${hash}`, 'view-token-2');
    const { api, app } = setup(
      { body: { access: 'token', user: buildUser({ show_onboarding: true }) } },
      { path: `/login?hash=${hash}` },
    );
    await logIn(app);
    await waitFor(() => expect(app.location()).toBe(`/presentations/received`));
    expect(api.bodyOf('POST /api/auth/login')).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      hash,
      user_token: 'view-token-2',
    });
    sessionStorage.clear();
  });

  it('goes to onboarding when the user has not answered it, else to /presentations', async () => {
    const { app } = setup({ body: { access: 'token', user: buildUser({ show_onboarding: true }) } });
    await logIn(app);
    await waitFor(() => expect(app.location()).toBe('/onboarding/usage'));
    app.unmount();
    const second = setup({ body: { access: 'token', user: buildUser() } });
    await logIn(second.app);
    await waitFor(() => expect(second.app.location()).toBe('/presentations'));
  });

  it('lists the active announcements with a Learn More link, and hides Google when its flag is off', async () => {
    setup(
      { status: 500 },
      {
        announcements: [
          {
            id: 3,
            is_active: true,
            title: 'Folders are here',
            content: 'Keep things tidy.',
            image: '/files/a.png',
            cta_url: 'https://example.com/folders',
          },
          { id: 4, is_active: false, title: 'Old news', content: 'Gone.', image: null, cta_url: null },
        ],
      },
    );
    const panel = await screen.findByRole('region', { name: "What's new" });
    expect(within(panel).getByRole('heading', { name: 'Folders are here' })).toBeInTheDocument();
    expect(within(panel).getByText('Keep things tidy.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      'https://example.com/folders',
    );
    expect(within(panel).queryByText('Old news')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
