import type { PlanId, SubscriptionStatus } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { useUser } from '../accounts/api.ts';
import { subscriptionQuery } from './api.ts';
import { kindOf } from './pricing.ts';

/** Statuses of a subscription that still bills: the server refuses to start a second one beside it. */
const LIVE = new Set<SubscriptionStatus>(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);

/**
 * Where the signed-in user stands: their live subscription, if any, and which plan is theirs now (Free for
 * free_agent; Premium for a premium_agent the operator granted it without a subscription).
 */
export function usePlanStanding(billingConfigured: boolean) {
  const user = useUser();
  const { data } = useQuery({ ...subscriptionQuery, enabled: Boolean(user) && billingConfigured });
  const live = data && LIVE.has(data.status) ? data : null;
  const isCurrent = (id: PlanId | 'free') => {
    if (!user) return false;
    if (live?.planId) return id === live.planId;
    if (user.role === 'premium_agent') return id !== 'free' && kindOf(id) === 'core';
    return id === 'free';
  };
  return { subscription: live, hasLiveSubscription: Boolean(live), isCurrent };
}
