import { formatDollars } from '@folio/shared';
import { textPdf } from '../text-pdf.ts';
import { esc, page } from './hosted-page.ts';
import type { Invoicing } from './stripe-invoices.ts';
import type { StripeObject, StripeState } from './stripe-state.ts';

/** The card brand Stripe reads from a test number's first digit. */
const BRANDS: Record<string, string> = {
  '2': 'mastercard',
  '3': 'amex',
  '4': 'visa',
  '5': 'mastercard',
  '6': 'discover',
};

/**
 * The Customer Portal of the fake account, as a customer sees it at a portal session's url: the
 * subscription, the cards, the unpaid invoices, a form to replace the card (which pays what is open), and
 * the link back to return_url. Only test card numbers are ever typed here.
 */
export function createPortal(state: StripeState, invoicing: Invoicing) {
  function html(session: StripeObject, notice = '') {
    const customerId = String(session.customer);
    const customer = state.get(customerId, 'customer');
    const defaultId = (customer.invoice_settings as { default_payment_method: string | null })
      .default_payment_method;
    const cards = state.all('payment_method').filter((pm) => pm.customer === customerId);
    const open = state.all('invoice').filter((i) => i.customer === customerId && i.status === 'open');
    const subscriptions = state.all('subscription').filter((s) => s.customer === customerId);
    const back = session.return_url
      ? `<p><a href="${esc(session.return_url)}">← Return to Folio</a></p>`
      : '';
    const card = (pm: StripeObject) => {
      const c = pm.card as { brand: string; last4: string; exp_month: number; exp_year: number };
      return `<li>${esc(c.brand)} •••• ${esc(c.last4)}, expires ${c.exp_month}/${c.exp_year}${pm.id === defaultId ? ' <strong>Default</strong>' : ''}</li>`;
    };
    return page(
      'Billing portal',
      `${back}<h1>Billing portal</h1><p>${esc(customer.email)}</p>${notice}
<section aria-labelledby="plan"><h2 id="plan">Current plan</h2>${
        subscriptions.map((s) => `<p>Subscription: <strong>${esc(s.status)}</strong></p>`).join('') ||
        '<p>No subscription.</p>'
      }${open
        .map(
          (i) =>
            `<p class="warn">Invoice ${esc(i.number)} of ${formatDollars(Number(i.amount_due))} is unpaid: the card was declined.</p>`,
        )
        .join('')}</section>
<section aria-labelledby="methods"><h2 id="methods">Payment methods</h2><ul>${cards.map(card).join('')}</ul>
<form method="post" action="/portal/${esc(session.id)}/payment-method">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242">
<label for="exp">Expiry (MM/YY)</label><input id="exp" name="exp" value="12/34">
<button type="submit">Update payment method</button></form></section>${back}`,
    );
  }

  /** The customer replaces the card: it becomes the default everywhere and pays what is open. */
  function replaceCard(sessionId: string, number: string) {
    const session = state.get(sessionId, 'billing_portal.session');
    const customerId = String(session.customer);
    const before = state.events.length;
    const digits = number.replace(/\D/g, '');
    const brand = BRANDS[digits.charAt(0)] ?? 'visa';
    const pm = state.attach(state.paymentMethod({ brand, last4: digits.slice(-4) || '4242' }).id, {
      customer: customerId,
    });
    state.updateCustomer(customerId, { invoice_settings: { default_payment_method: pm.id } });
    for (const subscription of state.all('subscription').filter((s) => s.customer === customerId))
      state.updateSubscription(subscription.id, { default_payment_method: pm.id });
    invoicing.payOpen(customerId);
    return state.events.slice(before);
  }

  /** Stripe's hosted invoice page: what was billed, its status, and the PDF. */
  function invoicePage(invoice: StripeObject) {
    return page(
      `Invoice ${invoice.number}`,
      `<h1>Invoice ${esc(invoice.number)}</h1><section><p>Amount due: <strong>${formatDollars(Number(invoice.amount_due))}</strong></p>
<p>Status: <strong>${esc(invoice.status)}</strong></p><p><a href="/invoices/${esc(invoice.id)}/pdf">Download invoice</a></p></section>`,
    );
  }

  return {
    replaceCard,
    /** Answers the customer's pages: the portal (GET /portal/:id, POST /portal/:id/payment-method) and invoices. */
    serve(method: string, path: string, form: Record<string, unknown>) {
      const invoice = /^\/invoices\/([^/]+)(\/pdf)?$/.exec(path);
      const found = invoice ? state.objects.get(invoice[1]!) : undefined;
      if (found?.object === 'invoice')
        return invoice![2]
          ? {
              type: 'application/pdf',
              body: textPdf(
                [`Invoice ${found.number}: ${formatDollars(Number(found.amount_due))} ${found.status}`],
                { size: 14 },
              ),
            }
          : { type: 'text/html', body: invoicePage(found) };
      const match = /^\/portal\/([^/]+)(\/payment-method)?$/.exec(path);
      const session = match ? state.objects.get(match[1]!) : undefined;
      if (session?.object !== 'billing_portal.session') return null;
      if (method === 'POST' && match![2]) {
        replaceCard(session.id, String(form.number ?? ''));
        const notice = '<p role="status"><strong>Your payment method was updated.</strong></p>';
        return { type: 'text/html', body: html(session, notice) };
      }
      return { type: 'text/html', body: html(session) };
    },
  };
}
