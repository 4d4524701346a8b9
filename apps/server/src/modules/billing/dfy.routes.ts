import { BILLING_ERROR_RESPONSES, dfyOfferResponseSchema, urlResponseSchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import type { Billing } from './billing.module.ts';
import { withBilling } from './billing.routes.ts';

/** GET /api/dfy-offer: what the offer costs; POST /api/user/my-dfy-session: the done-for-you purchase (spec §7). */
export async function dfyRoutes(base: FastifyInstance, { billing }: { billing: Billing | null }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dfy-offer',
    {
      schema: {
        tags: ['billing'],
        operationId: 'getDfyOffer',
        summary: 'Read the done-for-you offer',
        security: NO_CREDENTIALS,
        description:
          'The one-time done-for-you offer as Stripe prices it (amount in cents, the Product name and ' +
          'description), or `offer: null` when online payment is not configured or no such Price exists.',
        response: { 200: dfyOfferResponseSchema, ...BILLING_ERROR_RESPONSES },
      },
    },
    async () => ({ offer: billing ? await withBilling(billing, (b) => b.doneForYou.offer()) : null }),
  );
  app.post(
    '/api/user/my-dfy-session',
    {
      schema: {
        tags: ['billing'],
        operationId: 'startDfyCheckout',
        summary: 'Buy the done-for-you offer in Stripe Checkout',
        description:
          'Opens Stripe Checkout in payment mode for the one-time done-for-you offer (the Price STRIPE_PRICE_DFY, ' +
          'or the active Price with lookup_key folio_dfy) and answers its url. 409 when online payment is not ' +
          'configured or no such Price exists.',
        response: { 200: urlResponseSchema, ...BILLING_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return withBilling(billing, (b) => b.doneForYou.session(user));
    },
  );
}
