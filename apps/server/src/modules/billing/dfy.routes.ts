import { BILLING_ERROR_RESPONSES, urlResponseSchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import type { Billing } from './billing.module.ts';
import { withBilling } from './billing.routes.ts';

/** POST /api/user/my-dfy-session: the done-for-you purchase (spec §7 portal sessions). */
export async function dfyRoutes(base: FastifyInstance, { billing }: { billing: Billing | null }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/user/my-dfy-session',
    {
      schema: {
        tags: ['billing'],
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
