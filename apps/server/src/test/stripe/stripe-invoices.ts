import type { Form } from './form.ts';
import { str } from './form.ts';
import { newId, StripeApiError, type StripeObject, type StripeState } from './stripe-state.ts';

type Item = {
  price: StripeObject;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
};
type Tier = { up_to: number | null; unit_amount: number };

/** What one item costs a period: per unit, or (volume tiers) every seat at the price of the tier its count falls in. */
function itemAmount(state: StripeState, item: Item) {
  const price = state.get(item.price.id, 'price');
  if (price.billing_scheme !== 'tiered') return Number(price.unit_amount) * item.quantity;
  const tiers = price._tiers as Tier[];
  const tier = tiers.find((t) => t.up_to === null || item.quantity <= t.up_to) ?? tiers.at(-1)!;
  return tier.unit_amount * item.quantity;
}

/** The subscription's discounts (promotion codes) applied to an amount, as its coupons say. */
function discounted(state: StripeState, subscription: StripeObject, amount: number) {
  let total = amount;
  for (const id of (subscription.discounts as string[]) ?? []) {
    const promotion = state.objects.get(id);
    const couponId = (promotion?.promotion as { coupon?: string } | undefined)?.coupon;
    const coupon = couponId ? state.objects.get(couponId) : undefined;
    if (!coupon) continue;
    if (coupon.amount_off) total -= Number(coupon.amount_off);
    if (coupon.percent_off) total -= Math.round((total * Number(coupon.percent_off)) / 100);
  }
  return Math.max(0, total);
}

/**
 * Invoices of the fake account: one per subscription period, paid with the customer's card, or left open
 * when a renewal fails (the subscription goes past due until a new card pays it).
 */
export function createInvoicing(state: StripeState) {
  const itemsOf = (subscription: StripeObject) => (subscription.items as { data: Item[] }).data;
  const amountOf = (subscription: StripeObject) =>
    discounted(
      state,
      subscription,
      itemsOf(subscription).reduce((sum, item) => sum + itemAmount(state, item), 0),
    );

  function invoice(subscription: StripeObject, paid: boolean, billingReason: string) {
    const id = newId('in');
    const amount = amountOf(subscription);
    const item = itemsOf(subscription)[0]!;
    const count = state.all('invoice').filter((i) => i.customer === subscription.customer).length;
    const value = state.put({
      id,
      object: 'invoice',
      number: `${String(subscription.customer).slice(-8).toUpperCase()}-${String(count + 1).padStart(4, '0')}`,
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      subtotal: amount,
      total: amount,
      currency: 'usd',
      attempt_count: 1,
      attempted: true,
      billing_reason: billingReason,
      collection_method: 'charge_automatically',
      created: state.now(),
      period_start: item.current_period_start,
      period_end: item.current_period_start,
      next_payment_attempt: paid ? null : state.now() + 3 * 86_400,
      hosted_invoice_url: `${state.baseUrl()}/invoices/${id}`,
      invoice_pdf: `${state.baseUrl()}/invoices/${id}/pdf`,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
      lines: { object: 'list', data: [], has_more: false, url: `/v1/invoices/${id}/lines` },
    });
    state.event('invoice.created', value);
    state.event('invoice.finalized', value);
    state.event(paid ? 'invoice.paid' : 'invoice.payment_failed', value);
    return value;
  }

  return {
    /** The first invoice of a subscription a customer just paid for on Checkout. */
    paidFirst: (subscription: StripeObject) => invoice(subscription, true, 'subscription_create'),

    /** A renewal whose charge the card refuses: an open invoice, and the subscription goes past due. */
    failRenewal(subscriptionId: string) {
      const subscription = state.get(subscriptionId, 'subscription');
      const before = state.events.length;
      invoice(subscription, false, 'subscription_cycle');
      state.setSubscriptionStatus(subscriptionId, 'past_due');
      return state.events.slice(before);
    },

    /** Pays the customer's open invoices (the new card worked); their subscriptions become active again. */
    payOpen(customerId: string) {
      for (const open of state
        .all('invoice')
        .filter((i) => i.customer === customerId && i.status === 'open')) {
        Object.assign(open, {
          status: 'paid',
          amount_paid: open.amount_due,
          amount_remaining: 0,
          attempt_count: Number(open.attempt_count) + 1,
          next_payment_attempt: null,
        });
        state.event('invoice.paid', open);
        state.event('invoice.payment_succeeded', open);
      }
      for (const subscription of state.all('subscription'))
        if (
          subscription.customer === customerId &&
          ['past_due', 'unpaid'].includes(String(subscription.status))
        )
          state.setSubscriptionStatus(subscription.id, 'active');
    },

    list(form: Form) {
      const customer = str(form.customer);
      const limit = Number(str(form.limit) ?? 10);
      return (
        state
          .all('invoice')
          .filter((i) => customer === undefined || i.customer === customer)
          .filter((i) => str(form.status) === undefined || i.status === str(form.status))
          // Newest first; of the same second, the one made last.
          .reverse()
          .sort((a, b) => Number(b.created) - Number(a.created))
          .slice(0, limit)
      );
    },

    /** POST /v1/invoices/create_preview for a subscription: the invoice its next renewal will make. */
    preview(form: Form) {
      const customer = str(form.customer);
      const subscriptionId = str(form.subscription);
      const subscription = state
        .all('subscription')
        .find((s) => (subscriptionId ? s.id === subscriptionId : s.customer === customer));
      const ended = ['canceled', 'incomplete_expired', 'unpaid'];
      if (
        !subscription ||
        subscription.cancel_at_period_end === true ||
        ended.includes(String(subscription.status))
      )
        throw new StripeApiError(404, 'No upcoming invoices for customer', 'invoice_upcoming_none');
      const amount = amountOf(subscription);
      const renewal = itemsOf(subscription)[0]!.current_period_end;
      return {
        id: null,
        object: 'invoice',
        customer: subscription.customer,
        status: 'draft',
        amount_due: amount,
        amount_paid: 0,
        subtotal: amount,
        total: amount,
        currency: 'usd',
        created: renewal,
        period_start: renewal,
        period_end: renewal,
        next_payment_attempt: renewal,
        livemode: false,
      };
    },
  };
}

export type Invoicing = ReturnType<typeof createInvoicing>;
