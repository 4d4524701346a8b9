import type { Card, Invoice, NextInvoice, PlanInterval, Subscription } from '@folio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Camelize } from '../../lib/api.ts';
import { accountKeys } from '../accounts/api.ts';
import { paymentKeys } from '../payment/api.ts';

/** Query keys of the billing settings (the subscription's is the payment screens'); invalidation uses only these. */
export const billingKeys = {
  all: ['billing'] as const,
  cards: ['billing', 'cards'] as const,
  invoices: ['billing', 'invoices'] as const,
};

export const cardsQuery = queryOptions({
  queryKey: billingKeys.cards,
  queryFn: async () => (await api<{ results: Card[] }>('/user/cards')).results,
  retry: false,
});

export const invoicesQuery = queryOptions({
  queryKey: billingKeys.invoices,
  queryFn: () => api<{ results: Invoice[]; next_invoice: NextInvoice | null }>('/user/invoices'),
  retry: false,
});

export type BillingSubscription = Camelize<Subscription>;

/** Leaves the app for a Stripe page (Checkout, the Customer Portal). */
const go = (url: string) => window.location.assign(url);

/** POST /api/user/cards without a token: a Stripe Checkout page in setup mode where the card is typed. */
export function useAddCard() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/user/cards', { method: 'POST', body: {} }),
    onSuccess: ({ url }) => go(url),
  });
}

/** GET /api/user/my-portal: Stripe's Customer Portal, whose return link opens `returnPath`. */
export function useOpenPortal(returnPath?: string) {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/user/my-portal', { query: { returnPath } }),
    onSuccess: ({ url }) => go(url),
  });
}

/** A subscription change; what it answers, and the user's role and status, are read again after it. */
function useSubscriptionChange<T>(run: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.subscription }),
        queryClient.invalidateQueries({ queryKey: accountKeys.user }),
      ]),
  });
}

export const useChangePeriod = () =>
  useSubscriptionChange((interval: PlanInterval) =>
    api<{ message: string }>('/user/change-subscription', { method: 'POST', body: { interval } }),
  );

export const useCancelSubscription = () =>
  useSubscriptionChange(() => api<{ message: string }>('/user/cancel-subscription', { method: 'POST' }));
