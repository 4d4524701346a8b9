import { TEAM_TEXTS } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFlags, buildTeam, buildUser } from '../../test/factories.ts';
import { type Handler, mockApi, type Reply, signedOut } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CREATE_TEAM_TEXTS } from './create-team-texts.ts';

// Volume tiers as Stripe's prices have them: 1–5, 6–20, then 21 and up.
const teamPlan = (interval: 'month' | 'year', unit: number) => ({
  id: interval === 'year' ? 'tiered_yearly' : 'tiered_monthly',
  kind: 'tiered',
  interval,
  currency: 'usd',
  tiers: [5, 20, null].map((upTo, index, bounds) => ({
    from: index === 0 ? 1 : (bounds[index - 1] ?? 0) + 1,
    up_to: upTo,
    unit_amount: unit - 300 * index,
  })),
});

function serve(
  routes: Record<string, Handler | Reply> = {},
  user: object | null = buildUser({ role: 'premium_agent' }),
) {
  return mockApi({
    'GET /api/user': user ? { body: user } : signedOut,
    'GET /api/feature-flags': { body: buildFlags({ create_team: true }) },
    'GET /api/notifications': {
      body: { count: 0, next: null, previous: null, results: [], unread_notifications: 0 },
    },
    'GET /api/plan': { body: { results: [teamPlan('month', 2500), teamPlan('year', 25_000)] } },
    ...routes,
  });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const nameInput = () => screen.getByRole('textbox', { name: 'Team name' });

beforeEach(() => sessionStorage.clear());

describe('/create-a-team', () => {
  it('asks for the team name on blur and on Continue, with Continue disabled while the name is missing', async () => {
    serve();
    const app = renderApp('/create-a-team');
    expect(await screen.findByRole('heading', { name: TEAM_TEXTS.createTitle })).toBeInTheDocument();
    expect(screen.getByText(TEAM_TEXTS.createText)).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('placeholder', TEAM_TEXTS.namePlaceholder);
    expect(screen.getByText(TEAM_TEXTS.nameNote)).toBeInTheDocument();

    await app.user.click(nameInput());
    await app.user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_TEXTS.nameRequired);
    expect(continueButton()).toBeDisabled();
    await app.user.type(nameInput(), '   ');
    expect(continueButton()).toBeDisabled();
    await app.user.type(nameInput(), 'Harbour Realty');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await app.user.click(continueButton());
    expect(await screen.findByRole('heading', { name: TEAM_TEXTS.settingsTitle })).toBeInTheDocument();
  });

  it('shows the error when Continue is pressed first, without leaving the step', async () => {
    serve();
    const app = renderApp('/create-a-team');
    await app.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TEAM_TEXTS.nameRequired);
    expect(continueButton()).toBeDisabled();
    expect(screen.queryByRole('heading', { name: TEAM_TEXTS.settingsTitle })).not.toBeInTheDocument();
  });

  it('prices each member by the tier holding the count, per month or year, and pays on Checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = serve({ 'POST /api/company': { body: { url: 'https://checkout.stripe.test/cs_team' } } });
    const app = renderApp('/create-a-team');
    await app.user.type(await screen.findByRole('textbox', { name: 'Team name' }), ' Harbour Realty ');
    await app.user.click(continueButton());

    const slider = await screen.findByRole('slider', { name: TEAM_TEXTS.seatsLabel });
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    expect(slider).toHaveAttribute('aria-valuemin', '2');
    expect(slider).toHaveAttribute('aria-valuemax', '21');
    expect(screen.getByText('$25/mo per user')).toBeInTheDocument();
    expect(screen.getByText('$50/mo in total for 2 members')).toBeInTheDocument();
    slider.focus();
    await app.user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '6');
    expect(screen.getByText('$22/mo per user')).toBeInTheDocument();
    await app.user.keyboard('{End}');
    expect(screen.getByText('$19/mo per user')).toBeInTheDocument();
    await app.user.keyboard('{ArrowLeft}');
    await app.user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByText('$247/yr per user')).toBeInTheDocument();
    expect(screen.getByText('$4,940/yr in total for 20 members')).toBeInTheDocument();

    await app.user.click(continueButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/cs_team'));
    expect(api.bodyOf('POST /api/company')).toEqual({
      company_name: 'Harbour Realty',
      plan_id: 'tiered_yearly',
      quantity: 20,
      cancel_url: '/create-a-team?checkout=canceled',
    });
  });

  it('goes back to the name with Back, and to the name step with the server’s message when it refuses the name', async () => {
    serve({
      'POST /api/company': {
        status: 400,
        body: { company_name: ['Ensure this field has no more than 100 characters.'] },
      },
    });
    const app = renderApp('/create-a-team');
    await app.user.type(await screen.findByRole('textbox', { name: 'Team name' }), 'Harbour');
    await app.user.click(continueButton());
    await app.user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(nameInput()).toHaveValue('Harbour');
    await app.user.click(continueButton());
    await app.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ensure this field has no more than 100 characters.',
    );
    expect(nameInput()).toHaveValue('Harbour');
  });

  it("shows 'upgrade to continue' first to a user who is not upgraded, and comes back after paying", async () => {
    serve({}, buildUser({ role: 'free_agent', is_trial_active: false }));
    const app = renderApp('/create-a-team');
    expect(await screen.findByRole('heading', { name: CREATE_TEAM_TEXTS.upgradeTitle })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Team name' })).not.toBeInTheDocument();
    await app.user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Upgrade' }));
    await waitFor(() => expect(app.location()).toBe('/payment'));
    expect(sessionStorage.getItem('folio.after-upgrade')).toBe('/create-a-team');
  });

  it('comes back from a paid upgrade that started here, on the name step', async () => {
    sessionStorage.setItem('folio.after-upgrade', '/create-a-team');
    serve({ 'GET /api/user/subscription': { body: { subscription: null } } });
    const app = renderApp('/payment/core_monthly?checkout=success');
    await waitFor(() => expect(app.location()).toBe('/create-a-team'));
    expect(await screen.findByRole('textbox', { name: 'Team name' })).toBeInTheDocument();
    expect(sessionStorage.getItem('folio.after-upgrade')).toBeNull();
  });

  it('lets a user on the trial create a team, and turns to the upgrade step when the server says premium is required', async () => {
    serve(
      { 'POST /api/company': { status: 403, body: { detail: 'Upgrade first.', code: 'premium_required' } } },
      buildUser({ role: 'free_agent', is_trial_active: true, trial_remaining: 5 }),
    );
    const app = renderApp('/create-a-team');
    await app.user.type(await screen.findByRole('textbox', { name: 'Team name' }), 'Harbour');
    await app.user.click(continueButton());
    await app.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: CREATE_TEAM_TEXTS.upgradeTitle })).toBeInTheDocument();
  });

  it('gives a signed-out visitor the external variant, sends them to sign up, and keeps the draft for their return', async () => {
    vi.stubEnv('VITE_TEAM_TESTIMONIAL_QUOTE', 'We share one set of templates.');
    vi.stubEnv('VITE_TEAM_TESTIMONIAL_AUTHOR', 'A customer');
    serve({}, null);
    const app = renderApp('/create-a-team');
    await app.user.type(await screen.findByRole('textbox', { name: 'Team name' }), 'Harbour');
    expect(screen.queryByText('“We share one set of templates.”')).not.toBeInTheDocument();
    vi.unstubAllEnvs();
    await app.user.click(continueButton());
    const slider = await screen.findByRole('slider', { name: TEAM_TEXTS.seatsLabel });
    slider.focus();
    await app.user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: CREATE_TEAM_TEXTS.logInLink })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcreate-a-team',
    );
    await app.user.click(screen.getByRole('button', { name: CREATE_TEAM_TEXTS.signUpButton }));
    await waitFor(() => expect(app.location()).toBe('/sign-up?redirect=%2Fcreate-a-team'));
    app.unmount();

    // Signed in now: the kept draft starts at team settings.
    serve({}, buildUser({ role: 'premium_agent' }));
    renderApp('/create-a-team');
    expect(await screen.findByRole('slider', { name: TEAM_TEXTS.seatsLabel })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
    await screen.findByRole('button', { name: 'Back' }).then((back) => back.click());
    expect(await screen.findByRole('textbox', { name: 'Team name' })).toHaveValue('Harbour');
  });

  it('says so when Checkout was canceled, back on team settings with the draft', async () => {
    sessionStorage.setItem(
      'folio.team-draft',
      JSON.stringify({ teamName: 'Harbour', quantity: 4, selectedPlan: 'tiered_monthly' }),
    );
    serve();
    const app = renderApp('/create-a-team?checkout=canceled');
    expect(await screen.findByText(CREATE_TEAM_TEXTS.checkoutCanceled)).toBeInTheDocument();
    expect(await screen.findByRole('slider', { name: TEAM_TEXTS.seatsLabel })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );
    await waitFor(() => expect(app.location()).toBe('/create-a-team'));
  });

  it('is a 404 while the create_team flag is off, and tells a user already in a team', async () => {
    serve({ 'GET /api/feature-flags': { body: buildFlags({ create_team: false }) } });
    const app = renderApp('/create-a-team');
    await waitFor(() => expect(app.location()).toBe('/404'));
    app.unmount();
    serve({}, buildUser({ role: 'premium_agent', companies: [buildTeam(true)] }));
    renderApp('/create-a-team');
    expect(await screen.findByText(/You are already in the team Harbour Realty/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Manage Team' })).toHaveAttribute(
      'href',
      '/manage-team/7',
    );
  });
});
