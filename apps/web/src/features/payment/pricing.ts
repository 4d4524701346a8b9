import {
  formatDollars,
  MIN_TEAM_SEATS,
  PLAN_IDS,
  type PlanId,
  type PlanInterval,
  type Plan as PlanWire,
  PRICE_PERIOD,
} from '@folio/shared';
import type { Camelize } from '../../lib/api.ts';

export type Plan = Camelize<PlanWire>;
export type PlanKind = Plan['kind'];
type Tier = Plan['tiers'][number];

/** What the payment screens call each kind of plan. */
export const PLAN_NAME: Record<PlanKind, string> = { core: 'Premium', tiered: 'Team' };

export const isPlanId = (value: string | undefined): value is PlanId =>
  (PLAN_IDS as readonly string[]).includes(value ?? '');

export const kindOf = (id: PlanId): PlanKind => (id.startsWith('tiered') ? 'tiered' : 'core');
export const intervalOf = (id: PlanId): PlanInterval => (id.endsWith('_yearly') ? 'year' : 'month');
export const planIdOf = (kind: PlanKind, interval: PlanInterval): PlanId =>
  `${kind}_${interval === 'year' ? 'yearly' : 'monthly'}`;

/** Seats a plan is bought for at least: one person, or a team of MIN_TEAM_SEATS. */
export const minSeats = (kind: PlanKind) => (kind === 'tiered' ? MIN_TEAM_SEATS : 1);

/** '$29/mo', '$290/yr' (spec §9: cents shown in dollars, 'mo' or 'yr'). */
export const priceText = (cents: number, interval: PlanInterval) =>
  `${formatDollars(cents)}/${PRICE_PERIOD[interval]}`;

/** Cents one seat costs at this seat count (volume tiers: every seat at its tier's price; spec §9). */
export const seatPrice = (plan: Pick<Plan, 'tiers'>, seats: number) =>
  plan.tiers.find((t) => seats >= t.from && (t.upTo === null || seats <= t.upTo))?.unitAmount ?? 0;

/** The most seats a team slider offers: the last tier's bound (its start when it is open-ended, spec §9). */
export const seatSliderMax = (plan: Pick<Plan, 'tiers'>) => {
  const last = plan.tiers[plan.tiers.length - 1]!;
  return last.upTo ?? last.from;
};

/** The lowest per-seat price a plan has. */
export const lowestSeatPrice = (plan: Pick<Plan, 'tiers'>) =>
  Math.min(...plan.tiers.map((tier) => tier.unitAmount));

/** '1–5 users', '21+ users' */
export const tierRange = (tier: Tier) =>
  tier.upTo === null ? `${tier.from}+ users` : `${tier.from}–${tier.upTo} users`;

/** Whole percent a year saves against twelve months of the same plan; null when it saves nothing. */
export function yearlySaving(monthly: Plan | undefined, yearly: Plan | undefined) {
  if (!monthly || !yearly) return null;
  const twelveMonths = monthly.tiers[0]!.unitAmount * 12;
  const percent = Math.round((1 - yearly.tiers[0]!.unitAmount / twelveMonths) * 100);
  return percent > 0 ? percent : null;
}
