import { SOCIAL_TEXTS } from '@folio/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { buildFlags, buildProviders, buildUser } from '../../test/factories.ts';
import { mockApi, type Reply, signedOut } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

type Popup = { token?: string };
type TestWindow = Window & { google?: unknown; FB?: unknown };

/** The providers' scripts as the page finds them once loaded: each pop-up answers a token, or is closed. */
function stubProviders({ token }: Popup) {
  const w = window as TestWindow;
  w.google = {
    accounts: {
      oauth2: {
        initTokenClient: (config: {
          callback: (a: object) => void;
          error_callback: (e: object) => void;
        }) => ({
          requestAccessToken: () =>
            token
              ? config.callback({ access_token: token })
              : config.error_callback({ type: 'popup_closed' }),
        }),
      },
    },
  };
  w.FB = {
    init: vi.fn(),
    login: (callback: (a: object) => void) =>
      callback(token ? { status: 'connected', authResponse: { accessToken: token } } : { status: 'unknown' }),
  };
}

function setup(path: string, reply: Reply, popup: Popup = { token: 'provider-token' }) {
  stubProviders(popup);
  const api = mockApi({
    'GET /api/user': signedOut,
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/auth/providers': { body: buildProviders({ google: true, facebook: true }) },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'POST /api/auth/google': reply,
    'POST /api/auth/facebook': reply,
  });
  return { api, app: renderApp(path) };
}

afterEach(() => {
  (window as TestWindow).google = undefined;
  (window as TestWindow).FB = undefined;
});

describe('social sign-in buttons', () => {
  it('are not shown when no provider is configured', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'GET /api/feature-flags': { body: buildFlags() },
      'GET /api/auth/providers': { body: buildProviders() },
      'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('send the Google token and take a new account to /onboarding/password', async () => {
    const { api, app } = setup('/login', {
      status: 201,
      body: { access: 't', user: buildUser({ show_onboarding: true }) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(app.location()).toBe('/onboarding/password?signup=1'));
    expect(api.bodyOf('POST /api/auth/google')).toEqual({ access_token: 'provider-token' });
  });

  it('send the sign-up page invite with the Facebook token and take a known user to /presentations', async () => {
    const { api, app } = setup('/sign-up?invite=inv-1', { body: { access: 't', user: buildUser() } });
    await app.user.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(app.location()).toBe('/presentations'));
    expect(api.bodyOf('POST /api/auth/facebook')).toEqual({
      access_token: 'provider-token',
      invite: 'inv-1',
    });
  });

  it('send the shared presentation’s hash and the tab’s view token, so it lands in Received', async () => {
    const hash = 'b'.repeat(40);
    sessionStorage.setItem(`folio:view-token:${hash}`, 'view-token-3');
    try {
      const { api, app } = setup(`/sign-up?hash=${hash}`, { body: { access: 't', user: buildUser() } });
      await app.user.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
      await waitFor(() => expect(app.location()).toBe('/presentations/received'));
      expect(api.bodyOf('POST /api/auth/facebook')).toEqual({
        access_token: 'provider-token',
        hash,
        user_token: 'view-token-3',
      });
    } finally {
      sessionStorage.clear();
    }
  });

  it("toast the server's first message for 5000 ms, else the provider's fallback; nothing when the pop-up is closed", async () => {
    const toast = vi.spyOn(notify, 'error');
    const first = setup('/login', {
      status: 400,
      body: { detail: SOCIAL_TEXTS.invalidToken('google'), code: 'x' },
    });
    await first.app.user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(SOCIAL_TEXTS.invalidToken('google'), { duration: 5000 }),
    );
    await first.app.user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    first.app.unmount();

    toast.mockClear();
    const second = setup('/login', { status: 500 });
    await second.app.user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(SOCIAL_TEXTS.googleSignInFailed, { duration: 5000 }),
    );
    await second.app.user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(SOCIAL_TEXTS.signInFailed, { duration: 5000 }));
    second.app.unmount();

    toast.mockClear();
    const closed = setup('/login', { status: 500 }, {});
    await closed.app.user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled());
    expect(closed.api.calls.some((c) => c.path === '/api/auth/google')).toBe(false);
    expect(toast).not.toHaveBeenCalled();
  });
});
