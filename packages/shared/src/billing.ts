import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './plans.ts';

/** The four plans of spec §3: core is one per-user price, tiered prices each seat by the tier its count falls in. */
export const PLAN_IDS = ['core_monthly', 'core_yearly', 'tiered_monthly', 'tiered_yearly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** Minimum seats of a team subscription (spec §9). */
export const MIN_TEAM_SEATS = 2;
/** Most seats one subscription or coupon check takes. */
export const MAX_SEATS = 10_000;

/** Billing labels of spec §9: 'MO' and 'Y' on the plan, 'mo' and 'yr' after a per-user price. */
export const BILLING_LABEL: Record<PlanInterval, string> = { month: 'MO', year: 'Y' };
export const PRICE_PERIOD: Record<PlanInterval, string> = { month: 'mo', year: 'yr' };

/** One price tier: seats `from`..`up_to` (null: no upper bound, only on the last tier), each at `unit_amount` cents. */
export const planTierSchema = z.object({
  from: z.number().int().min(1),
  up_to: z.number().int().min(1).nullable(),
  unit_amount: z.number().int().min(0),
});
export type PlanTier = z.infer<typeof planTierSchema>;

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  kind: z.enum(['core', 'tiered']),
  interval: z.enum(PLAN_INTERVALS),
  currency: z.string(),
  /** Core plans have one open tier from 1; tiered plans start at 1 and end open. */
  tiers: z.array(planTierSchema).min(1),
});
export type Plan = z.infer<typeof planSchema>;

export const planListSchema = z.object({ results: z.array(planSchema) });

export const planQuerySchema = z.object({
  interval: z.enum(PLAN_INTERVALS).optional(),
  kind: z.enum(['core', 'tiered']).optional(),
});

/** The tier a seat count falls in (volume pricing: every seat at that tier's price); null below the first. */
export function tierFor(tiers: PlanTier[], quantity: number): PlanTier | null {
  return tiers.find((t) => quantity >= t.from && (t.up_to === null || quantity <= t.up_to)) ?? null;
}

const dollarFormats = {
  whole: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  cents: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
};

/**
 * Cents as the spec shows them: US dollars with thousands separators, cents only when there are some
 * ('$20', '$12.50', '$4,940').
 */
export function formatDollars(cents: number) {
  return dollarFormats[cents % 100 === 0 ? 'whole' : 'cents'].format(cents / 100);
}

/**
 * Discount codes are Stripe promotion codes. The lock-in coupon keeps the price a customer first paid for as
 * long as the subscription lasts; the three standard codes take 800, 500 or 250 cents ($8, $5, $2.50) off
 * every invoice. Any other promotion code of the Stripe account works too.
 */
export const DISCOUNT_THRESHOLDS = [800, 500, 250] as const;

export const couponQuerySchema = z.object({
  code: z.string().trim().min(1).max(64),
  plan_id: z.enum(PLAN_IDS).optional(),
  quantity: z.coerce.number().int().min(1).max(MAX_SEATS).default(1),
});

export const couponSchema = z.object({
  code: z.string(),
  percent_off: z.number().nullable(),
  amount_off: z.number().int().nullable(),
  /** forever, once or repeating (for duration_in_months). */
  duration: z.string(),
  duration_in_months: z.number().int().nullable(),
  /** Cents taken off one invoice of `plan_id` at `quantity` seats; null when no plan was named. */
  discount_value: z.number().int().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** The signed-in user's subscription as Stripe last told us. */
export const subscriptionSchema = z.object({
  plan_id: z.enum(PLAN_IDS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  interval: z.enum(PLAN_INTERVALS).nullable(),
  quantity: z.number().int(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

// z.nullable(), not .nullable(): a bundle that does not use the schema can drop it.
export const currentPlanSchema = z.object({ subscription: z.nullable(subscriptionSchema) });

export const cardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  default: z.boolean(),
});
export type Card = z.infer<typeof cardSchema>;
export const cardListSchema = z.object({ results: z.array(cardSchema) });

/**
 * POST /api/user/cards: `card_token` is a PaymentMethod id (pm_…) the browser made with Stripe.js or a
 * setup Checkout; without it the answer is a setup Checkout URL. The card number never reaches us.
 */
export const addCardSchema = z.object({
  card_token: z
    .string()
    .regex(/^pm_\w{1,200}$/)
    .optional(),
});
export const addCardResponseSchema = z.union([cardListSchema, z.object({ url: z.string() })]);

export const startSubscriptionSchema = z.object({
  plan_id: z.enum(PLAN_IDS),
  quantity: z.coerce.number().int().min(1).max(MAX_SEATS).default(1),
  coupon: z.string().trim().min(1).max(64).optional(),
  cancel_url: z.string().max(2000).optional(),
});
export const changePeriodSchema = z.object({ interval: z.enum(PLAN_INTERVALS) });

export const urlResponseSchema = z.object({ url: z.string() });

/** GET /api/user/my-portal: the page of this app the portal's return link opens (default the Billing tab). */
export const portalQuerySchema = z.object({
  return_path: z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])/, 'Must be a path of this site.')
    .optional(),
});
export const messageResponseSchema = z.object({ message: z.string() });

/** Texts of spec §8 and of the server's billing answers. */
export const BILLING_MESSAGES = {
  canceled: 'Subscription canceled successfully.',
  periodUpdated: 'Billing period successfully updated.',
  editFailed: 'Something went wrong with editing your subscription, please try again!',
  cancelFailed: 'Something went wrong with canceling your subscription, please try again!',
  notConfigured:
    'Online payment is not configured on this server. Ask its operator to grant your plan (npm run admin -- user:set-plan).',
  planUnavailable: 'This plan is not available right now. Please try again later.',
  couponInvalid: 'This coupon code is not valid.',
  noSubscription: 'You have no subscription to change.',
  alreadySubscribed: 'You already have a subscription. Change it from the Billing settings.',
  tieredNeedsTeam: 'Team plans start at 2 users.',
  samePeriod: 'Your subscription is already billed this way.',
  notInGoodStanding: 'Your subscription is not active. Update your payment method in Billing first.',
  noCustomer: 'Add a card or subscribe first.',
  paymentProviderFailed: 'The payment provider could not be reached. Please try again.',
  cardNotAdded: 'This card could not be added. Please try another card.',
} as const;
