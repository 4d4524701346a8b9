import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../test/factories.ts';
import { mockApi, signedOut } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { isPublicPath } from './public-paths.ts';

const api = (user: ReturnType<typeof buildUser> | null) =>
  mockApi({
    'GET /api/user': user ? { body: user } : signedOut,
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
  });

describe('route guards (spec §2)', () => {
  it('sends a signed-out visitor of a private page to /login with the path and query as redirect', async () => {
    api(null);
    const app = renderApp('/contacts?tab=all&page=2');
    await waitFor(() =>
      expect(app.location()).toBe(`/login?redirect=${encodeURIComponent('/contacts?tab=all&page=2')}`),
    );
    expect(await screen.findByRole('heading', { name: 'Log in to Folio' })).toBeInTheDocument();
  });

  it('sends a user whose subscription is past due or unpaid to /payment-problem', async () => {
    api(buildUser({ subscription_status: 'past_due' }));
    const app = renderApp('/contacts');
    await waitFor(() => expect(app.location()).toBe('/payment-problem?from=%2Fcontacts'));
    expect(
      await screen.findByRole('heading', { name: 'There is a problem with your payment' }),
    ).toBeInTheDocument();
  });

  it('applies the same rule to unpaid subscriptions, and lets active ones through', async () => {
    api(buildUser({ subscription_status: 'unpaid' }));
    const unpaid = renderApp('/presentations');
    await waitFor(() => expect(unpaid.location()).toBe('/payment-problem?from=%2Fpresentations'));
    unpaid.unmount();
    api(buildUser({ subscription_status: 'active' }));
    const active = renderApp('/contacts');
    expect(await screen.findByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    expect(active.location()).toBe('/contacts');
  });

  it('sends a signed-in user away from /login and /sign-up to /presentations', async () => {
    api(buildUser());
    const login = renderApp('/login');
    await waitFor(() => expect(login.location()).toBe('/presentations'));
    login.unmount();
    const signUp = renderApp('/sign-up');
    await waitFor(() => expect(signUp.location()).toBe('/presentations'));
  });

  it('sends a signed-in user who still has to answer onboarding to /onboarding/usage', async () => {
    api(buildUser({ show_onboarding: true }));
    const app = renderApp('/login');
    await waitFor(() => expect(app.location()).toBe('/onboarding/usage'));
  });

  it('redirects / to /presentations and any unknown path to /404', async () => {
    api(buildUser());
    const home = renderApp('/');
    await waitFor(() => expect(home.location()).toBe('/presentations'));
    home.unmount();
    const unknown = renderApp('/no/such/page');
    await waitFor(() => expect(unknown.location()).toBe('/404'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('lets signed-out visitors open the public paths', async () => {
    api(null);
    const payment = renderApp('/payment');
    expect(await screen.findByRole('heading', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(payment.location()).toBe('/payment');
    payment.unmount();
    const onboarding = renderApp('/onboarding/usage');
    expect(await screen.findByRole('heading', { name: 'Welcome to Folio' })).toBeInTheDocument();
    expect(onboarding.location()).toBe('/onboarding/usage');
  });

  it('knows the public path list', () => {
    for (const path of [
      '/login',
      '/sign-up',
      '/referral',
      '/set-password',
      '/forgot-password',
      '/check-email',
      '/change-password/a/b',
      '/create-a-team',
      '/sign-up-embeddable',
      '/login-embeddable',
      '/payment',
      '/payment/3',
      '/onboarding/team',
      '/documents/preview',
      '/c/d/abc',
      `/presentations/${'a1'.repeat(20)}`,
      `/${'a1'.repeat(20)}`,
      '/c/p/404',
    ]) {
      expect(isPublicPath(path), path).toBe(true);
    }
    for (const path of [
      '/presentations',
      '/presentations/received',
      '/contacts',
      '/settings/password',
      '/insights',
      '/loginx',
    ]) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });
});
