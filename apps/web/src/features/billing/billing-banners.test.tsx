import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildFlags, buildTeam, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { BANNER_COOKIES } from './billing-banners.tsx';

const page = { count: 0, next: null, previous: null, results: [] };
function api(user: Partial<Parameters<typeof buildUser>[0]>) {
  mockApi({
    'GET /api/user': { body: buildUser(user) },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: page },
    'GET /api/contacts': { body: page },
    'GET /api/plan': { status: 409, body: { detail: 'not configured' } },
  });
}
const cookies = () => document.cookie.split(/;\s*/);

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom keeps cookies between tests; each starts with none.
  for (const { name } of Object.values(BANNER_COOKIES)) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('billing banners (spec §2, §4)', () => {
  it('shows a free user after the trial the upgrade banner; Skip hides it and a cookie keeps it hidden', async () => {
    api({ role: 'free_agent', is_trial_active: false });
    const first = renderApp('/contacts');
    const banner = await screen.findByRole('region', { name: 'Upgrade to Premium' });
    expect(within(banner).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/payment');
    await first.user.click(within(banner).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('region', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    expect(cookies()).toContain('skip_upgrade_banner=1');
    first.unmount();

    api({ role: 'free_agent', is_trial_active: false });
    renderApp('/contacts');
    expect(await screen.findByRole('heading', { name: 'Contacts', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  }, 15_000);

  it('shows no upgrade banner during the trial, to Premium users, or to team members', async () => {
    const cases: Partial<Parameters<typeof buildUser>[0]>[] = [
      { role: 'free_agent', is_trial_active: true },
      { role: 'premium_agent', subscription_status: 'active' },
      { role: 'free_agent', is_trial_active: false, companies: [buildTeam()] },
    ];
    for (const user of cases) {
      api(user);
      const app = renderApp('/contacts');
      expect(await screen.findByRole('heading', { name: 'Contacts', level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
      app.unmount();
    }
  }, 15_000);

  it('tells a past-due user on the pages left open to them to update the card; Skip is remembered', async () => {
    api({ role: 'premium_agent', subscription_status: 'past_due' });
    const app = renderApp('/payment');
    const banner = await screen.findByRole('region', { name: 'Payment problem' });
    expect(within(banner).getByRole('link', { name: 'Update card' })).toHaveAttribute(
      'href',
      '/payment-problem',
    );
    await app.user.click(within(banner).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('region', { name: 'Payment problem' })).not.toBeInTheDocument();
    expect(cookies()).toContain('skip_subscription_past_due=1');
  }, 15_000);
});
