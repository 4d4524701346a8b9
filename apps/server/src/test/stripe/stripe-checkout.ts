import { type Form, list, obj, str } from './form.ts';
import { newId, StripeApiError, type StripeObject, type StripeState } from './stripe-state.ts';

/** Checkout Sessions, SetupIntents and the Billing Portal of the fake account, and what a customer does on their pages. */
export function createCheckout(state: StripeState) {
  function createSession(form: Form) {
    const mode = str(form.mode);
    if (mode !== 'subscription' && mode !== 'setup' && mode !== 'payment')
      throw new StripeApiError(400, 'Invalid mode', 'parameter_invalid_empty', 'mode');
    if (!str(form.success_url))
      throw new StripeApiError(
        400,
        'Missing required param: success_url.',
        'parameter_missing',
        'success_url',
      );
    const customer = str(form.customer);
    if (customer) state.get(customer, 'customer');
    const lineItems = (list(form.line_items) as Form[]).map((item) => {
      const price = str(item.price);
      state.get(price ?? '', 'price');
      return { price: price!, quantity: Number(str(item.quantity) ?? 1) };
    });
    if (mode !== 'setup' && lineItems.length === 0)
      throw new StripeApiError(
        400,
        'line_items is required in subscription mode',
        'parameter_missing',
        'line_items',
      );
    const discounts = (list(form.discounts) as Form[]).map((d) => str(d.promotion_code) ?? str(d.coupon));
    for (const code of discounts) if (code?.startsWith('promo_')) state.get(code, 'promotion_code');
    const id = newId('cs');
    return state.put({
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: customer ?? null,
      client_reference_id: str(form.client_reference_id) ?? null,
      metadata: obj(form.metadata),
      success_url: str(form.success_url),
      cancel_url: str(form.cancel_url) ?? null,
      subscription: null,
      setup_intent: null,
      created: state.now(),
      expires_at: state.now() + 86_400,
      livemode: false,
      url: `${state.baseUrl()}/checkout/${id}`,
      _line_items: lineItems,
      _discounts: discounts,
      _subscription_data: obj(form.subscription_data),
    });
  }

  /**
   * The customer pays on the hosted page: a card is saved to the customer, then (subscription mode) the
   * subscription starts, or (setup mode) a SetupIntent succeeds with the card. Answers the events Stripe sends.
   */
  function complete(sessionId: string, card: { brand?: string; last4?: string } = {}) {
    const session = state.get(sessionId, 'checkout.session');
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}`);
    const customerId = (session.customer as string | null) ?? state.customer({}).id;
    session.customer = customerId;
    const pm = state.attach(state.paymentMethod(card).id, { customer: customerId });
    const before = state.events.length;
    if (session.mode === 'subscription') {
      const data = session._subscription_data as Form;
      const sub = state.subscription(
        customerId,
        session._line_items as { price: string; quantity: number }[],
        {
          default_payment_method: pm.id,
          metadata: obj(data.metadata),
          discounts: (session._discounts as string[]).filter(Boolean),
        },
      );
      session.subscription = sub.id;
      session.payment_status = 'paid';
      state.event('customer.subscription.created', sub);
    } else if (session.mode === 'setup') {
      const intent = setupIntent({ customer: customerId, payment_method: pm.id });
      intent.status = 'succeeded';
      session.setup_intent = intent.id;
      session.payment_status = 'no_payment_required';
      state.event('setup_intent.succeeded', intent);
    }
    session.status = 'complete';
    state.event('checkout.session.completed', session);
    return state.events.slice(before);
  }

  function setupIntent(form: Form): StripeObject {
    const customer = str(form.customer) ?? null;
    if (customer) state.get(customer, 'customer');
    return state.put({
      id: newId('seti'),
      object: 'setup_intent',
      customer,
      payment_method: str(form.payment_method) ?? null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      usage: str(form.usage) ?? 'off_session',
      created: state.now(),
      livemode: false,
      client_secret: `${newId('seti')}_secret_${newId('x')}`,
      metadata: obj(form.metadata),
    });
  }

  function portalSession(form: Form) {
    const customer = str(form.customer);
    if (!customer)
      throw new StripeApiError(400, 'Missing required param: customer.', 'parameter_missing', 'customer');
    state.get(customer, 'customer');
    const id = newId('bps');
    return state.put({
      id,
      object: 'billing_portal.session',
      customer,
      return_url: str(form.return_url) ?? null,
      created: state.now(),
      livemode: false,
      url: `${state.baseUrl()}/portal/${id}`,
    });
  }

  const publicSession = ({ _line_items, _discounts, _subscription_data, ...rest }: StripeObject) => rest;

  return { createSession, complete, setupIntent, portalSession, publicSession };
}

export type Checkout = ReturnType<typeof createCheckout>;
