import { INVOICE_STATUSES, type Invoice, type NextInvoice } from '@folio/shared';
import Stripe from 'stripe';
import type { Customers } from './customers.ts';
import type { StripeClient } from './stripe.client.ts';

const INVOICES_SHOWN = 24;
/** Statuses in which Stripe will bill the subscription again (past due: it retries). */
const RENEWING = new Set(['active', 'trialing', 'past_due']);
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export const presentInvoice = (invoice: Stripe.Invoice): Invoice => ({
  id: invoice.id,
  number: invoice.number ?? null,
  status: INVOICE_STATUSES.find((s) => s === invoice.status) ?? 'draft',
  amount_due: invoice.amount_due,
  amount_paid: invoice.amount_paid,
  currency: invoice.currency,
  created: iso(invoice.created),
  hosted_invoice_url: invoice.hosted_invoice_url ?? null,
  invoice_pdf: invoice.invoice_pdf ?? null,
});

/** The invoices of the user's Stripe customer, newest first, and what the next renewal will charge. */
export function createInvoices(deps: { stripe: StripeClient; customers: Customers }) {
  const { stripe, customers } = deps;

  /** Stripe's preview of the renewal; none when the subscription ends at the period end or is over. */
  async function next(stripeCustomerId: string, subscriptionId: string): Promise<NextInvoice | null> {
    try {
      const preview = await stripe.invoices.createPreview({
        customer: stripeCustomerId,
        subscription: subscriptionId,
      });
      const at = preview.next_payment_attempt ?? preview.period_end;
      return { amount_due: preview.amount_due, currency: preview.currency, date: iso(at) };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'invoice_upcoming_none')
        return null;
      throw error;
    }
  }

  return {
    async list(userId: number) {
      const customer = await customers.find(userId);
      if (!customer) return { results: [], next_invoice: null };
      const renews =
        customer.stripeSubscriptionId && !customer.cancelAtPeriodEnd && RENEWING.has(customer.status ?? '');
      const [invoices, nextInvoice] = await Promise.all([
        stripe.invoices.list({ customer: customer.stripeCustomerId, limit: INVOICES_SHOWN }),
        renews ? next(customer.stripeCustomerId, customer.stripeSubscriptionId!) : null,
      ]);
      return {
        results: invoices.data.filter((i) => i.status !== 'draft').map(presentInvoice),
        next_invoice: nextInvoice,
      };
    },
  };
}

export type Invoices = ReturnType<typeof createInvoices>;
