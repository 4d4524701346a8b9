import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi, type Reply, signedOut } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const base = { 'GET /api/user': signedOut, 'GET /api/feature-flags': { body: buildFlags() } };

describe('/forgot-password', () => {
  it('checks the e-mail on blur and on submit', async () => {
    const api = mockApi(base);
    const app = renderApp('/forgot-password');
    const email = await screen.findByLabelText('Email Address');
    await app.user.type(email, 'nope');
    await app.user.tab();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await app.user.clear(email);
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.calls.some((c) => c.path === '/api/password/reset')).toBe(false);
  });

  it('sends the reset e-mail and shows /check-email', async () => {
    const api = mockApi({
      ...base,
      'POST /api/password/reset': { body: { detail: 'Password reset e-mail has been sent.' } },
    });
    const app = renderApp('/forgot-password');
    await app.user.type(await screen.findByLabelText('Email Address'), 'Ada@Example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(app.location()).toBe('/check-email');
    expect(api.bodyOf('POST /api/password/reset')).toEqual({ email: 'ada@example.com' });
  });
});

describe('/change-password/:uid/:token', () => {
  const live = { body: { detail: 'The reset link is valid.' } };
  const open = (reply: Reply, validate: Reply = live) => {
    const api = mockApi({
      ...base,
      'POST /api/password/reset/validate': validate,
      'POST /api/password/reset/confirm': reply,
    });
    return { api, app: renderApp('/change-password/MQ/set-abc123') };
  };

  it('refuses a used or expired link on load, before a password is typed, and offers a new one', async () => {
    const { api } = open(
      { body: {} },
      { status: 400, body: { token: ['The reset link is invalid or has expired.'] } },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(api.bodyOf('POST /api/password/reset/validate')).toEqual({ uid: 'MQ', token: 'set-abc123' });
  });

  it('checks both passwords on blur', async () => {
    const { app } = open({ body: {} });
    const password = await screen.findByLabelText('New Password');
    await app.user.click(password);
    await app.user.tab();
    expect(password).toHaveAccessibleDescription('New Password is required');
    await app.user.type(password, '12345678');
    await app.user.tab();
    expect(password).toHaveAccessibleDescription('This password is entirely numeric.');
    await app.user.click(screen.getByLabelText('Confirm New Password'));
    await app.user.tab();
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Confirm New Password is required',
    );
  });

  it("says when the two passwords don't match, on submit", async () => {
    const { api, app } = open({ body: {} });
    await app.user.type(await screen.findByLabelText('New Password'), 'Lighthouse-42');
    await app.user.type(screen.getByLabelText('Confirm New Password'), 'Lighthouse-43');
    await app.user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText("The two password fields didn't match.")).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/password/reset/confirm')).toBe(false);
  });

  it('saves the new password and goes to /login with a confirmation', async () => {
    const { api, app } = open({ body: { detail: 'New password has been saved.' } });
    await app.user.type(await screen.findByLabelText('New Password'), 'Lighthouse-42');
    await app.user.type(screen.getByLabelText('Confirm New Password'), 'Lighthouse-42');
    await app.user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(await screen.findByText('New password has been saved.')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/password/reset/confirm')).toEqual({
      uid: 'MQ',
      token: 'set-abc123',
      new_password1: 'Lighthouse-42',
      new_password2: 'Lighthouse-42',
    });
  });

  it('explains an expired or used link and offers a new one', async () => {
    const { app } = open({ status: 400, body: { token: ['The reset link is invalid or has expired.'] } });
    await app.user.type(await screen.findByLabelText('New Password'), 'Lighthouse-42');
    await app.user.type(screen.getByLabelText('Confirm New Password'), 'Lighthouse-42');
    await app.user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/The reset link is invalid or has expired\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("shows the server's password rules under the field", async () => {
    const { app } = open({
      status: 400,
      body: { new_password1: ['The password is too similar to the email address.'] },
    });
    await app.user.type(await screen.findByLabelText('New Password'), 'Lighthouse-42');
    await app.user.type(screen.getByLabelText('Confirm New Password'), 'Lighthouse-42');
    await app.user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
        'The password is too similar to the email address.',
      ),
    );
  });
});

describe('/set-password', () => {
  it('checks both fields on submit, sets the password and continues like a login', async () => {
    const api = mockApi({
      ...base,
      'POST /api/setup/password': { body: { access: 't', user: buildUser({ show_onboarding: true }) } },
    });
    const app = renderApp('/set-password');
    expect(await screen.findByText('You must set a new password before you continue.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Set password' }));
    // The form's checks run asynchronously after the submit.
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required'),
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Confirm Password is required',
    );
    await app.user.type(screen.getByLabelText('Password'), 'Lighthouse-42');
    await app.user.type(screen.getByLabelText('Confirm Password'), 'Lighthouse-42');
    await app.user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(app.location()).toBe('/onboarding/usage'));
    expect(api.bodyOf('POST /api/setup/password')).toEqual({
      password1: 'Lighthouse-42',
      password2: 'Lighthouse-42',
    });
  });

  it('asks to log in again when there is no session to finish', async () => {
    mockApi({ ...base, 'POST /api/setup/password': signedOut });
    const app = renderApp('/set-password');
    await app.user.type(await screen.findByLabelText('Password'), 'Lighthouse-42');
    await app.user.type(screen.getByLabelText('Confirm Password'), 'Lighthouse-42');
    await app.user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/Your session has expired\. Please log in again\./)).toBeInTheDocument();
  });
});
