import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFlags, buildProviders, buildUser } from '../../test/factories.ts';
import { mockApi, type Reply, signedOut } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

type Options = {
  nameRequired?: boolean;
  facebook?: boolean;
  path?: string;
  state?: unknown;
  invite?: Reply;
  register?: Reply;
};

function setup(options: Options = {}) {
  const api = mockApi({
    'GET /api/user': signedOut,
    'GET /api/feature-flags': {
      body: buildFlags({
        name_required: options.nameRequired ?? true,
        facebook_login: options.facebook ?? false,
      }),
    },
    'GET /api/auth/providers': { body: buildProviders({ facebook: options.facebook ?? false }) },
    'POST /api/user/my-invite/': options.invite ?? { status: 404, body: { detail: 'Not found.' } },
    'POST /api/register': options.register ?? {
      status: 201,
      body: { access: 't', user: buildUser({ show_onboarding: true }) },
    },
  });
  const app = renderApp(options.path ?? '/sign-up', options.state);
  return { api, app };
}

const submitButton = () => screen.getByRole('button', { name: 'SIGN UP' });

async function fill(app: ReturnType<typeof renderApp>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await app.user.type(await screen.findByLabelText(label), value);
}

describe('/sign-up', () => {
  it('asks for names only when the name-required flag is on', async () => {
    setup({ nameRequired: true });
    expect(await screen.findByRole('heading', { name: 'CREATE AN ACCOUNT' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Last Name')).toBeInTheDocument();
  });

  it('has no name fields and no Facebook button when their flags are off', async () => {
    setup({ nameRequired: false, facebook: false });
    expect(await screen.findByLabelText('Email Address')).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it('shows Continue with Facebook under an OR divider when its flag is on', async () => {
    setup({ facebook: true });
    expect(await screen.findByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
  });

  it('keeps SIGN UP disabled while the e-mail or the password is empty', async () => {
    const { app } = setup();
    await screen.findByLabelText('Email Address');
    expect(submitButton()).toBeDisabled();
    await fill(app, { 'Email Address': 'ada@example.com' });
    expect(submitButton()).toBeDisabled();
    await fill(app, { Password: 'Lighthouse-42' });
    expect(submitButton()).toBeEnabled();
  });

  it('checks every field on blur', async () => {
    const { app } = setup();
    const first = await screen.findByLabelText('First Name');
    await app.user.click(first);
    await app.user.tab();
    expect(first).toHaveAccessibleDescription('First Name is required');
    await app.user.type(screen.getByLabelText('Last Name'), 'a@b');
    await app.user.tab();
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(
      "The character '@' is not accepted in the name field",
    );
    await app.user.tab();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Email Address is required');
    await app.user.type(screen.getByLabelText('Email Address'), 'ada at example');
    await app.user.tab();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await app.user.click(screen.getByLabelText('Password'));
    await app.user.tab();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    await app.user.type(screen.getByLabelText('Password'), 'short');
    await app.user.tab();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'This password is too short. It must contain at least 8 characters.',
    );
  });

  it('checks the names on submit and sends nothing while they are missing', async () => {
    const { api, app } = setup();
    await fill(app, {
      'Email Address': 'ada@example.com',
      Password: 'Lighthouse-42',
      'Confirm Password': 'Lighthouse-42',
    });
    await app.user.click(submitButton());
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/register')).toBe(false);
  });

  it('signs up with the lower-cased e-mail and the password twice, then opens onboarding with a sign-up marker', async () => {
    const { api, app } = setup();
    await fill(app, {
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      'Email Address': 'Ada@Example.COM',
      Password: 'Lighthouse-42',
      'Confirm Password': 'Lighthouse-42',
    });
    await app.user.click(submitButton());
    await waitFor(() => expect(app.location()).toBe('/onboarding/usage?signup=1'));
    expect(api.bodyOf('POST /api/register')).toEqual({
      email: 'ada@example.com',
      password1: 'Lighthouse-42',
      password2: 'Lighthouse-42',
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
  });

  it("requires the confirm password ('{label} is required') and that it matches, sending nothing before", async () => {
    const { api, app } = setup({ nameRequired: false });
    await fill(app, { 'Email Address': 'ada@example.com', Password: 'Lighthouse-42' });
    await app.user.click(submitButton());
    expect(await screen.findByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Confirm Password is required',
    );
    await fill(app, { 'Confirm Password': 'Lighthouse-43' });
    await app.user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
        "The two password fields didn't match.",
      ),
    );
    expect(api.calls.some((c) => c.path === '/api/register')).toBe(false);
  });

  it('signs up from a shared link (the recipient header’s ?hash=) with the tab’s view token', async () => {
    sessionStorage.setItem(`folio:view-token:${'a'.repeat(40)}`, 'view-token-1');
    const { api, app } = setup({ nameRequired: false, path: `/sign-up?hash=${'a'.repeat(40)}` });
    await fill(app, {
      'Email Address': 'ada@example.com',
      Password: 'Lighthouse-42',
      'Confirm Password': 'Lighthouse-42',
    });
    await app.user.click(submitButton());
    // /presentations?hash=…&signup=1, which opens Received (and the welcome: see sign-up-welcome.test.tsx).
    await waitFor(() => expect(app.location()).toMatch(/^\/presentations\/received/));
    expect(api.bodyOf('POST /api/register')).toMatchObject({
      hash: 'a'.repeat(40),
      user_token: 'view-token-1',
      password2: 'Lighthouse-42',
    });
    sessionStorage.clear();
  });

  it('goes to /presentations with the shared hash and the marker when a hash came in state', async () => {
    const { app } = setup({ nameRequired: false, state: { hash: 'f00d' } });
    await fill(app, {
      'Email Address': 'ada@example.com',
      Password: 'Lighthouse-42',
      'Confirm Password': 'Lighthouse-42',
    });
    await app.user.click(submitButton());
    expect(await screen.findByRole('dialog', { name: 'Welcome to Folio!' })).toBeInTheDocument();
    expect(app.location()).toMatch(/^\/presentations\/received/);
  });

  it('carries a same-site ?redirect= (as /create-a-team sends) through onboarding, and drops any other', async () => {
    const { app } = setup({ nameRequired: false, path: '/sign-up?redirect=%2Fcreate-a-team' });
    await fill(app, {
      'Email Address': 'ada@example.com',
      Password: 'Lighthouse-42',
      'Confirm Password': 'Lighthouse-42',
    });
    await app.user.click(submitButton());
    await waitFor(() => expect(app.location()).toBe('/onboarding/usage?signup=1&redirect=%2Fcreate-a-team'));
    app.unmount();
    const away = setup({ nameRequired: false, path: '/sign-up?redirect=https%3A%2F%2Fevil.example' });
    await fill(away.app, {
      'Email Address': 'ada@example.com',
      Password: 'Lighthouse-42',
      'Confirm Password': 'Lighthouse-42',
    });
    await away.app.user.click(submitButton());
    await waitFor(() => expect(away.app.location()).toBe('/onboarding/usage?signup=1'));
  });

  it("shows the server's field errors under their fields and other errors above the form", async () => {
    const { app } = setup({
      nameRequired: false,
      register: {
        status: 400,
        body: {
          email: ['A user is already registered with this e-mail address.'],
          non_field_errors: ['Sign-up is closed today.'],
        },
      },
    });
    await fill(app, {
      'Email Address': 'ada@example.com',
      Password: 'Lighthouse-42',
      'Confirm Password': 'Lighthouse-42',
    });
    await app.user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
        'A user is already registered with this e-mail address.',
      ),
    );
    expect(screen.getByText('Sign-up is closed today.')).toBeInTheDocument();
  });

  it("looks up an invite, locks the invited e-mail and shows the invite's warning", async () => {
    const { api } = setup({
      path: '/sign-up?invite=inv-123',
      invite: {
        body: {
          email: 'grace@example.com',
          first_name: 'Grace',
          last_name: 'Hopper',
          message: 'This invitation has already been used. You can still create an account.',
        },
      },
    });
    expect(
      await screen.findByText('This invitation has already been used. You can still create an account.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveValue('grace@example.com');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First Name')).toHaveValue('Grace');
    expect(api.bodyOf('POST /api/user/my-invite/')).toEqual({ invite: 'inv-123' });
  });

  it("shows 'Something went wrong' with the e-mail locked when the invite lookup fails", async () => {
    setup({ path: '/sign-up?invite=nope' });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
  });

  it('links to the login page', async () => {
    setup();
    const link = await screen.findByRole('link', { name: 'Log In' });
    expect(link.closest('p')).toHaveTextContent('Already have an account? Log In');
    expect(link).toHaveAttribute('href', '/login');
  });

  it('tells desktop Windows and Mac visitors who are not on Chrome that Folio was designed for it', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0',
    );
    setup();
    expect(await screen.findByText(/Folio was designed for Google Chrome/)).toBeInTheDocument();
  });
});
