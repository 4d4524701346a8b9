import { BILLING_MESSAGES, type PlanInterval } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { useUser } from '../accounts/api.ts';
import { isNotConfigured, plansQuery } from './api.ts';
import { DfyOfferCard } from './dfy-offer-card.tsx';
import { IntervalToggle } from './interval-toggle.tsx';
import { NotConfiguredNotice } from './not-configured-notice.tsx';
import { PlanCard } from './plan-card.tsx';
import { PAYMENT_TEXTS, PLAN_FEATURES } from './plan-content.ts';
import { PLAN_NAME, type Plan, priceText, tierRange, yearlySaving } from './pricing.ts';
import { usePlanStanding } from './use-plan-standing.ts';

const intervalParam = (value: string | null): PlanInterval | null =>
  value === 'year' || value === 'month' ? value : null;

function TierList({ plan }: { plan: Plan }) {
  return (
    <ul className="mt-2 flex flex-col gap-1">
      {plan.tiers.map((tier) => (
        <li key={tier.from} className="flex justify-between gap-4">
          <span>{tierRange(tier)}</span>
          <span className="font-medium text-ink">{priceText(tier.unitAmount, plan.interval)} per user</span>
        </li>
      ))}
    </ul>
  );
}

/** /payment: the plans with a month/year toggle, the current one marked, each leading to its checkout page. */
export function PaymentPage() {
  const user = useUser();
  const plans = useQuery(plansQuery);
  const standing = usePlanStanding(plans.isSuccess);
  // A link may choose the period and bring a coupon (?plan=year&coupon=CODE, as after a referral login).
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<PlanInterval | null>(() => intervalParam(params.get('plan')));
  const coupon = params.get('coupon');
  const interval = chosen ?? standing.subscription?.interval ?? 'month';
  const of = (kind: Plan['kind'], at = interval) =>
    plans.data?.find((p) => p.kind === kind && p.interval === at);
  const premium = of('core');
  const team = of('tiered');

  const choose = (plan: Plan) =>
    standing.isCurrent(plan.id) || standing.hasLiveSubscription ? null : (
      <Link
        to={coupon ? `/payment/${plan.id}?${new URLSearchParams({ coupon })}` : `/payment/${plan.id}`}
        className={buttonClass('accent', 'lg', 'w-full')}
      >
        Choose {PLAN_NAME[plan.kind]}
      </Link>
    );

  return (
    <div className="flex flex-col gap-8">
      <header className="flex max-w-2xl flex-col gap-3">
        <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">
          {user?.role === 'premium_agent' ? PAYMENT_TEXTS.titlePremium : PAYMENT_TEXTS.title}
        </h1>
        <p className="text-lg text-muted">{PAYMENT_TEXTS.intro}</p>
      </header>
      {plans.isPending ? (
        <PageSpinner />
      ) : plans.isError ? (
        isNotConfigured(plans.error) ? (
          <>
            <NotConfiguredNotice email={user?.email} />
            <div className="grid gap-6 wide:grid-cols-3">
              <PlanCard name="Free" features={PLAN_FEATURES.free} current={standing.isCurrent('free')} />
              <PlanCard
                name={PLAN_NAME.core}
                features={PLAN_FEATURES.core}
                current={standing.isCurrent('core_monthly')}
              />
            </div>
          </>
        ) : (
          <Notice tone="error" className="max-w-2xl">
            {PAYMENT_TEXTS.loadFailed}{' '}
            <Button variant="link" onClick={() => plans.refetch()}>
              Try again
            </Button>
          </Notice>
        )
      ) : (
        <>
          {standing.hasLiveSubscription && (
            <Notice className="max-w-2xl">
              {BILLING_MESSAGES.alreadySubscribed}{' '}
              <Link to="/settings/billing" className="font-semibold text-theme underline">
                Billing settings
              </Link>
            </Notice>
          )}
          <IntervalToggle
            value={interval}
            onChange={setChosen}
            saving={yearlySaving(of('core', 'month'), of('core', 'year'))}
          />
          <div className="grid gap-6 wide:grid-cols-3">
            <PlanCard
              name="Free"
              price="$0"
              features={PLAN_FEATURES.free}
              current={standing.isCurrent('free')}
            />
            {premium && (
              <PlanCard
                name={PLAN_NAME.core}
                price={priceText(premium.tiers[0]!.unitAmount, premium.interval)}
                priceNote={premium.interval === 'year' ? 'Billed once a year' : 'Billed every month'}
                features={PLAN_FEATURES.core}
                current={standing.isCurrent(premium.id)}
                highlighted
              >
                {choose(premium)}
              </PlanCard>
            )}
            {team && (
              <PlanCard
                name={PLAN_NAME.tiered}
                price={
                  <>
                    {priceText(team.tiers[0]!.unitAmount, team.interval)}{' '}
                    <span className="text-base font-medium text-muted">per user</span>
                  </>
                }
                priceNote={<TierList plan={team} />}
                features={PLAN_FEATURES.tiered}
                current={standing.isCurrent(team.id)}
              >
                {choose(team)}
              </PlanCard>
            )}
          </div>
          <DfyOfferCard signedIn={Boolean(user)} />
        </>
      )}
    </div>
  );
}
