import { BILLING_MESSAGES, formatDollars, isPaymentProblem, type NextInvoice } from '@folio/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Camelize } from '../../lib/api.ts';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import type { User } from '../accounts/types.ts';
import { planLabel } from '../trial/trial-state.ts';
import { type BillingSubscription, useCancelSubscription, useChangePeriod } from './billing-api.ts';
import { BillingSection } from './billing-section.tsx';
import { BILLING_TEXTS, billingDate, OTHER_INTERVAL, PERIOD_LABEL, STATUS_LABEL } from './billing-texts.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const LIVE = new Set(['active', 'trialing', 'past_due']);

function planName(user: User, subscription: BillingSubscription | null) {
  if (!subscription) return planLabel(user);
  const team = subscription.planId?.startsWith('tiered');
  const seats = team ? ` · ${subscription.quantity} users` : '';
  const period = subscription.interval ? `, billed ${PERIOD_LABEL[subscription.interval]}` : '';
  return `Premium${team ? ' team' : ''}${seats}${period}`;
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 wide:flex-row wide:gap-4">
      <dt className="text-sm text-muted wide:w-32 wide:shrink-0">{term}</dt>
      <dd className="min-w-0 font-medium text-ink">{children}</dd>
    </div>
  );
}

/** The plan, its status and next invoice; change the billing period, and cancel when the flag allows it. */
export function PlanSection(props: {
  user: User;
  subscription: BillingSubscription | null;
  nextInvoice: Camelize<NextInvoice> | null | undefined;
  canCancel: boolean;
}) {
  const { user, subscription, nextInvoice, canCancel } = props;
  const [asked, setAsked] = useState<'period' | 'cancel' | null>(null);
  const changePeriod = useChangePeriod();
  const cancel = useCancelSubscription();
  const live = subscription && LIVE.has(subscription.status);
  const other = subscription?.interval ? OTHER_INTERVAL[subscription.interval] : null;

  const run = async (change: () => Promise<{ message: string }>, failure: string) => {
    try {
      notify.success((await change()).message);
    } catch (error) {
      notify.error(firstMessage(error) ?? failure);
    } finally {
      setAsked(null);
    }
  };

  return (
    <BillingSection id="billing-plan" title="Plan">
      <dl className="flex flex-col gap-3">
        <Row term="Plan">{planName(user, subscription)}</Row>
        {subscription && (
          <Row term="Status">
            <span className={isPaymentProblem(subscription.status) ? 'text-danger' : undefined}>
              {STATUS_LABEL[subscription.status]}
            </span>
            {subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd && (
              <span className="font-normal text-muted">
                {' '}
                · ends on {billingDate(subscription.currentPeriodEnd)}
              </span>
            )}
          </Row>
        )}
        {nextInvoice && (
          <Row term="Next invoice">
            {formatDollars(nextInvoice.amountDue)} on {billingDate(nextInvoice.date)}
          </Row>
        )}
      </dl>
      {subscription && isPaymentProblem(subscription.status) && (
        <p className="text-sm text-danger">{BILLING_TEXTS.pastDue}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {!live && user.role === 'free_agent' && (
          <Link to="/payment" className={buttonClass('primary')}>
            See plans
          </Link>
        )}
        {live && other && (
          <Button variant="secondary" onClick={() => setAsked('period')}>
            Switch to {PERIOD_LABEL[other]} billing
          </Button>
        )}
        {live && canCancel && !subscription.cancelAtPeriodEnd && (
          <Button variant="ghost" onClick={() => setAsked('cancel')}>
            Cancel subscription
          </Button>
        )}
      </div>
      {other && (
        <ConfirmDialog
          open={asked === 'period'}
          onOpenChange={(open) => setAsked(open ? 'period' : null)}
          title={`Switch to ${PERIOD_LABEL[other]} billing?`}
          text={`You will be billed ${PERIOD_LABEL[other]} from now on; what is left of the current period is credited on your next invoice.`}
          confirm={`Switch to ${PERIOD_LABEL[other]}`}
          keep="Keep it as it is"
          busy={changePeriod.isPending}
          onConfirm={() => run(() => changePeriod.mutateAsync(other), BILLING_MESSAGES.editFailed)}
        />
      )}
      <ConfirmDialog
        open={asked === 'cancel'}
        onOpenChange={(open) => setAsked(open ? 'cancel' : null)}
        title="Cancel your subscription?"
        text={BILLING_TEXTS.cancelConfirm}
        confirm="Cancel subscription"
        keep="Keep my plan"
        busy={cancel.isPending}
        onConfirm={() => run(() => cancel.mutateAsync(undefined), BILLING_MESSAGES.cancelFailed)}
      />
    </BillingSection>
  );
}
