import { AUTH_URL_COOKIE } from '@folio/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../../lib/cookies.ts';
import { removeFacebookSdk, stubFacebookSdk } from '../../test/facebook-sdk.ts';
import { buildFlags, buildProviders, buildUser } from '../../test/factories.ts';
import { mockApi, signedOut } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useOnboardingStore } from '../onboarding/store.ts';
import { destinationAfterSignIn, readAuthUrl, rememberAuthUrl, takeAuthUrl } from './auth-url.ts';

afterEach(() => takeAuthUrl());

function signedOutApp(path: string, user = buildUser()) {
  const api = mockApi({
    'GET /api/user': signedOut,
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/auth/providers': { body: buildProviders() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'POST /api/auth/login': { body: { access: 'token', user } },
    'POST /api/onboarding': { body: buildUser({ show_onboarding: false }) },
  });
  return { api, app: renderApp(path) };
}

async function logIn(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
  await app.user.type(screen.getByLabelText('Password'), 'correct horse');
  await app.user.click(screen.getByRole('button', { name: 'LOG IN' }));
}

describe('authUrl: where a signed-out visitor was going (spec §3, §9)', () => {
  it('is a cookie of 86400 s holding a same-origin path; anything else is not kept', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    rememberAuthUrl('/contacts?tab=all');
    expect(written).toHaveBeenLastCalledWith(
      expect.stringMatching(/^authUrl=%2Fcontacts%3Ftab%3Dall; max-age=86400; path=\/; samesite=lax$/),
    );
    expect(AUTH_URL_COOKIE.maxAgeSeconds).toBe(86_400);
    expect(readAuthUrl()).toBe('/contacts?tab=all');
    written.mockRestore();
    for (const open of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      takeAuthUrl();
      rememberAuthUrl(open);
      expect(readAuthUrl()).toBeNull();
    }
  });

  it('is ignored when the cookie was set to another site by hand', () => {
    writeCookie('authUrl', '//evil.example', 60);
    expect(readAuthUrl()).toBeNull();
    expect(destinationAfterSignIn({ state: null, search: '', showOnboarding: false })).toBe('/presentations');
  });

  it('is remembered when a private page sends the visitor to /login', async () => {
    signedOutApp('/contacts?tab=all&page=2');
    expect(await screen.findByRole('heading', { name: 'Log in to Folio' })).toBeInTheDocument();
    expect(readAuthUrl()).toBe('/contacts?tab=all&page=2');
  });

  it('takes a later sign-in there (another tab, no redirect parameter), then is forgotten', async () => {
    rememberAuthUrl('/contacts?tab=all');
    const { app } = signedOutApp('/login');
    await logIn(app);
    await waitFor(() => expect(app.location()).toBe('/contacts?tab=all'));
    expect(readAuthUrl()).toBeNull();
  });

  it('waits through onboarding for a new account, whose end goes there', async () => {
    rememberAuthUrl('/contacts?tab=all');
    expect(destinationAfterSignIn({ state: null, search: '', showOnboarding: true })).toBe(
      '/onboarding/usage',
    );
    expect(readAuthUrl()).toBe('/contacts?tab=all');
    // A more specific target wins, and the remembered one is done with.
    expect(
      destinationAfterSignIn({ state: null, search: '?redirect=%2Finsights', showOnboarding: false }),
    ).toBe('/insights');
    expect(readAuthUrl()).toBeNull();

    rememberAuthUrl('/contacts?tab=all');
    useOnboardingStore.getState().update({
      usage: ['Work'],
      industry: 'sales',
      inBrokerage: false,
      hearAbout: 'An ad',
      worksInTeam: false,
      needsDiscount: false,
    });
    const api = mockApi({
      'GET /api/user': { body: buildUser({ show_onboarding: true }) },
      'GET /api/feature-flags': { body: buildFlags() },
      'POST /api/onboarding': { body: buildUser({ show_onboarding: false }) },
    });
    const app = renderApp('/onboarding/team?signup=1');
    await app.user.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(app.location()).toBe('/contacts?tab=all'));
    expect(api.calls.some((c) => c.path === '/api/onboarding')).toBe(true);
    expect(readAuthUrl()).toBeNull();
  });

  it('survives a social sign-up: a new account answers onboarding first, even with a redirect target', async () => {
    stubFacebookSdk({});
    mockApi({
      'GET /api/user': signedOut,
      'GET /api/feature-flags': { body: buildFlags({ facebook_login: true }) },
      'GET /api/auth/providers': { body: buildProviders({ facebook: true }) },
      'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
      'POST /api/auth/facebook': {
        status: 201,
        body: { access: 't', user: buildUser({ show_onboarding: true }) },
      },
    });
    const app = renderApp('/login?redirect=%2Fcontacts%3Ftab%3Dall');
    await app.user.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(app.location()).toBe('/onboarding/password?signup=1'));
    expect(readAuthUrl()).toBe('/contacts?tab=all');
    removeFacebookSdk();
  });
});
