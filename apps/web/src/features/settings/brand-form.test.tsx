import type { User } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const BRANDING = 'PATCH /api/users/me/branding';
const premiumUser = (overrides: Partial<User> = {}) =>
  buildUser({ role: 'premium_agent', is_trial_active: false, ...overrides });

async function openBrandTab(user: User, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': { body: user },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    ...extra,
  });
  const app = renderApp('/settings/brand');
  const panel = await screen.findByRole('region', { name: 'Brand' });
  await within(panel).findByRole('button', { name: 'Save brand' });
  return { ...app, api, panel };
}

describe('settings: brand tab', () => {
  it('saves white label and the primary colour, and says so', async () => {
    const saved = premiumUser({
      primary_color: '#0a7d5a',
      branding: {
        show_white_label: true,
        logo: null,
        primary_color: '#0a7d5a',
        own_primary_color: '#0a7d5a',
        hide_recipient_header: false,
      },
    });
    const { user, api, panel } = await openBrandTab(premiumUser(), { [BRANDING]: { body: saved } });
    const toggle = within(panel).getByRole('switch', { name: 'Show white label' });
    expect(toggle).not.toBeDisabled();
    await user.click(toggle);
    const colour = within(panel).getByLabelText('Primary colour');
    expect(colour).toHaveValue('#34495e');
    await user.clear(colour);
    await user.type(colour, '#0A7D5A');
    await user.click(within(panel).getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByText('Your brand was saved.')).toBeInTheDocument();
    expect(api.bodyOf(BRANDING)).toEqual({
      show_white_label: true,
      hide_recipient_header: false,
      primary_color: '#0a7d5a',
    });
  });

  it('hides the header on recipient pages for a premium user', async () => {
    const { user, api, panel } = await openBrandTab(premiumUser());
    await user.click(within(panel).getByRole('switch', { name: 'Hide the header on recipient pages' }));
    await user.click(within(panel).getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByText('Your brand was saved.')).toBeInTheDocument();
    expect(api.bodyOf(BRANDING)).toMatchObject({ hide_recipient_header: true });
  });

  it('refuses a colour that is not #rrggbb, on blur and on save', async () => {
    const { user, api, panel } = await openBrandTab(premiumUser());
    const colour = within(panel).getByLabelText('Primary colour');
    await user.clear(colour);
    await user.type(colour, 'teal');
    await user.tab();
    expect(within(panel).getByText('Enter a colour like #34495e.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save brand' }));
    expect(api.bodyOf(BRANDING)).toBeUndefined();
  });

  it('locks white label and the hidden header for free users with the upgrade hint', async () => {
    const { panel } = await openBrandTab(buildUser());
    expect(within(panel).getByRole('switch', { name: 'Show white label' })).toBeDisabled();
    expect(within(panel).getByRole('switch', { name: 'Hide the header on recipient pages' })).toBeDisabled();
    expect(within(panel).getAllByRole('button', { name: 'Premium feature: upgrade' })).toHaveLength(2);
  });

  it('uploads a logo through the profile and can remove it', async () => {
    const withLogo = premiumUser({ logo: '/api/files/users/1/logo.png' });
    const { user, api, panel } = await openBrandTab(premiumUser(), { 'PATCH /api/user': { body: withLogo } });
    expect(within(panel).getByText('No logo yet')).toBeInTheDocument();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(within(panel).getByLabelText('Logo file'), file);
    expect(await within(panel).findByRole('img', { name: 'Your logo' })).toHaveAttribute(
      'src',
      '/api/files/users/1/logo.png',
    );
    const sent = api.bodyOf('PATCH /api/user') as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('logo') as File).name).toBe('logo.png');

    await user.click(within(panel).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PATCH' && c.path === '/api/user').at(-1)?.body).toEqual({
        logo: null,
      }),
    );
  });
});
