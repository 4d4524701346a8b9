import type { InvoiceStatus, PlanInterval, SubscriptionStatus } from '@folio/shared';

/** What the subscription's status means to the user. */
export const STATUS_LABEL: Record<SubscriptionStatus, string> = {
  incomplete: 'Payment pending',
  incomplete_expired: 'Payment expired',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
};

export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  open: 'Unpaid',
  paid: 'Paid',
  uncollectible: 'Uncollectible',
  void: 'Void',
};

export const PERIOD_LABEL: Record<PlanInterval, string> = { month: 'monthly', year: 'yearly' };
export const OTHER_INTERVAL: Record<PlanInterval, PlanInterval> = { month: 'year', year: 'month' };

/** A date as the billing screens show it: "December 26, 2026". */
export const billingDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

export const BILLING_TEXTS = {
  cardAdded: 'Your card was added. New payments use it from now on.',
  dfyBought: "Thank you! We'll be in touch to build your presentation.",
  noCards: 'No card yet. Add one to pay for your plan.',
  noInvoices: 'No invoices yet.',
  pastDue:
    'Your last payment did not go through, so your subscription is past due. Update your card to keep Premium.',
  cancelConfirm:
    'Your plan stays Premium until the end of the period you paid for, then your account moves to the Free plan.',
} as const;
