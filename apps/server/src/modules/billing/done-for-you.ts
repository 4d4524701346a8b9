import { DFY_TEXTS, type DfyOffer } from '@folio/shared';
import type Stripe from 'stripe';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { providerFailed } from './billing.errors.ts';
import type { Customers } from './customers.ts';
import { lookupKeyOf, type StripeClient } from './stripe.client.ts';

/** The operator has no done-for-you Price (neither STRIPE_PRICE_DFY nor an active Price with lookup_key folio_dfy). */
const notOffered = () => new AppError(409, { detail: DFY_TEXTS.notOffered });

/** The done-for-you offer (spec §1, §7 POST user/my-dfy-session): a one-time purchase through Checkout. */
export function createDoneForYou(deps: {
  stripe: StripeClient;
  customers: Customers;
  publicUrl: string;
  priceId: string | undefined;
}) {
  const { stripe, customers, publicUrl, priceId } = deps;

  async function price() {
    if (priceId) return priceId;
    const found = await stripe.prices.list({ lookup_keys: [lookupKeyOf('dfy')], active: true, limit: 1 });
    return found.data[0]?.id ?? null;
  }

  /** The offer's Price with its Product, or null when there is none or it cannot be sold now. */
  async function offerPrice(): Promise<Stripe.Price | null> {
    if (priceId) {
      const configured = await stripe.prices.retrieve(priceId, { expand: ['product'] });
      return configured.active ? configured : null;
    }
    const found = await stripe.prices.list({
      lookup_keys: [lookupKeyOf('dfy')],
      active: true,
      expand: ['data.product'],
      limit: 1,
    });
    return found.data[0] ?? null;
  }

  return {
    /** What the offer costs, for showing it without buying it; null when the operator has no such Price. */
    async offer(): Promise<DfyOffer | null> {
      const found = await offerPrice();
      if (!found || found.unit_amount === null) return null;
      const product = typeof found.product === 'object' && !found.product.deleted ? found.product : null;
      return {
        price_id: found.id,
        unit_amount: found.unit_amount,
        currency: found.currency,
        name: product?.name ?? null,
        description: product?.description ?? null,
      };
    },
    /** A hosted Checkout page in payment mode for one done-for-you setup; answers its URL. */
    async session(user: UserRow) {
      const price_id = await price();
      if (!price_id) throw notOffered();
      const customer = await customers.ensure(user);
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer: customer.stripeCustomerId,
        client_reference_id: String(user.id),
        line_items: [{ price: price_id, quantity: 1 }],
        metadata: { folio_user_id: String(user.id), folio_purchase: 'done_for_you' },
        success_url: `${publicUrl}/settings/billing?dfy=success`,
        cancel_url: `${publicUrl}/settings/billing`,
      });
      if (!session.url) throw providerFailed();
      return { url: session.url };
    },
  };
}
