import { formatDollars, type Invoice } from '@folio/shared';
import type { Camelize } from '../../lib/api.ts';
import { cn } from '../../ui/cn.ts';
import { BillingSection } from './billing-section.tsx';
import { BILLING_TEXTS, billingDate, INVOICE_STATUS_LABEL } from './billing-texts.ts';

const linkClass = 'font-medium text-theme underline-offset-4 hover:underline';

/** The invoices from Stripe, newest first: date, amount in dollars, status, Stripe's page and PDF. */
export function InvoicesSection({ invoices }: { invoices: Camelize<Invoice>[] }) {
  return (
    <BillingSection id="billing-invoices" title="Invoices">
      {invoices.length === 0 ? (
        <p className="text-sm text-muted">{BILLING_TEXTS.noInvoices}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-mist rounded-lg border border-mist">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
              <span className="min-w-36 font-medium text-ink">{billingDate(invoice.created)}</span>
              <span className="min-w-16">{formatDollars(invoice.amountDue)}</span>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  invoice.status === 'paid' ? 'bg-emerald-50 text-emerald-800' : 'bg-danger/10 text-danger',
                )}
              >
                {INVOICE_STATUS_LABEL[invoice.status]}
              </span>
              <span className="flex gap-4 wide:ml-auto">
                {invoice.hostedInvoiceUrl && (
                  <a
                    className={linkClass}
                    href={invoice.hostedInvoiceUrl}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`View invoice ${invoice.number ?? ''}`}
                  >
                    View
                  </a>
                )}
                {invoice.invoicePdf && (
                  <a
                    className={linkClass}
                    href={invoice.invoicePdf}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`PDF of invoice ${invoice.number ?? ''}`}
                  >
                    PDF
                  </a>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </BillingSection>
  );
}
