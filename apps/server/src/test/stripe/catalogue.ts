import type { StripeServer } from './stripe-server.ts';

/** The four plans as an operator would price them in Stripe, found by their lookup keys. */
export function catalogue(stripe: Pick<StripeServer, 'price'>) {
  const tiers = (unit: number) => [
    { upTo: 5, unitAmount: unit },
    { upTo: 20, unitAmount: unit - 300 },
    { upTo: null, unitAmount: unit - 600 },
  ];
  return {
    core_monthly: stripe.price({ lookupKey: 'folio_core_monthly', interval: 'month', unitAmount: 2900 }),
    core_yearly: stripe.price({ lookupKey: 'folio_core_yearly', interval: 'year', unitAmount: 29_000 }),
    tiered_monthly: stripe.price({
      lookupKey: 'folio_tiered_monthly',
      interval: 'month',
      tiers: tiers(2500),
    }),
    tiered_yearly: stripe.price({ lookupKey: 'folio_tiered_yearly', interval: 'year', tiers: tiers(25_000) }),
  };
}
