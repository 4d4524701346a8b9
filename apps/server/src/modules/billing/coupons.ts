import { type Coupon, tierFor } from '@folio/shared';
import type Stripe from 'stripe';
import type { BillingPlanRow } from './billing.table.ts';
import type { StripeClient } from './stripe.client.ts';

/** Cents one invoice of `quantity` seats of the plan costs before any discount. */
export function invoiceAmount(plan: Pick<BillingPlanRow, 'tiers'>, quantity: number) {
  const tier = tierFor(plan.tiers, quantity);
  return tier ? tier.unit_amount * quantity : 0;
}

/** Cents the coupon takes off an invoice of `amount` cents: never more than the invoice. */
export function discountOn(coupon: Pick<Stripe.Coupon, 'amount_off' | 'percent_off'>, amount: number) {
  if (coupon.amount_off) return Math.min(coupon.amount_off, amount);
  if (coupon.percent_off) return Math.round((amount * coupon.percent_off) / 100);
  return 0;
}

/** Discount codes are the Stripe account's active promotion codes (see DISCOUNT_THRESHOLDS). */
export function createCoupons(stripe: StripeClient) {
  return {
    /** The active promotion code with this exact code and a valid coupon, or null. */
    async find(code: string) {
      const { data } = await stripe.promotionCodes.list({
        code,
        active: true,
        expand: ['data.promotion.coupon'],
        limit: 1,
      });
      const promotion = data[0];
      const coupon = promotion?.promotion.coupon;
      if (!promotion || !coupon || typeof coupon === 'string' || !coupon.valid) return null;
      return { promotionCodeId: promotion.id, code: promotion.code, coupon };
    },
  };
}

export type Coupons = ReturnType<typeof createCoupons>;

export function presentCoupon(
  found: NonNullable<Awaited<ReturnType<Coupons['find']>>>,
  plan: Pick<BillingPlanRow, 'tiers'> | null,
  quantity: number,
): Coupon {
  const { coupon } = found;
  return {
    code: found.code,
    percent_off: coupon.percent_off,
    amount_off: coupon.amount_off,
    duration: coupon.duration,
    duration_in_months: coupon.duration_in_months,
    discount_value: plan ? discountOn(coupon, invoiceAmount(plan, quantity)) : null,
  };
}
