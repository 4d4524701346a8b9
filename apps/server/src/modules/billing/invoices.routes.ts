import { BILLING_ERROR_RESPONSES, invoiceListSchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import type { Billing } from './billing.module.ts';
import { withBilling } from './billing.routes.ts';

/** GET /api/user/invoices: the Billing tab's invoices and next invoice, read from Stripe. */
export async function invoicesRoutes(base: FastifyInstance, { billing }: { billing: Billing | null }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/user/invoices',
    {
      schema: {
        tags: ['billing'],
        operationId: 'listInvoices',
        summary: "List the user's invoices",
        description:
          "The user's Stripe invoices, newest first (amounts in cents, status, Stripe's hosted page and PDF), " +
          'and next_invoice: what the next renewal will charge and when (null when the subscription will not ' +
          'renew). No customer yet: no invoices. 409 when online payment is not configured on this server.',
        response: { 200: invoiceListSchema, ...BILLING_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return withBilling(billing, (b) => b.invoices.list(user.id));
    },
  );
}
