import { BILLING_MESSAGES } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { type Handler, mockApi, type Reply, signedOut } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const tiers = (unit: number) => [
  { from: 1, up_to: 5, unit_amount: unit },
  { from: 6, up_to: 20, unit_amount: unit - 300 },
  { from: 21, up_to: null, unit_amount: unit - 600 },
];
const PLANS = [
  {
    id: 'core_monthly',
    kind: 'core',
    interval: 'month',
    currency: 'usd',
    tiers: [{ from: 1, up_to: null, unit_amount: 2900 }],
  },
  {
    id: 'core_yearly',
    kind: 'core',
    interval: 'year',
    currency: 'usd',
    tiers: [{ from: 1, up_to: null, unit_amount: 29_000 }],
  },
  { id: 'tiered_monthly', kind: 'tiered', interval: 'month', currency: 'usd', tiers: tiers(2500) },
  { id: 'tiered_yearly', kind: 'tiered', interval: 'year', currency: 'usd', tiers: tiers(25_000) },
];
const SAVE8 = {
  code: 'SAVE8',
  percent_off: null,
  amount_off: 800,
  duration: 'forever',
  duration_in_months: null,
  discount_value: 800,
};
const notConfigured = { status: 409, body: { detail: BILLING_MESSAGES.notConfigured } };

function api(routes: Record<string, Handler | Reply> = {}, user = buildUser()) {
  return mockApi({
    'GET /api/user': { body: user },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/notifications': {
      body: { count: 0, next: null, previous: null, results: [], unread_notifications: 0 },
    },
    'GET /api/plan': { body: { results: PLANS } },
    'GET /api/user/subscription': { body: { subscription: null } },
    'GET /api/dfy-offer': { body: { offer: null } },
    ...routes,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/payment: the plans', () => {
  it('shows each plan in dollars per month, per user for teams, and a year with the toggle; Free is marked current', async () => {
    api();
    const app = renderApp('/payment');
    const premium = await screen.findByRole('region', { name: 'Premium' });
    expect(within(premium).getByText('$29/mo')).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Team' });
    expect(within(team).getByText('21+ users')).toBeInTheDocument();
    expect(within(team).getByText('$19/mo per user')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Free' })).getByText('Current plan'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(within(premium).getByText('$290/yr')).toBeInTheDocument();
    expect(screen.getByText('Save 17%')).toBeInTheDocument();
    await userEvent.click(within(premium).getByRole('link', { name: 'Choose Premium' }));
    await waitFor(() => expect(app.location()).toBe('/payment/core_yearly'));
  });

  it('takes the period and a coupon from the link (?plan=year&coupon=, as after a referral login) to the plan page', async () => {
    api({ 'GET /api/coupon': { body: SAVE8 } });
    const app = renderApp('/payment?plan=year&coupon=SAVE8');
    const premium = await screen.findByRole('region', { name: 'Premium' });
    expect(within(premium).getByText('$290/yr')).toBeInTheDocument();
    await userEvent.click(within(premium).getByRole('link', { name: 'Choose Premium' }));
    await waitFor(() => expect(app.location()).toBe('/payment/core_yearly?coupon=SAVE8'));
    expect(await screen.findByText('Coupon SAVE8 applied: $8 off every invoice.')).toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('SAVE8');
  });

  it("marks a subscriber's plan and sends changes to the Billing settings", async () => {
    api(
      {
        'GET /api/user/subscription': {
          body: {
            subscription: {
              plan_id: 'core_yearly',
              status: 'active',
              interval: 'year',
              quantity: 1,
              current_period_end: null,
              cancel_at_period_end: false,
            },
          },
        },
      },
      buildUser({ role: 'premium_agent' }),
    );
    renderApp('/payment');
    const premium = await screen.findByRole('region', { name: 'Premium' });
    expect(await within(premium).findByText('Current plan')).toBeInTheDocument();
    expect(within(premium).getByText('$290/yr')).toBeInTheDocument();
    expect(screen.getByText(BILLING_MESSAGES.alreadySubscribed)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Choose/ })).not.toBeInTheDocument();
  });

  it('says plainly that online payment is not configured, and how the operator grants the plan', async () => {
    api({ 'GET /api/plan': notConfigured });
    renderApp('/payment');
    expect(await screen.findByText('Online payment is not configured on this server.')).toBeInTheDocument();
    expect(
      screen.getByText('npm run admin -- user:set-plan ada@example.com premium_agent'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Choose/ })).not.toBeInTheDocument();
  });
});

describe('/payment: the done-for-you offer', () => {
  const offer = {
    offer: { price_id: 'price_dfy', unit_amount: 49_900, currency: 'usd', name: null, description: null },
  };

  it('is not shown when the server offers none', async () => {
    api();
    renderApp('/payment');
    await screen.findByRole('region', { name: 'Premium' });
    expect(screen.queryByRole('region', { name: 'Done for you' })).not.toBeInTheDocument();
  });

  it('shows its one-time price and opens Stripe Checkout for it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = api({
      'GET /api/dfy-offer': { body: offer },
      'POST /api/user/my-dfy-session': { body: { url: 'https://checkout.stripe.test/cs_dfy' } },
    });
    renderApp('/payment');
    const card = await screen.findByRole('region', { name: 'Done for you' });
    expect(within(card).getByText('$499')).toBeInTheDocument();
    expect(within(card).getByText('One-time payment')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Get it done for you' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/cs_dfy'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/user/my-dfy-session')).toBe(true);
  });

  it("says the server's reason when the purchase cannot start", async () => {
    api({
      'GET /api/dfy-offer': { body: offer },
      'POST /api/user/my-dfy-session': {
        status: 409,
        body: { detail: 'The done-for-you offer is not available on this server.' },
      },
    });
    renderApp('/payment');
    const card = await screen.findByRole('region', { name: 'Done for you' });
    await userEvent.click(within(card).getByRole('button', { name: 'Get it done for you' }));
    expect(
      await screen.findByText('The done-for-you offer is not available on this server.'),
    ).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in first', async () => {
    api({ 'GET /api/user': signedOut, 'GET /api/dfy-offer': { body: offer } });
    renderApp('/payment');
    const card = await screen.findByRole('region', { name: 'Done for you' });
    expect(within(card).getByRole('link', { name: 'Log in to buy' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/payment')}`,
    );
  });
});

describe('/payment/{planId}: summary, coupon and Checkout', () => {
  it('checks a coupon, shows what it takes off, and opens Stripe Checkout with it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { bodyOf } = api({
      'GET /api/coupon': ({ url }) =>
        url.searchParams.get('code') === 'SAVE8'
          ? { body: SAVE8 }
          : { status: 400, body: { code: [BILLING_MESSAGES.couponInvalid] } },
      'POST /api/user/start-subscription': { body: { url: 'https://checkout.stripe.test/cs_1' } },
    });
    renderApp('/payment/core_monthly');
    expect(await screen.findByRole('heading', { name: 'Premium, billed monthly' })).toBeInTheDocument();
    const code = await screen.findByLabelText('Coupon code');
    await userEvent.type(code, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(BILLING_MESSAGES.couponInvalid)).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, 'SAVE8');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SAVE8 applied: $8 off every invoice.')).toBeInTheDocument();
    expect(screen.getByText('−$8')).toBeInTheDocument();
    expect(screen.getByText('$21')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/cs_1'));
    expect(bodyOf('POST /api/user/start-subscription')).toEqual({
      plan_id: 'core_monthly',
      quantity: 1,
      coupon: 'SAVE8',
      cancel_url: '/payment/core_monthly?checkout=canceled',
    });
  });

  it('prices a team plan by the tier of its user count, from 2 users', async () => {
    api();
    renderApp('/payment/tiered_monthly');
    const users = await screen.findByLabelText('Number of users');
    expect(users).toHaveValue(2);
    expect(screen.getByText('$50')).toBeInTheDocument();
    await userEvent.clear(users);
    await userEvent.type(users, '6');
    expect(screen.getByText('6 users × $22/mo')).toBeInTheDocument();
    expect(screen.getByText('$132')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in first, and brings them back to the plan', async () => {
    api({ 'GET /api/user': signedOut });
    renderApp('/payment/core_monthly');
    const login = await screen.findByRole('link', { name: 'Log in to pay' });
    expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/payment/core_monthly')}`);
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
  });

  it('without Stripe keys offers no way to pay', async () => {
    api({ 'GET /api/plan': notConfigured });
    renderApp('/payment/core_monthly');
    expect(await screen.findByText('Online payment is not configured on this server.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
  });

  it('back from a paid Checkout, waits until the webhook has made the user premium', async () => {
    let role = 'free_agent';
    api({ 'GET /api/user': () => ({ body: buildUser({ role: role as 'free_agent' }) }) });
    renderApp('/payment/core_monthly?checkout=success');
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    role = 'premium_agent';
    expect(
      await screen.findByRole('heading', { name: "You're on Premium" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('back from a canceled Checkout, says nothing was charged and shows the plan again', async () => {
    api();
    const app = renderApp('/payment/core_monthly?checkout=canceled');
    expect(await screen.findByText('Payment canceled. You have not been charged.')).toBeInTheDocument();
    expect(app.location()).toBe('/payment/core_monthly');
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
  });
});
