import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { useFeatureFlags } from '../accounts/api.ts';
import type { User } from '../accounts/types.ts';
import { isNotConfigured, subscriptionQuery } from '../payment/api.ts';
import { NotConfiguredNotice } from '../payment/not-configured-notice.tsx';
import { planLabel } from '../trial/trial-state.ts';
import { cardsQuery, invoicesQuery, useOpenPortal } from './billing-api.ts';
import { BillingSection } from './billing-section.tsx';
import { BILLING_TEXTS } from './billing-texts.ts';
import { CardsSection } from './cards-section.tsx';
import { InvoicesSection } from './invoices-section.tsx';
import { PlanSection } from './plan-section.tsx';

/** Back from adding a card, until Stripe's events have made it the default, the tab reads the cards this often. */
const RETURN_POLL_MS = 2000;

/** Settings → Billing: plan, status, next invoice, cards, invoices, period, cancel and the Customer Portal. */
export function BillingTab({ user }: { user: User }) {
  const [params] = useSearchParams();
  const flags = useFeatureFlags();
  const cardAdded = params.get('card') === 'added';
  const dfyBought = params.get('dfy') === 'success';
  const subscription = useQuery(subscriptionQuery);
  const ready = subscription.isSuccess;
  const cards = useQuery({
    ...cardsQuery,
    enabled: ready,
    refetchInterval: (query) => (cardAdded && !query.state.data?.[0]?.default ? RETURN_POLL_MS : false),
  });
  const invoices = useQuery({ ...invoicesQuery, enabled: ready });
  const portal = useOpenPortal();
  const subscribed = Boolean(subscription.data);

  if (subscription.isPending) return <PageSpinner />;
  if (subscription.isError) {
    if (isNotConfigured(subscription.error))
      return (
        <div className="flex flex-col gap-4">
          <p>
            Your plan: <strong>{planLabel(user)}</strong>
          </p>
          <NotConfiguredNotice email={user.email} />
        </div>
      );
    return (
      <Notice tone="error">
        {firstMessage(subscription.error) ?? 'Billing could not be loaded.'}{' '}
        <Button variant="link" onClick={() => subscription.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }

  const hasCustomer = subscribed || (cards.data?.length ?? 0) > 0 || (invoices.data?.results.length ?? 0) > 0;
  return (
    <div className="flex flex-col gap-10">
      {cardAdded && <Notice>{BILLING_TEXTS.cardAdded}</Notice>}
      {dfyBought && <Notice>{BILLING_TEXTS.dfyBought}</Notice>}
      <PlanSection
        user={user}
        subscription={subscription.data}
        nextInvoice={invoices.data?.nextInvoice}
        canCancel={flags?.planCancelFlow ?? false}
      />
      {cards.isPending || invoices.isPending ? (
        <PageSpinner />
      ) : cards.isError || invoices.isError ? (
        <Notice tone="error">
          {firstMessage(cards.error ?? invoices.error) ?? 'Cards and invoices could not be loaded.'}{' '}
          <Button variant="link" onClick={() => Promise.all([cards.refetch(), invoices.refetch()])}>
            Try again
          </Button>
        </Notice>
      ) : (
        <>
          <CardsSection cards={cards.data ?? []} />
          <InvoicesSection invoices={invoices.data?.results ?? []} />
        </>
      )}
      {hasCustomer && (
        <BillingSection id="billing-portal" title="Manage billing" className="items-start gap-3">
          <p className="text-sm text-muted">
            Update cards, download receipts and billing details on Stripe's secure billing portal.
          </p>
          <Button
            variant="secondary"
            loading={portal.isPending || portal.isSuccess}
            onClick={() => portal.mutate(undefined, { onError: (e) => notify.error(firstMessage(e)) })}
          >
            Manage billing <ExternalLink className="size-4" aria-hidden />
          </Button>
        </BillingSection>
      )}
    </div>
  );
}
