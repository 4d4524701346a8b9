import { BILLING_MESSAGES, type PlanId } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldMessages, firstMessage } from '../../lib/errors.ts';
import { couponQuery } from './api.ts';

/** The coupon code applied on a plan's checkout page, checked (GET /api/coupon) for its seat count. */
export function useCoupon(planId: PlanId, seats: number, initial: string | null = null) {
  const [applied, setApplied] = useState<string | null>(initial?.trim() || null);
  const query = useQuery({
    ...couponQuery(applied ?? '', planId, seats),
    enabled: applied !== null,
    // The last answer stays while another seat count is checked (keepPreviousData, without importing it).
    placeholderData: (previous) => previous,
  });
  const error = query.isError
    ? (fieldMessages(query.error, 'code')[0] ?? firstMessage(query.error) ?? BILLING_MESSAGES.couponInvalid)
    : undefined;
  const coupon = applied !== null && !query.isError ? query.data : undefined;
  return {
    applied,
    apply: (code: string) => setApplied(code.trim() || null),
    remove: () => setApplied(null),
    checking: query.isFetching && !query.isPlaceholderData,
    coupon,
    error,
    /** Cents off one invoice at this seat count. */
    discount: coupon?.discountValue ?? 0,
  };
}

export type CouponState = ReturnType<typeof useCoupon>;
