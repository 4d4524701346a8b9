import { randomBytes } from 'node:crypto';
import { type Form, type FormValue, list, obj, str } from './form.ts';

/** A Stripe API error as the API answers it: the status and `{ error: { type, code, message, param } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'resource_missing',
    readonly param?: string,
  ) {
    super(message);
  }
}

export type StripeObject = Record<string, unknown> & { id: string; object: string };
const API_VERSION = '2026-10-28.endive';
const DAY = 86_400;

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** The objects of one fake Stripe account and the operations its API offers on them. */
export function createStripeState(options: { baseUrl: () => string; now: () => number }) {
  const objects = new Map<string, StripeObject>();
  const events: StripeObject[] = [];
  const now = () => Math.floor(options.now() / 1000);

  const put = <T extends StripeObject>(value: T) => {
    objects.set(value.id, value);
    return value;
  };
  function get(id: string, object: string): StripeObject {
    const found = objects.get(id);
    if (!found || found.object !== object)
      throw new StripeApiError(404, `No such ${object}: '${id}'`, 'resource_missing', 'id');
    return found;
  }
  const all = (object: string) => [...objects.values()].filter((o) => o.object === object);

  function event(type: string, subject: StripeObject, previous?: Record<string, unknown>) {
    const value = put({
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(subject), ...(previous && { previous_attributes: previous }) },
    });
    events.push(value);
    return value;
  }

  function price(input: {
    lookupKey?: string;
    interval: 'month' | 'year';
    unitAmount?: number;
    tiers?: { upTo: number | null; unitAmount: number }[];
    active?: boolean;
  }) {
    return put({
      id: newId('price'),
      object: 'price',
      active: input.active ?? true,
      billing_scheme: input.tiers ? 'tiered' : 'per_unit',
      currency: 'usd',
      created: now(),
      livemode: false,
      lookup_key: input.lookupKey ?? null,
      metadata: {},
      nickname: null,
      product: newId('prod'),
      recurring: { interval: input.interval, interval_count: 1, usage_type: 'licensed', meter: null },
      tax_behavior: 'unspecified',
      tiers_mode: input.tiers ? 'volume' : null,
      transform_quantity: null,
      type: 'recurring',
      unit_amount: input.tiers ? null : (input.unitAmount ?? 0),
      unit_amount_decimal: input.tiers ? null : String(input.unitAmount ?? 0),
      _tiers: (input.tiers ?? []).map((t) => ({
        flat_amount: null,
        flat_amount_decimal: null,
        unit_amount: t.unitAmount,
        unit_amount_decimal: String(t.unitAmount),
        up_to: t.upTo,
      })),
    });
  }

  function customer(form: Form) {
    return put({
      id: newId('cus'),
      object: 'customer',
      created: now(),
      email: str(form.email) ?? null,
      name: str(form.name) ?? null,
      metadata: obj(form.metadata),
      balance: 0,
      livemode: false,
      invoice_settings: { default_payment_method: null, custom_fields: null, footer: null },
    });
  }

  function updateCustomer(id: string, form: Form) {
    const value = get(id, 'customer');
    const settings = obj(form.invoice_settings);
    const pm = str(settings.default_payment_method);
    if (pm !== undefined) {
      if (pm) attachedTo(pm, id);
      (value.invoice_settings as Record<string, unknown>).default_payment_method = pm || null;
    }
    if (form.email !== undefined) value.email = str(form.email);
    if (form.metadata !== undefined)
      value.metadata = { ...(value.metadata as object), ...obj(form.metadata) };
    event('customer.updated', value);
    return value;
  }

  function attachedTo(pmId: string, customerId: string) {
    const pm = get(pmId, 'payment_method');
    if (pm.customer !== customerId)
      throw new StripeApiError(
        400,
        `The payment method ${pmId} is not attached to customer ${customerId}.`,
        'resource_missing',
        'payment_method',
      );
    return pm;
  }

  function paymentMethod(input: { brand?: string; last4?: string } = {}) {
    return put({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: input.brand ?? 'visa',
        last4: input.last4 ?? '4242',
        exp_month: 12,
        exp_year: new Date(options.now()).getUTCFullYear() + 3,
        funding: 'credit',
        country: 'US',
      },
    });
  }

  function attach(pmId: string, form: Form) {
    const pm = get(pmId, 'payment_method');
    const customerId = str(form.customer);
    if (!customerId)
      throw new StripeApiError(400, 'Missing required param: customer.', 'parameter_missing', 'customer');
    get(customerId, 'customer');
    if (pm.customer && pm.customer !== customerId)
      throw new StripeApiError(
        400,
        'The payment method you provided has already been attached to a customer.',
        'payment_method_unexpected_state',
      );
    pm.customer = customerId;
    event('payment_method.attached', pm);
    return pm;
  }

  function subscription(
    customerId: string,
    items: { price: string; quantity: number }[],
    extra: Record<string, unknown> = {},
  ) {
    const start = now();
    const id = newId('sub');
    const value = put({
      id,
      object: 'subscription',
      created: start,
      customer: customerId,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      collection_method: 'charge_automatically',
      currency: 'usd',
      default_payment_method: null,
      discounts: [],
      livemode: false,
      metadata: {},
      start_date: start,
      trial_end: null,
      trial_start: null,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: items.map((item) => subscriptionItem(id, item.price, item.quantity, start)),
      },
      ...extra,
    });
    return value;
  }

  function subscriptionItem(subscriptionId: string, priceId: string, quantity: number, start: number) {
    const p = get(priceId, 'price');
    const days = (p.recurring as { interval: string }).interval === 'year' ? 365 : 30;
    return {
      id: newId('si'),
      object: 'subscription_item',
      created: start,
      subscription: subscriptionId,
      price: publicPrice(p, false),
      quantity,
      current_period_start: start,
      current_period_end: start + days * DAY,
      metadata: {},
    };
  }

  function updateSubscription(id: string, form: Form) {
    const value = get(id, 'subscription');
    const proration = str(form.proration_behavior);
    if (proration !== undefined && !['create_prorations', 'none', 'always_invoice'].includes(proration))
      throw new StripeApiError(400, 'Invalid proration_behavior', 'parameter_invalid', 'proration_behavior');
    const previous: Record<string, unknown> = {};
    if (form.cancel_at_period_end !== undefined) {
      previous.cancel_at_period_end = value.cancel_at_period_end;
      value.cancel_at_period_end = str(form.cancel_at_period_end) === 'true';
    }
    const items = value.items as { data: Record<string, unknown>[] };
    for (const change of list(form.items) as Form[]) {
      const item = items.data.find((i) => i.id === str(change.id));
      if (!item)
        throw new StripeApiError(
          400,
          `No such subscription item: '${str(change.id)}'`,
          'resource_missing',
          'items',
        );
      previous.items = structuredClone(value.items);
      const priceId = str(change.price);
      const replaced = subscriptionItem(
        id,
        priceId ?? (item.price as StripeObject).id,
        Number(str(change.quantity) ?? item.quantity),
        now(),
      );
      Object.assign(item, { ...replaced, id: item.id });
    }
    if (form.default_payment_method !== undefined)
      value.default_payment_method = str(form.default_payment_method) || null;
    if (form.metadata !== undefined) {
      previous.metadata = structuredClone(value.metadata);
      // Stripe merges metadata keys; an empty value removes its key.
      const merged: Record<string, unknown> = { ...(value.metadata as object), ...obj(form.metadata) };
      value.metadata = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== ''));
    }
    event('customer.subscription.updated', value, previous);
    return value;
  }

  /** Moves a subscription to a status (a failed renewal, a fixed card, the end of a cancellation). */
  function setSubscriptionStatus(id: string, status: string) {
    const value = get(id, 'subscription');
    const previous = { status: value.status };
    value.status = status;
    if (status === 'canceled') {
      value.ended_at = now();
      value.canceled_at = value.canceled_at ?? now();
      return event('customer.subscription.deleted', value, previous);
    }
    return event('customer.subscription.updated', value, previous);
  }

  function publicPrice(p: StripeObject, withTiers: boolean, withProduct = false) {
    const { _tiers, ...rest } = p;
    // Prices put by older tests name a product that was never created: those stay unexpanded.
    const product = (withProduct && objects.get(String(p.product))) || p.product;
    return withTiers && p.billing_scheme === 'tiered'
      ? { ...rest, product, tiers: _tiers }
      : { ...rest, product };
  }

  return {
    objects,
    events,
    now,
    get,
    all,
    put,
    event,
    price,
    customer,
    updateCustomer,
    attachedTo,
    paymentMethod,
    attach,
    subscription,
    updateSubscription,
    setSubscriptionStatus,
    publicPrice,
    baseUrl: options.baseUrl,
  };
}

export type StripeState = ReturnType<typeof createStripeState>;
export type { FormValue };
