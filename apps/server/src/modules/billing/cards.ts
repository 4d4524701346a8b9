import { BILLING_MESSAGES, type Card } from '@folio/shared';
import Stripe from 'stripe';
import { fieldError } from '../../platform/errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { noCustomer } from './billing.errors.ts';
import type { Customers } from './customers.ts';
import type { StripeClient } from './stripe.client.ts';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export const presentCard = (pm: Stripe.PaymentMethod, defaultId: string | null): Card => ({
  id: pm.id,
  brand: pm.card?.brand ?? 'card',
  last4: pm.card?.last4 ?? '',
  exp_month: pm.card?.exp_month ?? 0,
  exp_year: pm.card?.exp_year ?? 0,
  default: pm.id === defaultId,
});

/**
 * Cards live in Stripe: the browser hands them to Stripe (Checkout in setup mode, or Stripe.js) and we only
 * see PaymentMethod ids. The rule of spec §4: the newest card is the default and the former loses it.
 */
export function createCards(deps: { stripe: StripeClient; customers: Customers; publicUrl: string }) {
  const { stripe, customers, publicUrl } = deps;

  async function list(stripeCustomerId: string): Promise<Card[]> {
    const [customer, methods] = await Promise.all([
      stripe.customers.retrieve(stripeCustomerId),
      stripe.customers.listPaymentMethods(stripeCustomerId, { type: 'card', limit: 100 }),
    ]);
    const defaultId = customer.deleted ? null : idOf(customer.invoice_settings.default_payment_method);
    return methods.data.sort((a, b) => b.created - a.created).map((pm) => presentCard(pm, defaultId));
  }

  /**
   * Makes the customer's newest card the default of the customer and of its live subscriptions (whose own
   * default would otherwise still be charged). Reads the cards from Stripe, so events in any order agree.
   */
  async function defaultToNewest(stripeCustomerId: string) {
    const methods = await stripe.customers.listPaymentMethods(stripeCustomerId, { type: 'card', limit: 100 });
    // Stripe lists newest first; the stable sort keeps its order between cards of the same second.
    const newest = methods.data.sort((a, b) => b.created - a.created)[0];
    if (!newest) return;
    const customer = await stripe.customers.retrieve(stripeCustomerId);
    if (!customer.deleted && idOf(customer.invoice_settings.default_payment_method) !== newest.id)
      await stripe.customers.update(stripeCustomerId, {
        invoice_settings: { default_payment_method: newest.id },
      });
    const subscriptions = await stripe.subscriptions.list({ customer: stripeCustomerId, limit: 10 });
    for (const subscription of subscriptions.data)
      if (idOf(subscription.default_payment_method) !== newest.id)
        await stripe.subscriptions.update(subscription.id, { default_payment_method: newest.id });
  }

  return {
    defaultToNewest,
    async list(userId: number) {
      const customer = await customers.find(userId);
      return customer ? list(customer.stripeCustomerId) : [];
    },
    /** Attaches a card Stripe.js made and makes it the default; answers the cards. */
    async attach(user: UserRow, paymentMethodId: string) {
      const customer = await customers.ensure(user);
      try {
        await stripe.paymentMethods.attach(paymentMethodId, { customer: customer.stripeCustomerId });
      } catch (error) {
        // An unknown token, or a card of another customer: the user's to fix, not an outage.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          throw fieldError('card_token', BILLING_MESSAGES.cardNotAdded);
        throw error;
      }
      await defaultToNewest(customer.stripeCustomerId);
      return list(customer.stripeCustomerId);
    },
    /** A Checkout page in setup mode where the user gives Stripe a new card; the webhook makes it the default. */
    async setupSession(user: UserRow) {
      const customer = await customers.ensure(user);
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer: customer.stripeCustomerId,
        currency: 'usd',
        client_reference_id: String(user.id),
        success_url: `${publicUrl}/settings/billing?card=added`,
        cancel_url: `${publicUrl}/settings/billing`,
      });
      if (!session.url) throw noCustomer();
      return session.url;
    },
  };
}

export type Cards = ReturnType<typeof createCards>;
