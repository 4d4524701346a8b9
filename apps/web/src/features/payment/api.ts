import {
  BILLING_MESSAGES,
  type Coupon,
  type DfyOffer,
  type PlanId,
  type Plan as PlanWire,
  type Subscription,
} from '@folio/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { firstMessage } from '../../lib/errors.ts';

/** Query keys of the payment screens; invalidation uses only these. */
export const paymentKeys = {
  plans: ['plans'] as const,
  dfyOffer: ['dfy-offer'] as const,
  subscription: ['subscription'] as const,
  coupon: (code: string, planId: PlanId, quantity: number) => ['coupon', code, planId, quantity] as const,
};

/** The server answers this (409) to every billing call when it has no Stripe keys. */
export const isNotConfigured = (error: unknown) => firstMessage(error) === BILLING_MESSAGES.notConfigured;

export const plansQuery = queryOptions({
  queryKey: paymentKeys.plans,
  queryFn: ({ signal }) => api<{ results: PlanWire[] }>('/plan', { signal }).then((r) => r.results),
  staleTime: 5 * 60_000,
  retry: (count, error) => !isNotConfigured(error) && count < 2,
});

/** The done-for-you offer with its one-time price, or null when the server offers none. */
export const dfyOfferQuery = queryOptions({
  queryKey: paymentKeys.dfyOffer,
  queryFn: ({ signal }) => api<{ offer: DfyOffer | null }>('/dfy-offer', { signal }).then((r) => r.offer),
  staleTime: 5 * 60_000,
});

/** The signed-in user's subscription as Stripe last told the server, or null. */
export const subscriptionQuery = queryOptions({
  queryKey: paymentKeys.subscription,
  queryFn: ({ signal }) =>
    api<{ subscription: Subscription | null }>('/user/subscription', { signal }).then((r) => r.subscription),
  retry: false,
});

export const couponQuery = (code: string, planId: PlanId, quantity: number) =>
  queryOptions({
    queryKey: paymentKeys.coupon(code, planId, quantity),
    queryFn: ({ signal }) => api<Coupon>('/coupon', { query: { code, planId, quantity }, signal }),
    retry: false,
    staleTime: 60_000,
  });

export type CheckoutInput = { planId: PlanId; quantity: number; coupon?: string; cancelUrl: string };

/** Opens Stripe's hosted Checkout for the plan: the browser leaves for the page the server answers. */
export const useStartCheckout = () =>
  useMutation({
    mutationFn: (body: CheckoutInput) =>
      api<{ url: string }>('/user/start-subscription', { method: 'POST', body }),
    onSuccess: ({ url }) => window.location.assign(url),
  });

/** Opens Stripe's hosted Checkout for the done-for-you offer: the browser leaves for the page the server answers. */
export const useStartDfy = () =>
  useMutation({
    mutationFn: () => api<{ url: string }>('/user/my-dfy-session', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
