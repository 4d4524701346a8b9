import { MESSAGES, TEAM_SEATS, TEAM_TEXTS } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { firstMessage } from '../../lib/errors.ts';
import { LINKS } from '../../lib/links.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Slider } from '../../ui/slider.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { isNotConfigured, plansQuery } from '../payment/api.ts';
import { IntervalToggle } from '../payment/interval-toggle.tsx';
import { NotConfiguredNotice } from '../payment/not-configured-notice.tsx';
import {
  intervalOf,
  type Plan,
  priceText,
  seatPrice,
  seatSliderMax,
  yearlySaving,
} from '../payment/pricing.ts';
import { CREATE_TEAM_TEXTS as T } from './create-team-texts.ts';
import { type TeamDraft, teamPlanId } from './team-draft.ts';
import { TeamIllustration } from './team-illustration.tsx';

type SettingsStepProps = {
  draft: TeamDraft;
  onDraft: (draft: TeamDraft) => void;
  onBack: () => void;
  onContinue: () => void;
  external: boolean;
  pending: boolean;
  error: unknown;
  email?: string;
};

const ExternalLink = ({ href, children }: { href: string; children: string }) => (
  <a href={href} target="_blank" rel="noreferrer" className="font-semibold text-theme underline">
    {children}
  </a>
);

/** Team settings (spec §2, §9): month or year, the seats on a slider, the price per user, Back and Continue. */
export function SettingsStep(props: SettingsStepProps) {
  const plans = useQuery(plansQuery);
  const tiered = (interval: 'month' | 'year') =>
    plans.data?.find((p) => p.kind === 'tiered' && p.interval === interval);
  const plan = tiered(intervalOf(props.draft.selectedPlan));
  return (
    <div className="grid items-start gap-10 large:grid-cols-[1fr_320px]">
      <div className="flex max-w-xl flex-col gap-8">
        <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">{TEAM_TEXTS.settingsTitle}</h1>
        {plans.isPending ? (
          <PageSpinner />
        ) : plans.isError ? (
          isNotConfigured(plans.error) ? (
            <NotConfiguredNotice email={props.email} />
          ) : (
            <Notice tone="error">
              {T.plansFailed}{' '}
              <Button variant="link" onClick={() => plans.refetch()}>
                {T.tryAgain}
              </Button>
            </Notice>
          )
        ) : plan ? (
          <SettingsForm {...props} plan={plan} saving={yearlySaving(tiered('month'), tiered('year'))} />
        ) : (
          <Notice tone="error">{T.plansFailed}</Notice>
        )}
      </div>
      {!props.external && <TeamIllustration className="hidden w-full large:block" />}
    </div>
  );
}

function SettingsForm({
  draft,
  onDraft,
  onBack,
  onContinue,
  external,
  pending,
  error,
  plan,
  saving,
}: SettingsStepProps & { plan: Plan; saving: number | null }) {
  const seatsId = useId();
  const max = seatSliderMax(plan);
  const quantity = Math.min(Math.max(draft.quantity, TEAM_SEATS.min), max);
  const perUser = seatPrice(plan, quantity);
  // A kept draft may hold more seats than today's tiers offer: it continues with what the slider shows.
  useEffect(() => {
    if (quantity !== draft.quantity) onDraft({ ...draft, quantity });
  }, [quantity, draft, onDraft]);
  return (
    <>
      <div className="flex flex-col gap-3">
        <span className="text-sm font-medium text-ink" aria-hidden>
          {T.billing}
        </span>
        <IntervalToggle
          value={plan.interval}
          saving={saving}
          onChange={(interval) => onDraft({ ...draft, selectedPlan: teamPlanId(interval) })}
        />
      </div>
      <div className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-4">
          <span id={seatsId} className="text-sm font-medium text-ink">
            {TEAM_TEXTS.seatsLabel}
          </span>
          <span className="text-2xl font-semibold text-ink" aria-hidden>
            {quantity}
          </span>
        </div>
        <Slider
          value={quantity}
          onChange={(next) => onDraft({ ...draft, quantity: next })}
          min={TEAM_SEATS.min}
          max={max}
          labelledBy={seatsId}
          valueText={`${quantity} members`}
        />
        <div className="flex justify-between text-xs text-muted" aria-hidden>
          <span>{TEAM_SEATS.min}</span>
          <span>{max}</span>
        </div>
      </div>
      <div className="flex flex-col gap-1 rounded-xl bg-white p-4 ring-1 ring-mist" aria-live="polite">
        <p className="text-lg font-semibold text-ink">{T.perUser(priceText(perUser, plan.interval))}</p>
        <p className="text-sm text-muted">
          {T.total(priceText(perUser * quantity, plan.interval), quantity)}
        </p>
      </div>
      {(LINKS.contactSales || LINKS.customerSuccess) && (
        <div className="flex flex-col gap-1 text-sm text-muted">
          {LINKS.contactSales && (
            <p>
              {T.moreMembers(max)} <ExternalLink href={LINKS.contactSales}>{T.contactSales}</ExternalLink>
            </p>
          )}
          {LINKS.customerSuccess && (
            <p>
              {T.questions} <ExternalLink href={LINKS.customerSuccess}>{T.customerSuccess}</ExternalLink>
            </p>
          )}
        </div>
      )}
      {Boolean(error) && <Notice tone="error">{firstMessage(error) ?? MESSAGES.toastError}</Notice>}
      <p className="text-sm text-muted">{external ? T.signUpNote : T.checkoutNote}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" size="lg" onClick={onBack} disabled={pending}>
          {T.back}
        </Button>
        <Button variant="accent" size="lg" onClick={onContinue} loading={pending}>
          {external ? T.signUpButton : T.continue}
        </Button>
      </div>
    </>
  );
}
