import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const openInvoice = {
  id: 'in_2',
  number: 'ABC-0002',
  status: 'open',
  amount_due: 2900,
  amount_paid: 0,
  currency: 'usd',
  created: '2026-11-26T12:00:00Z',
  hosted_invoice_url: null,
  invoice_pdf: null,
};

describe('/payment-problem', () => {
  it('shows the unpaid invoice, sends the card fix to the portal and goes back once the payment is through', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    let status = 'past_due';
    const mock = mockApi({
      'GET /api/user': () => ({
        body: buildUser({ role: 'premium_agent', subscription_status: status as 'active' }),
      }),
      'GET /api/feature-flags': { body: buildFlags() },
      'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
      'GET /api/user/invoices': { body: { results: [openInvoice], next_invoice: null } },
      'GET /api/user/my-portal': ({ url }) => ({
        body: { url: `https://billing.stripe.test/p?return=${url.searchParams.get('return_path')}` },
      }),
      'GET /api/contacts': { body: { count: 0, next: null, previous: null, results: [] } },
    });
    const app = renderApp('/contacts');
    expect(
      await screen.findByRole('heading', { name: 'There is a problem with your payment' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/payment-problem?from=%2Fcontacts');
    expect(await screen.findByText(/Unpaid invoice of/)).toHaveTextContent(
      'Unpaid invoice of $29 from November 26, 2026',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update your card' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        'https://billing.stripe.test/p?return=/payment-problem?from=%2Fcontacts',
      ),
    );
    expect(mock.calls.some((c) => c.path === '/api/user/my-portal')).toBe(true);

    status = 'active';
    await waitFor(() => expect(app.location()).toBe('/contacts'), { timeout: 8000 });
  }, 15_000);
});
