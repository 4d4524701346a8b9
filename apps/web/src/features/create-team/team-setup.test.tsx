import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildTeam, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CREATE_TEAM_TEXTS } from './create-team-texts.ts';

describe('back from the team Checkout (?team=created)', () => {
  it('says the team is being set up until GET /api/user lists it, then opens its Manage Team page with a toast', async () => {
    sessionStorage.setItem(
      'folio.team-draft',
      JSON.stringify({ teamName: 'Harbour Realty', quantity: 3, selectedPlan: 'tiered_monthly' }),
    );
    let webhookArrived = false;
    const team = { ...buildTeam(true), id: 12 };
    const other = { ...buildTeam(false), id: 4, name: 'Old Office', is_company_pays: false };
    mockApi({
      'GET /api/user': () => ({
        body: buildUser({ role: 'premium_agent', companies: webhookArrived ? [other, team] : [other] }),
      }),
      'GET /api/feature-flags': { body: buildFlags() },
      'GET /api/notifications': {
        body: { count: 0, next: null, previous: null, results: [], unread_notifications: 0 },
      },
    });
    const app = renderApp('/presentations?team=created');
    const visited: string[] = [];
    app.router.subscribe((state) =>
      visited.push(state.navigation.location?.pathname ?? state.location.pathname),
    );

    // The shell and the page load lazily: room for that on a busy machine.
    expect(
      await screen.findByRole('dialog', { name: CREATE_TEAM_TEXTS.settingUpTitle }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(CREATE_TEAM_TEXTS.settingUpNote)).toBeInTheDocument();
    webhookArrived = true;
    expect(
      await screen.findByText(CREATE_TEAM_TEXTS.created('Harbour Realty'), {}, { timeout: 12_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(visited).toContain('/manage-team/12'));
    expect(sessionStorage.getItem('folio.team-draft')).toBeNull();
  });
});
