import Stripe from 'stripe';
import type { StripeSettings } from '../../config.ts';

export type StripeClient = Stripe;

/** The official SDK, pointed at STRIPE_API_URL (Stripe itself unless a test points it at its local server). */
export function createStripeClient(settings: StripeSettings): StripeClient {
  return new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Folio' },
  });
}

/** The lookup_key an operator gives a plan's Price when no STRIPE_PRICE_* id names it. */
export const lookupKeyOf = (planId: string) => `folio_${planId}`;
