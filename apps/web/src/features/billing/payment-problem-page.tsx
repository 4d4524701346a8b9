import { formatDollars, isPaymentProblem } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { isSafeRedirect } from '../../lib/browser.ts';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { userQuery } from '../accounts/queries.ts';
import { invoicesQuery, useOpenPortal } from './billing-api.ts';
import { BILLING_TEXTS, billingDate } from './billing-texts.ts';

/** While the card is being fixed (Stripe's events on their way), the page reads the status this often. */
const STATUS_POLL_MS = 3000;

/**
 * /payment-problem: where a past-due or unpaid subscription sends private pages (spec §2). The card is fixed
 * in Stripe's Customer Portal, whose return link comes back here; once Stripe reports the payment the user
 * goes back to the page they wanted.
 */
export function PaymentProblemPage() {
  const [params] = useSearchParams();
  const from = params.get('from');
  const back = isSafeRedirect(from) && !from.startsWith('/payment-problem') ? from : '/presentations';
  const user = useQuery({ ...userQuery, refetchInterval: STATUS_POLL_MS });
  const problem = isPaymentProblem(user.data?.subscriptionStatus ?? null);
  const invoices = useQuery({ ...invoicesQuery, enabled: problem });
  const portal = useOpenPortal(`/payment-problem?${new URLSearchParams({ from: back })}`);

  const wasProblem = useRef(false);
  useEffect(() => {
    if (problem) wasProblem.current = true;
    else if (wasProblem.current) notify.success('Thank you! Your payment went through.');
  }, [problem]);

  if (user.isPending) return <PageSpinner />;
  if (!problem) return <Navigate to={back} replace />;
  const open = invoices.data?.results.filter((i) => i.status === 'open') ?? [];
  const unpaid = user.data?.subscriptionStatus === 'unpaid';

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">
        There is a problem with your payment
      </h1>
      <p className="text-lg text-muted">
        {unpaid
          ? 'Your subscription is unpaid: Stripe could not charge your card. Update your card to get Premium back.'
          : BILLING_TEXTS.pastDue}
      </p>
      {open.length > 0 && (
        <ul className="flex flex-col gap-2">
          {open.map((invoice) => (
            <li key={invoice.id} className="rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm">
              Unpaid invoice of <strong>{formatDollars(invoice.amountDue)}</strong> from{' '}
              {billingDate(invoice.created)}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col items-start gap-3">
        <Button
          size="lg"
          loading={portal.isPending || portal.isSuccess}
          onClick={() => portal.mutate(undefined, { onError: (e) => notify.error(firstMessage(e)) })}
        >
          <CreditCard className="size-5" aria-hidden /> Update your card
        </Button>
        <p className="text-sm text-muted">
          You will update it on Stripe's secure billing portal; the unpaid invoice is charged to the new card
          and you come back here.
        </p>
      </div>
    </div>
  );
}
