import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeForm, type Form, list, str } from './form.ts';
import { createHostedCheckout } from './hosted-checkout.ts';
import { createCheckout } from './stripe-checkout.ts';
import { createInvoicing } from './stripe-invoices.ts';
import { createPortal } from './stripe-portal.ts';
import { createStripeState, newId, StripeApiError, type StripeObject } from './stripe-state.ts';

type Route = { method: string; pattern: RegExp; handle: (match: string[], form: Form) => unknown };
export type RecordedRequest = { method: string; path: string; form: Form };

/**
 * A small server speaking Stripe's REST API (form-encoded requests, JSON objects, `{ error }` answers, list
 * envelopes, `expand[]`) for the operations Folio calls, with the official SDK pointed at it by
 * host/port/protocol. Tests drive what a customer does on Stripe's pages (`completeCheckout`) and get the
 * events Stripe would send, signed as Stripe signs them.
 */
export async function startStripeServer(options: { now?: () => number; webhookUrl?: string } = {}) {
  const secretKey = `sk_test_${newId('key').slice(9)}`;
  const webhookSecret = `whsec_${newId('w').slice(7)}`;
  let baseUrl = '';
  const state = createStripeState({ baseUrl: () => baseUrl, now: options.now ?? Date.now });
  const checkout = createCheckout(state);
  const invoicing = createInvoicing(state);
  const portal = createPortal(state, invoicing);
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { status: number; body: string }>();
  /** Lets a test make the next calls to a path fail as an outage would. */
  const failures: { path: RegExp; status: number }[] = [];

  const routes: Route[] = [];
  const route = (method: string, path: string, handle: Route['handle']) =>
    routes.push({ method, pattern: new RegExp(`^${path.replace(/:\w+/g, '([^/]+)')}$`), handle });
  const listOf = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

  route('GET', '/v1/prices', (_, form) => {
    const keys = list(form.lookup_keys).map(String);
    const active = str(form.active);
    const prices = state
      .all('price')
      .filter((p) => keys.length === 0 || keys.includes(String(p.lookup_key)))
      .filter((p) => active === undefined || String(p.active) === active);
    const expand = list(form.expand);
    return listOf(
      prices.map((p) => state.publicPrice(p, expand.includes('data.tiers'), expand.includes('data.product'))),
      '/v1/prices',
    );
  });
  route('GET', '/v1/prices/:id', ([id], form) =>
    state.publicPrice(
      state.get(id!, 'price'),
      list(form.expand).includes('tiers'),
      list(form.expand).includes('product'),
    ),
  );
  route('POST', '/v1/customers', (_, form) => state.customer(form));
  route('GET', '/v1/customers/:id', ([id]) => state.get(id!, 'customer'));
  route('POST', '/v1/customers/:id', ([id], form) => state.updateCustomer(id!, form));
  route('GET', '/v1/customers/:id/payment_methods', ([id]) =>
    listOf(
      // Newest first, as Stripe lists them.
      state
        .all('payment_method')
        .filter((pm) => pm.customer === state.get(id!, 'customer').id)
        .reverse(),
      `/v1/customers/${id}/payment_methods`,
    ),
  );
  route('POST', '/v1/customers/:id/balance_transactions', ([id], form) => {
    const customer = state.get(id!, 'customer');
    const amount = Number(str(form.amount));
    if (!Number.isInteger(amount))
      throw new StripeApiError(400, 'Invalid integer: amount', 'parameter_invalid_integer', 'amount');
    customer.balance = Number(customer.balance) + amount;
    return state.put({
      id: newId('cbtxn'),
      object: 'customer_balance_transaction',
      amount,
      currency: str(form.currency) ?? 'usd',
      customer: customer.id,
      description: str(form.description) ?? null,
      ending_balance: customer.balance,
      type: 'adjustment',
      created: state.now(),
      livemode: false,
      metadata: {},
    });
  });
  route('GET', '/v1/payment_methods/:id', ([id]) => state.get(id!, 'payment_method'));
  route('POST', '/v1/payment_methods/:id/attach', ([id], form) => state.attach(id!, form));
  route('POST', '/v1/checkout/sessions', (_, form) => checkout.publicSession(checkout.createSession(form)));
  route('GET', '/v1/checkout/sessions/:id', ([id]) =>
    checkout.publicSession(state.get(id!, 'checkout.session')),
  );
  route('POST', '/v1/setup_intents', (_, form) => checkout.setupIntent(form));
  route('GET', '/v1/setup_intents/:id', ([id]) => state.get(id!, 'setup_intent'));
  route('GET', '/v1/subscriptions', (_, form) => {
    const status = str(form.status);
    const subscriptions = state
      .all('subscription')
      .filter((s) => str(form.customer) === undefined || s.customer === str(form.customer))
      .filter((s) => status === 'all' || (status ? s.status === status : s.status !== 'canceled'))
      .sort((a, b) => Number(b.created) - Number(a.created));
    return listOf(subscriptions, '/v1/subscriptions');
  });
  route('GET', '/v1/subscriptions/:id', ([id]) => state.get(id!, 'subscription'));
  route('POST', '/v1/subscriptions/:id', ([id], form) => state.updateSubscription(id!, form));
  route('DELETE', '/v1/subscriptions/:id', ([id]) => {
    state.setSubscriptionStatus(id!, 'canceled');
    return state.get(id!, 'subscription');
  });
  route('POST', '/v1/billing_portal/sessions', (_, form) => checkout.portalSession(form));
  route('GET', '/v1/customers', (_, form) =>
    listOf(
      state.all('customer').filter((c) => str(form.email) === undefined || c.email === str(form.email)),
      '/v1/customers',
    ),
  );
  route('GET', '/v1/invoices', (_, form) => listOf(invoicing.list(form), '/v1/invoices'));
  route('POST', '/v1/invoices/create_preview', (_, form) => invoicing.preview(form));
  route('GET', '/v1/invoices/:id', ([id]) => state.get(id!, 'invoice'));
  // Test helpers (as Stripe's /v1/test_helpers): what happens on Stripe's side without an API call of ours.
  route('POST', '/v1/test_helpers/checkout/sessions/:id/complete', ([id]) => ({
    events: completeCheckout(id!),
  }));
  route('POST', '/v1/test_helpers/subscriptions/:id/fail_renewal', ([id]) => ({
    events: invoicing.failRenewal(id!),
  }));
  route('GET', '/v1/promotion_codes', (_, form) => {
    const code = str(form.code);
    const codes = state
      .all('promotion_code')
      .filter((p) => code === undefined || p.code === code)
      .filter((p) => str(form.active) === undefined || String(p.active) === str(form.active));
    const expandCoupon = list(form.expand).includes('data.promotion.coupon');
    const shown = codes.map((p) => {
      const promotion = p.promotion as { coupon: string; type: string };
      return expandCoupon
        ? { ...p, promotion: { ...promotion, coupon: state.get(promotion.coupon, 'coupon') } }
        : p;
    });
    return listOf(shown, '/v1/promotion_codes');
  });

  /** The customer pays on the hosted Checkout page; a subscription's first invoice is paid with it. */
  function completeCheckout(sessionId: string, card: { brand?: string; last4?: string } = {}) {
    const before = state.events.length;
    checkout.complete(sessionId, card);
    const subscription = state.get(sessionId, 'checkout.session').subscription;
    if (typeof subscription === 'string') invoicing.paidFirst(state.get(subscription, 'subscription'));
    return state.events.slice(before);
  }

  const hostedCheckout = createHostedCheckout({ state, complete: completeCheckout });

  /** With a webhookUrl, new events are sent there in order, signed, as Stripe delivers them. */
  let webhookUrl = options.webhookUrl;
  let delivered = 0;
  let delivering = Promise.resolve();
  const deliverPending = () => {
    const url = webhookUrl;
    if (!url) return;
    delivering = delivering.then(async () => {
      while (delivered < state.events.length) {
        const payload = JSON.stringify(state.events[delivered++]);
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
          body: payload,
        }).catch(() => undefined);
      }
    });
  };

  function answer(method: string, path: string, form: Form) {
    const failure = failures.find((f) => f.path.test(path));
    if (failure)
      throw new StripeApiError(
        failure.status,
        'An error occurred with our connection to Stripe.',
        'api_error',
      );
    for (const r of routes) {
      const match = r.method === method ? r.pattern.exec(path) : null;
      if (match) return r.handle(match.slice(1), form);
    }
    throw new StripeApiError(404, `Unrecognized request URL (${method}: ${path}).`, 'resource_missing');
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', baseUrl);
      res.on('finish', deliverPending);
      const send = (status: number, json: string) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(json);
      };
      if (!url.pathname.startsWith('/v1/')) {
        if (hostedCheckout(req.method!, url.pathname, res)) return;
        // The customer's pages (portal, invoices) need no API key: the browser opens them.
        const shown = portal.serve(req.method!, url.pathname, decodeForm(body));
        res.writeHead(shown ? 200 : 404, { 'content-type': shown?.type ?? 'text/plain' });
        return res.end(shown?.body ?? 'Not found');
      }
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return send(
          401,
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }),
        );
      const form = decodeForm(req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : body);
      requests.push({ method: req.method!, path: url.pathname, form });
      const key = req.headers['idempotency-key'];
      const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (replay) return send(replay.status, replay.body);
      let status = 200;
      let json: string;
      try {
        json = JSON.stringify(answer(req.method!, url.pathname, form));
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        const type = status >= 500 ? 'api_error' : 'invalid_request_error';
        json = JSON.stringify({
          error: { type, code: error.code, message: error.message, param: error.param },
        });
      }
      if (typeof key === 'string' && status < 500) idempotent.set(key, { status, body: json });
      send(status, json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The Stripe-Signature header of a payload: `t=…,v1=HMAC-SHA256(secret, "t.payload")`, as Stripe signs. */
  const sign = (payload: string, timestamp = state.now(), secret = webhookSecret) =>
    `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    /** The environment that points Folio at this server. */
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: baseUrl },
    state,
    requests,
    sign,
    price: state.price,
    paymentMethod: state.paymentMethod,
    completeCheckout,
    /** Where new events go from now on (the app's /api/stripe/webhook), as an endpoint registered in Stripe. */
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    /** Settles once every event so far has been delivered to the webhook URL. */
    deliveries: () => delivering,
    /** A renewal the card refuses; with a webhookUrl its events are sent there as Stripe would. */
    failRenewal(subscriptionId: string) {
      const events = invoicing.failRenewal(subscriptionId);
      deliverPending();
      return events;
    },
    replaceCard: portal.replaceCard,
    setSubscriptionStatus: state.setSubscriptionStatus,
    /** Calls to matching paths fail as an outage would until the returned function is called. */
    fail(path: RegExp, status = 500) {
      failures.push({ path, status });
      return () =>
        failures.splice(
          failures.findIndex((f) => f.path === path),
          1,
        );
    },
    promotionCode(input: {
      code: string;
      amountOff?: number;
      percentOff?: number;
      duration?: string;
      active?: boolean;
    }) {
      const coupon = state.put({
        id: newId('coupon'),
        object: 'coupon',
        amount_off: input.amountOff ?? null,
        percent_off: input.percentOff ?? null,
        currency: input.amountOff ? 'usd' : null,
        duration: input.duration ?? 'forever',
        duration_in_months: null,
        valid: true,
        livemode: false,
        metadata: {},
        name: null,
        created: state.now(),
      });
      return state.put({
        id: newId('promo'),
        object: 'promotion_code',
        code: input.code,
        active: input.active ?? true,
        promotion: { type: 'coupon', coupon: coupon.id },
        customer: null,
        expires_at: null,
        max_redemptions: null,
        times_redeemed: 0,
        livemode: false,
        metadata: {},
        created: state.now(),
        restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
      });
    },
    object: (id: string) => state.objects.get(id) as StripeObject | undefined,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;
