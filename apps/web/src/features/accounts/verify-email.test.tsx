import { EMAIL_VERIFICATION_TEXTS as TEXTS } from '@folio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi, type Reply, signedOut } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { emptyPage } from '../presentations/factories.test-utils.ts';

const unverified = buildUser({ email: 'new@example.com', email_verified: false });

function setup(path: string, routes: Parameters<typeof mockApi>[0] = {}, user: Reply = { body: unverified }) {
  const api = mockApi({
    'GET /api/user': user,
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'GET /api/presentations': { body: emptyPage },
    'POST /api/presentations/stats': { body: { results: [] } },
    ...routes,
  });
  return { api, app: renderApp(path) };
}

const banner = () => screen.findByRole('region', { name: 'Verify your e-mail address' });

describe('the verify-e-mail banner', () => {
  it('tells an unverified user where the link and code went, and resends with a toast', async () => {
    const { api, app } = setup('/presentations', {
      'POST /api/user/verify-email/resend': { body: { detail: `${TEXTS.sent} new@example.com.` } },
    });
    const region = await banner();
    expect(region).toHaveTextContent(`${TEXTS.banner} new@example.com.`);
    expect(within(region).getByRole('link', { name: 'Enter code' })).toHaveAttribute('href', '/verify-email');
    await app.user.click(within(region).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(`${TEXTS.sent} new@example.com.`)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/user/verify-email/resend')).toHaveLength(1);
  });

  it('shows the reason in a toast when the resend is refused (rate limit)', async () => {
    const { app } = setup('/presentations', {
      'POST /api/user/verify-email/resend': { status: 429, body: { detail: 'Too many requests.' } },
    });
    await app.user.click(within(await banner()).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
  });

  it('is not there for a verified user', async () => {
    setup('/presentations', {}, { body: buildUser() });
    expect(await screen.findByRole('heading', { name: 'No presentations yet' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).toBeNull();
  });
});

describe('/verify-email', () => {
  it('checks the format, shows the server message for a wrong code, and verifies a right one', async () => {
    let attempts = 0;
    const { api, app } = setup('/verify-email', {
      'POST /api/user/verify-email': () =>
        ++attempts === 1
          ? { status: 400, body: { code: [TEXTS.codeWrong] } }
          : { body: { ...unverified, email_verified: true } },
    });
    const input = await screen.findByLabelText('Verification code');
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    await app.user.type(input, '12a3');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(input).toHaveAccessibleDescription(TEXTS.codeFormat);
    expect(api.calls.some((c) => c.path === '/api/user/verify-email')).toBe(false);

    await app.user.type(input, '456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TEXTS.codeWrong)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/user/verify-email')).toEqual({ code: '123456' });

    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TEXTS.verified)).toBeInTheDocument();
    expect(app.location()).toBe('/presentations');
    expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).toBeNull();
  });

  it('asks a signed-out visitor to log in first', async () => {
    setup('/verify-email', {}, signedOut);
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?redirect=/verify-email',
    );
  });
});

describe('/verify-email/:token', () => {
  it('verifies with the link once, signed out', async () => {
    const { api } = setup(
      '/verify-email/tok-123',
      { 'POST /api/verify-email': { body: { detail: TEXTS.verified } } },
      signedOut,
    );
    expect(await screen.findByText(TEXTS.verified)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/verify-email')).toHaveLength(1);
    expect(api.bodyOf('POST /api/verify-email')).toEqual({ token: 'tok-123' });
  });

  it('says when the link is spent, and offers the code page', async () => {
    setup(
      '/verify-email/old',
      { 'POST /api/verify-email': { status: 400, body: { non_field_errors: [TEXTS.expired] } } },
      signedOut,
    );
    expect(await screen.findByText(TEXTS.expired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter the code or send a new one' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
  });
});
