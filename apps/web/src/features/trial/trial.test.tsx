import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildTeam, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { emptyPage } from '../presentations/factories.test-utils.ts';
import { planLabel, showTrialBanner } from './trial-state.ts';

const onTrial = (days: number) => buildUser({ is_trial_active: true, trial_remaining: days });
const trialOver = buildUser({ show_downgrade_to_freemium_modal: true });

function setup(user: ReturnType<typeof buildUser>, path = '/presentations') {
  const api = mockApi({
    'GET /api/user': { body: user },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'GET /api/presentations': { body: emptyPage },
    'POST /api/presentations/stats': { body: { results: [] } },
    'PATCH /api/user': ({ body }) => ({ body: { ...user, ...(body as object) } }),
  });
  return { api, app: renderApp(path) };
}

describe('the free trial', () => {
  it("says 'day' or 'days' and hides the banner on sign-up-embeddable, create-a-team and onboarding", () => {
    const trial = (days: number) => ({
      role: 'free_agent' as const,
      isTrialActive: true,
      trialRemaining: days,
    });
    expect(planLabel(trial(1))).toBe('Trial · 1 day left');
    expect(planLabel(trial(2))).toBe('Trial · 2 days left');
    expect(planLabel({ ...trial(12), role: 'premium_agent' })).toBe('Premium');
    expect(planLabel({ ...trial(0), isTrialActive: false })).toBe('Free');
    for (const path of ['/sign-up-embeddable', '/create-a-team', '/onboarding/usage'])
      expect(showTrialBanner(trial(3), path)).toBe(false);
    expect(showTrialBanner(trial(3), '/presentations')).toBe(true);
  });

  it("shows the banner with the days left and 'Trial · N days left' in the account menu", async () => {
    const { app } = setup(onTrial(12));
    const banner = await screen.findByRole('region', { name: 'Free trial' });
    expect(banner).toHaveTextContent('Your free trial ends in 12 days.');
    expect(within(banner).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/payment');
    await app.user.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    expect(await screen.findByText(/Trial · 12 days left/)).toBeInTheDocument();
  });

  it('sends a user whose trial ended to /trial-expired; Stay free clears the flag on the server', async () => {
    const { api, app } = setup(trialOver);
    const modal = await screen.findByRole('dialog', { name: 'Your account is now on the Free plan' });
    await waitFor(() => expect(app.location()).toBe('/trial-expired'));
    expect(
      within(modal)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Password-protected sharing',
      'Unlimited analytics',
      'Video headers',
      'Contacts, favorites and folders',
    ]);
    await app.user.click(within(modal).getByRole('button', { name: 'Stay free' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodyOf('PATCH /api/user')).toEqual({ show_downgrade_to_freemium_modal: false });
    expect(await screen.findByRole('heading', { name: 'Your trial has ended' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Free trial' })).not.toBeInTheDocument();
  });

  it('Upgrade in the modal clears the flag too and goes to /payment', async () => {
    const { api, app } = setup(trialOver);
    const modal = await screen.findByRole('dialog');
    await app.user.click(within(modal).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(app.location()).toBe('/payment'));
    expect(api.bodyOf('PATCH /api/user')).toEqual({ show_downgrade_to_freemium_modal: false });
  });
});

describe("the 'Get $20' entry", () => {
  it('leads to the referral page, and is hidden in a team', async () => {
    setup(buildUser());
    expect(await screen.findByRole('link', { name: 'Get $20' })).toHaveAttribute('href', '/referral');
  });

  it('is not shown to a team member', async () => {
    setup(buildUser({ companies: [buildTeam()], can_refer_a_friend: false }));
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('link', { name: 'Get $20' })).not.toBeInTheDocument();
  });
});
