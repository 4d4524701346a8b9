import { BILLING_MESSAGES } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { type Handler, mockApi, type Reply } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const subscription = {
  plan_id: 'core_monthly',
  status: 'active',
  interval: 'month',
  quantity: 1,
  current_period_end: '2026-12-26T12:00:00Z',
  cancel_at_period_end: false,
};
const invoices = {
  results: [
    {
      id: 'in_1',
      number: 'ABC-0001',
      status: 'paid',
      amount_due: 2900,
      amount_paid: 2900,
      currency: 'usd',
      created: '2026-11-26T12:00:00Z',
      hosted_invoice_url: 'https://invoice.stripe.test/in_1',
      invoice_pdf: 'https://invoice.stripe.test/in_1/pdf',
    },
  ],
  next_invoice: { amount_due: 2900, currency: 'usd', date: '2026-12-26T12:00:00Z' },
};
const cards = {
  results: [
    { id: 'pm_2', brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2030, default: true },
    { id: 'pm_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2029, default: false },
  ],
};

function api(routes: Record<string, Handler | Reply> = {}, flags = buildFlags()) {
  return mockApi({
    'GET /api/user': { body: buildUser({ role: 'premium_agent', subscription_status: 'active' }) },
    'GET /api/feature-flags': { body: flags },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'GET /api/user/subscription': { body: { subscription } },
    'GET /api/user/cards': { body: cards },
    'GET /api/user/invoices': { body: invoices },
    ...routes,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Settings → Billing', () => {
  it('shows the plan, status, next invoice, the cards with the default marked and the invoices', async () => {
    api();
    renderApp('/settings/billing');
    const plan = await screen.findByRole('region', { name: 'Plan' });
    expect(within(plan).getByText('Premium, billed monthly')).toBeInTheDocument();
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    expect(await within(plan).findByText('$29 on December 26, 2026')).toBeInTheDocument();
    const cardList = await screen.findByRole('region', { name: 'Cards' });
    const [first, second] = within(cardList).getAllByRole('listitem');
    expect(first).toHaveTextContent('Mastercard •••• 4444Expires 03/2030Default');
    expect(second).toHaveTextContent('Visa •••• 4242Expires 12/2029');
    expect(second).not.toHaveTextContent('Default');
    const invoiceList = screen.getByRole('region', { name: 'Invoices' });
    expect(within(invoiceList).getByRole('listitem')).toHaveTextContent('November 26, 2026$29Paid');
    expect(within(invoiceList).getByRole('link', { name: 'PDF of invoice ABC-0001' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.test/in_1/pdf',
    );
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
    // The cancel flow is off by default (spec §9).
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    // The first test of the file loads the settings and billing chunks: slow on a busy machine.
  }, 15_000);

  it("switches the billing period after asking, with the spec's text", async () => {
    const mock = api({
      'POST /api/user/change-subscription': { body: { message: BILLING_MESSAGES.periodUpdated } },
    });
    renderApp('/settings/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to yearly billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to yearly billing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to yearly' }));
    expect(await screen.findByText('Billing period successfully updated.')).toBeInTheDocument();
    expect(mock.bodyOf('POST /api/user/change-subscription')).toEqual({ interval: 'year' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says so with the spec's text when the change fails", async () => {
    api({
      'POST /api/user/change-subscription': { status: 502, body: { detail: BILLING_MESSAGES.editFailed } },
    });
    renderApp('/settings/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to yearly billing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to yearly' }));
    expect(await screen.findByText(BILLING_MESSAGES.editFailed)).toBeInTheDocument();
  });

  it('offers cancelling only with the plan_cancel_flow flag, and then asks first', async () => {
    const mock = api(
      { 'POST /api/user/cancel-subscription': { body: { message: BILLING_MESSAGES.canceled } } },
      buildFlags({ plan_cancel_flow: true }),
    );
    renderApp('/settings/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription canceled successfully.')).toBeInTheDocument();
    expect(mock.calls.some((c) => c.path === '/api/user/cancel-subscription')).toBe(true);
  });

  it('sends "Add card" and "Manage billing" to the pages Stripe answers', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const mock = api({
      'POST /api/user/cards': { body: { url: 'https://checkout.stripe.test/cs_1' } },
      'GET /api/user/my-portal': { body: { url: 'https://billing.stripe.test/p_1' } },
    });
    renderApp('/settings/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/cs_1'));
    expect(mock.bodyOf('POST /api/user/cards')).toEqual({});
    await userEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p_1'));
  });

  it('tells a free user without Stripe keys plainly that online payment is not configured', async () => {
    const notConfigured = { status: 409, body: { detail: BILLING_MESSAGES.notConfigured } };
    api({
      'GET /api/user': { body: buildUser() },
      'GET /api/user/subscription': notConfigured,
    });
    renderApp('/settings/billing');
    expect(await screen.findByText('Online payment is not configured on this server.')).toBeInTheDocument();
    expect(
      screen.getByText('npm run admin -- user:set-plan ada@example.com premium_agent'),
    ).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add card' })).not.toBeInTheDocument();
  });

  it("names a trial user's plan as the account menu does", async () => {
    api({
      'GET /api/user': { body: buildUser({ is_trial_active: true, trial_remaining: 9 }) },
      'GET /api/user/subscription': { status: 409, body: { detail: BILLING_MESSAGES.notConfigured } },
    });
    renderApp('/settings/billing');
    expect(await screen.findByText('Trial · 9 days left')).toBeInTheDocument();
  });

  it('shows a free user with no customer yet the way to the plans, no card and no invoice', async () => {
    api({
      'GET /api/user': { body: buildUser() },
      'GET /api/user/subscription': { body: { subscription: null } },
      'GET /api/user/cards': { body: { results: [] } },
      'GET /api/user/invoices': { body: { results: [], next_invoice: null } },
    });
    renderApp('/settings/billing');
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.getByText('No card yet. Add one to pay for your plan.')).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(within(plan).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/payment');
    // The upgrade banner says the same under the header.
    expect(screen.getByRole('region', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });

  it('thanks the user back from buying the done-for-you offer', async () => {
    api();
    renderApp('/settings/billing?dfy=success');
    expect(
      await screen.findByText("Thank you! We'll be in touch to build your presentation."),
    ).toBeInTheDocument();
  });
});
