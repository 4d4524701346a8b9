import { BILLING_ERROR_RESPONSES } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import { paymentsNotConfigured } from './billing.errors.ts';
import type { Billing } from './billing.module.ts';

/** Stripe's default: a signature older than 5 minutes is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * POST /api/stripe/webhook: verifies the Stripe-Signature over the raw body, stores the event and queues its
 * job in one transaction, and answers at once, so a slow database or Stripe call never makes Stripe retry.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  deps: { billing: Billing | null; clock: Clock },
) {
  const { billing, clock } = deps;
  // The signature is over the exact bytes Stripe sent: keep them, parse after verifying.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/stripe/webhook',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['billing'],
        operationId: 'receiveStripeEvent',
        summary: 'Receive a Stripe webhook event',
        security: NO_CREDENTIALS,
        description:
          'Stripe webhook endpoint. 400 for a missing or bad signature or one older than 300 s; 200 ' +
          '`{ received: true, duplicate }` once the event is stored (a delivery of a stored event changes nothing).',
        response: {
          200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
          ...BILLING_ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      if (!billing) throw paymentsNotConfigured();
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new AppError(400, { detail: 'Missing Stripe-Signature header or JSON body.' });
      let event: Stripe.Event;
      try {
        event = billing.stripe.webhooks.constructEvent(
          request.body,
          signature,
          billing.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          clock.now().getTime(),
        );
      } catch (error) {
        throw new AppError(400, { detail: `Webhook signature rejected: ${(error as Error).message}` });
      }
      const stored = await billing.stripeEvents.receive(event);
      return { received: true as const, duplicate: !stored };
    },
  );
}
