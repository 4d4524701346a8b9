import { BILLING_MESSAGES, MESSAGES, type PlanId } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { BackLink } from '../../ui/back-link.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { useUser } from '../accounts/api.ts';
import { isNotConfigured, plansQuery, useStartCheckout } from './api.ts';
import { CheckoutSuccess } from './checkout-success.tsx';
import { CouponField } from './coupon-field.tsx';
import { NotConfiguredNotice } from './not-configured-notice.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PAYMENT_TEXTS } from './plan-content.ts';
import { intervalOf, isPlanId, kindOf, minSeats, PLAN_NAME, type Plan } from './pricing.ts';
import { useCoupon } from './use-coupon.ts';
import { usePlanStanding } from './use-plan-standing.ts';

/** /payment/{planId}: the plan's summary, a coupon and Pay (Stripe Checkout); the returns from Checkout. */
export function PlanCheckoutPage() {
  const { planId } = useParams();
  const [params, setParams] = useSearchParams();
  const returned = params.get('checkout');

  useEffect(() => {
    if (returned !== 'canceled') return;
    notify.message(PAYMENT_TEXTS.canceled, { id: 'checkout-canceled' });
    setParams({}, { replace: true });
  }, [returned, setParams]);

  if (!isPlanId(planId)) return <Navigate to="/404" replace />;
  if (returned === 'success') return <CheckoutSuccess />;
  return <PlanCheckout planId={planId} coupon={params.get('coupon')} />;
}

function PlanCheckout({ planId, coupon }: { planId: PlanId; coupon: string | null }) {
  const user = useUser();
  const plans = useQuery(plansQuery);
  const plan = plans.data?.find((p) => p.id === planId);
  const title = `${PLAN_NAME[kindOf(planId)]}, billed ${intervalOf(planId) === 'year' ? 'yearly' : 'monthly'}`;
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/payment">All plans</BackLink>
      <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">{title}</h1>
      {plans.isPending ? (
        <PageSpinner />
      ) : plans.isError ? (
        isNotConfigured(plans.error) ? (
          <NotConfiguredNotice email={user?.email} />
        ) : (
          <Notice tone="error">{PAYMENT_TEXTS.loadFailed}</Notice>
        )
      ) : plan ? (
        <CheckoutForm plan={plan} coupon={coupon} />
      ) : (
        <Notice tone="error">{BILLING_MESSAGES.planUnavailable}</Notice>
      )}
    </div>
  );
}

function CheckoutForm({ plan, coupon: initialCoupon }: { plan: Plan; coupon: string | null }) {
  const user = useUser();
  const standing = usePlanStanding(true);
  const [seats, setSeats] = useState(minSeats(plan.kind));
  const coupon = useCoupon(plan.id, seats, initialCoupon);
  const start = useStartCheckout();
  const here = `/payment/${plan.id}`;

  const pay = () =>
    start.mutate({
      planId: plan.id,
      quantity: seats,
      coupon: coupon.coupon?.code,
      cancelUrl: `${here}?checkout=canceled`,
    });

  return (
    <div className="grid items-start gap-6 wide:grid-cols-3">
      <OrderSummary plan={plan} seats={seats} onSeats={setSeats} discount={coupon.discount} />
      <div className="flex flex-col gap-5 rounded-2xl border border-mist bg-white p-6">
        <CouponField state={coupon} />
        {standing.hasLiveSubscription ? (
          <Notice>
            {BILLING_MESSAGES.alreadySubscribed}{' '}
            <Link to="/settings/billing" className="font-semibold text-theme underline">
              Billing settings
            </Link>
          </Notice>
        ) : user ? (
          <Button variant="accent" size="lg" onClick={pay} loading={start.isPending || start.isSuccess}>
            Continue to payment
          </Button>
        ) : (
          <Link
            to={`/login?${new URLSearchParams({ redirect: here })}`}
            className={buttonClass('accent', 'lg')}
          >
            Log in to pay
          </Link>
        )}
        {start.isError && <Notice tone="error">{firstMessage(start.error) ?? MESSAGES.toastError}</Notice>}
        <p className="flex items-start gap-2 text-sm text-muted">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
          {PAYMENT_TEXTS.secure}
        </p>
      </div>
    </div>
  );
}
