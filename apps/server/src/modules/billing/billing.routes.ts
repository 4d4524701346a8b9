import {
  addCardResponseSchema,
  addCardSchema,
  BILLING_ERROR_RESPONSES,
  cardListSchema,
  changePeriodSchema,
  couponQuerySchema,
  couponSchema,
  currentPlanSchema,
  messageResponseSchema,
  planListSchema,
  planQuerySchema,
  portalQuerySchema,
  startSubscriptionSchema,
  urlResponseSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import { guardsSecret } from '../../platform/rate-limit-store.ts';
import { couponInvalid, fromStripe, paymentsNotConfigured } from './billing.errors.ts';
import type { Billing } from './billing.module.ts';
import { presentCoupon } from './coupons.ts';

type Deps = { billing: Billing | null };

const tags = ['billing'];
/** Discount codes checked a minute per address, on every instance together. */
export const COUPON_LOOKUPS_PER_MINUTE = 20;

/** Runs a billing call: 409 when Stripe is not configured, Stripe's failures as the API's errors. */
export async function withBilling<T>(billing: Billing | null, run: (billing: Billing) => Promise<T>) {
  if (!billing) throw paymentsNotConfigured();
  try {
    return await run(billing);
  } catch (error) {
    throw fromStripe(error);
  }
}

/** Plans, coupons, the user's subscription, cards and the Customer Portal (spec §7). */
export async function billingRoutes(base: FastifyInstance, { billing }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const errors = BILLING_ERROR_RESPONSES;

  app.get(
    '/api/plan',
    {
      schema: {
        tags,
        operationId: 'listPlans',
        summary: 'List the plans and their prices',
        security: NO_CREDENTIALS,
        description:
          'The plans as Stripe prices them: core (one price per user) and tiered (per-user price of the tier ' +
          'the seat count falls in; the last tier has up_to null), monthly and yearly, amounts in cents. ' +
          '409 when online payment is not configured on this server.',
        querystring: planQuerySchema,
        response: { 200: planListSchema, ...errors },
      },
    },
    async (request) =>
      withBilling(billing, async (b) => ({
        results: (await b.plans.list()).filter(
          (plan) =>
            (!request.query.interval || plan.interval === request.query.interval) &&
            (!request.query.kind || plan.kind === request.query.kind),
        ),
      })),
  );

  app.get(
    '/api/coupon',
    {
      config: guardsSecret({ rateLimit: { max: COUPON_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } }),
      schema: {
        tags,
        operationId: 'checkCoupon',
        summary: 'Check a discount code',
        security: NO_CREDENTIALS,
        description:
          'Checks a discount code (a Stripe promotion code): its discount, and with plan_id and quantity the ' +
          'cents it takes off one invoice (discount_value). 400 `{ code: [...] }` for an unknown or used-up code. ' +
          `At most ${COUPON_LOOKUPS_PER_MINUTE} a minute per address (429).`,
        querystring: couponQuerySchema,
        response: { 200: couponSchema, ...errors },
      },
    },
    async (request) =>
      withBilling(billing, async (b) => {
        const { code, plan_id, quantity } = request.query;
        const found = await b.coupons.find(code);
        if (!found) throw couponInvalid();
        const plan = plan_id ? await b.plans.find(plan_id) : null;
        return presentCoupon(found, plan, quantity);
      }),
  );

  app.get(
    '/api/user/subscription',
    {
      schema: {
        tags,
        operationId: 'getSubscription',
        summary: "Read the user's subscription",
        description: "The user's plan: the subscription as Stripe last told us, or null.",
        response: { 200: currentPlanSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return withBilling(billing, async (b) => ({ subscription: await b.subscriptions.current(user.id) }));
    },
  );

  app.post(
    '/api/user/start-subscription',
    {
      schema: {
        tags,
        operationId: 'startSubscription',
        summary: 'Start a subscription in Stripe Checkout',
        description:
          'Opens Stripe Checkout for a plan (tiered plans: quantity = seats, at least 2) and answers its url; ' +
          'the browser goes there. The plan starts when Stripe reports the payment (webhook). 409 with a live ' +
          'subscription already.',
        body: startSubscriptionSchema,
        response: { 200: urlResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return withBilling(billing, (b) => b.subscriptions.start(user, request.body));
    },
  );

  app.post(
    '/api/user/cancel-subscription',
    {
      schema: {
        tags,
        operationId: 'cancelSubscription',
        summary: "Cancel the subscription at the period's end",
        description: "Cancels at the end of the paid period. 502 with the spec's text when Stripe fails.",
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return withBilling(billing, (b) => b.subscriptions.cancel(user.id));
    },
  );

  app.post(
    '/api/user/change-subscription',
    {
      schema: {
        tags,
        operationId: 'changeSubscription',
        summary: 'Change the billing period',
        description: 'Changes the billing period (month or year) of the same plan, prorated.',
        body: changePeriodSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return withBilling(billing, (b) => b.subscriptions.changePeriod(user.id, request.body.interval));
    },
  );

  app.get(
    '/api/user/cards',
    {
      schema: {
        tags,
        operationId: 'listCards',
        summary: "List the user's cards",
        description:
          "The user's cards as Stripe holds them (brand, last 4, expiry), newest first; one is default.",
        response: { 200: cardListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return withBilling(billing, async (b) => ({ results: await b.cards.list(user.id) }));
    },
  );

  app.post(
    '/api/user/cards',
    {
      schema: {
        tags,
        operationId: 'addCard',
        summary: 'Add a card',
        description:
          'Adds a card. With card_token (a PaymentMethod id made by Stripe.js) it is attached, becomes the ' +
          'default and the cards are answered; without it the answer is the url of a Stripe Checkout page in ' +
          'setup mode where the user enters the card. Card numbers never reach this server.',
        body: addCardSchema,
        response: { 200: addCardResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const token = request.body.card_token;
      return withBilling(billing, async (b) =>
        token ? { results: await b.cards.attach(user, token) } : { url: await b.cards.setupSession(user) },
      );
    },
  );

  app.get(
    '/api/user/my-portal',
    {
      schema: {
        tags,
        operationId: 'createBillingPortalSession',
        summary: 'Open the Stripe Customer Portal',
        description:
          "A Stripe Customer Portal session for the user's customer (cards, invoices); answers its url. " +
          'Its return link opens return_path (a path of this app; default /settings/billing).',
        querystring: portalQuerySchema,
        response: { 200: urlResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return withBilling(billing, (b) => b.subscriptions.portal(user.id, request.query.return_path));
    },
  );
}
