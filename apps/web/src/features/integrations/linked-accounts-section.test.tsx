import { SOCIAL_TEXTS } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { buildFlags, buildProviders, buildUser } from '../../test/factories.ts';
import { mockApi, type Reply } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

type TestWindow = Window & { FB?: unknown };

const facebookLinked = {
  accounts: [
    {
      provider: 'facebook',
      email: 'ada.fb@example.com',
      picture_url: null,
      linked_at: '2026-01-02T00:00:00Z',
    },
  ],
  has_password: true,
};

function setup(routes: { link?: Reply; unlink?: Reply; accounts?: Reply } = {}) {
  (window as TestWindow).FB = {
    init: vi.fn(),
    login: (callback: (a: object) => void) =>
      callback({ status: 'connected', authResponse: { accessToken: 'fb-token' } }),
  };
  const api = mockApi({
    'GET /api/user': { body: buildUser() },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/auth/providers': { body: buildProviders({ google: true, facebook: true }) },
    'GET /api/user/social-accounts': routes.accounts ?? { body: { accounts: [], has_password: true } },
    'POST /api/auth/link': routes.link ?? { body: facebookLinked },
    'POST /api/auth/unlink': routes.unlink ?? { body: { accounts: [], has_password: true } },
  });
  return { api, app: renderApp('/settings/integration') };
}

const section = async () =>
  (await screen.findByRole('heading', { name: 'Sign-in accounts' })).closest('section')!;

afterEach(() => {
  (window as TestWindow).FB = undefined;
});

describe('Settings → Integrations, Sign-in accounts', () => {
  it('links Facebook: the account shows with its e-mail, then unlinks', async () => {
    const { api, app } = setup();
    const box = await section();
    expect(await within(box).findByText('No Google or Facebook account is linked.')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Link Google' })).toBeInTheDocument();
    await app.user.click(within(box).getByRole('button', { name: 'Link Facebook' }));
    expect(await within(box).findByText('ada.fb@example.com')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/auth/link')).toEqual({ provider: 'facebook', access_token: 'fb-token' });
    expect(within(box).queryByRole('button', { name: 'Link Facebook' })).not.toBeInTheDocument();
    await app.user.click(within(box).getByRole('button', { name: 'Unlink Facebook' }));
    expect(await within(box).findByText('No Google or Facebook account is linked.')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/auth/unlink')).toEqual({ provider: 'facebook' });
  });

  it("toasts the spec's linking texts: the account is someone else's, or another failure", async () => {
    const toast = vi.spyOn(notify, 'error');
    const taken = setup({
      link: { status: 400, body: { detail: SOCIAL_TEXTS.linkConflict, code: 'social_account_taken' } },
    });
    await taken.app.user.click(await within(await section()).findByRole('button', { name: 'Link Facebook' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(SOCIAL_TEXTS.linkConflict, { duration: 5000 }));
    taken.app.unmount();
    const failed = setup({ link: { status: 502, body: { detail: 'down', code: 'provider_down' } } });
    await failed.app.user.click(
      await within(await section()).findByRole('button', { name: 'Link Facebook' }),
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith(SOCIAL_TEXTS.linkFailed, { duration: 5000 }));
  });

  it('shows why unlinking the only way to sign in is refused', async () => {
    const toast = vi.spyOn(notify, 'error');
    const { app } = setup({
      accounts: { body: { ...facebookLinked, has_password: false } },
      unlink: {
        status: 400,
        body: { detail: SOCIAL_TEXTS.lastSignInMethod('facebook'), code: 'last_sign_in_method' },
      },
    });
    await app.user.click(await within(await section()).findByRole('button', { name: 'Unlink Facebook' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(SOCIAL_TEXTS.lastSignInMethod('facebook'), { duration: 5000 }),
    );
    expect(screen.getByText('ada.fb@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a password' })).toHaveAttribute(
      'href',
      '/onboarding/password?redirect=/settings/integration',
    );
  });
});
