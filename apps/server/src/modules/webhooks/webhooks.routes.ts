import {
  idParamSchema,
  nonEmptyUpdate,
  pageOf,
  pageQuerySchema,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  webhookDeliverySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointCreateSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookSecretSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { idParams } from '../../platform/params.ts';
import type { WebhooksService } from './webhooks.service.ts';

const tags = ['webhooks'];
const PAGE_SIZE = 20;
/** Calls that make the server POST to the endpoint now. */
const OUTBOUND = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const ACCESS =
  "A personal endpoint is its registrant's (another user's id answers 404); a team's (company_id) is " +
  "managed by the team's admins: a member gets 403 code team_admin_required, another team's id 404.";
const deliveryParams = z.object({ id: idParamSchema, deliveryId: idParamSchema });

/** Webhook endpoints (issue 15): signed events to the owner's HTTPS endpoints; see docs/webhooks.md. */
export async function webhooksRoutes(base: FastifyInstance, { webhooks }: { webhooks: WebhooksService }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/webhooks',
    {
      schema: {
        tags,
        operationId: 'listWebhookEndpoints',
        summary: 'List webhook endpoints',
        description: "The caller's own endpoints and those of the teams they administer, oldest first.",
        response: { 200: z.array(webhookEndpointSchema) },
      },
    },
    async (request) => webhooks.list(requireAuth(request).user),
  );

  app.post(
    '/api/webhooks',
    {
      schema: {
        tags,
        operationId: 'createWebhookEndpoint',
        summary: 'Register a webhook endpoint',
        description:
          `An https:// URL (at most ${WEBHOOK_LIMITS.urlMax} characters) that does not resolve to a private ` +
          `address, and events among ${WEBHOOK_EVENTS.join(', ')}. The answer carries the signing secret ` +
          `(whsec_…). At most ${WEBHOOK_LIMITS.endpoints} endpoints per user and per team. With company_id, ` +
          `an endpoint of that team, receiving the events of every member's presentations. ${ACCESS}`,
        body: webhookEndpointCreateSchema,
        response: { 201: webhookEndpointCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await webhooks.create(requireAuth(request).user, request.body)),
  );

  app.patch(
    '/api/webhooks/:id',
    {
      schema: {
        tags,
        operationId: 'updateWebhookEndpoint',
        summary: 'Change a webhook endpoint',
        description: `URL, events, description, or enabled (turning it on again clears its failures). ${ACCESS}`,
        params: idParams,
        body: nonEmptyUpdate(webhookEndpointUpdateSchema),
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => webhooks.update(requireAuth(request).user, request.params.id, request.body),
  );

  app.delete(
    '/api/webhooks/:id',
    {
      schema: {
        tags,
        operationId: 'deleteWebhookEndpoint',
        summary: 'Delete a webhook endpoint',
        description: `Its pending deliveries are dropped. ${ACCESS}`,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await webhooks.delete(requireAuth(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/webhooks/:id/secret',
    {
      schema: {
        tags,
        operationId: 'getWebhookEndpointSecret',
        summary: "Reveal a webhook endpoint's signing secret",
        description: ACCESS,
        params: idParams,
        response: { 200: webhookSecretSchema },
      },
    },
    async (request) => webhooks.secret(requireAuth(request).user, request.params.id),
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        operationId: 'listWebhookDeliveries',
        summary: 'List the deliveries of a webhook endpoint',
        description: `Newest first: event, status, status code, attempts, duration and next retry. ${ACCESS}`,
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: pageOf(webhookDeliverySchema) },
      },
    },
    async (request) => {
      const size = request.query.page_size ?? PAGE_SIZE;
      const { user } = requireAuth(request);
      const { rows, count } = await webhooks.deliveries(user, request.params.id, request.query.page, size);
      return { ...pageLinks(request, count, size), results: rows };
    },
  );

  app.post(
    '/api/webhooks/:id/test',
    {
      config: OUTBOUND,
      schema: {
        tags,
        operationId: 'testWebhookEndpoint',
        summary: 'Send a test event',
        description: `POSTs a signed \`ping\` event to the endpoint now and answers its delivery. ${ACCESS}`,
        params: idParams,
        response: { 200: webhookDeliverySchema },
      },
    },
    async (request) => webhooks.test(requireAuth(request).user, request.params.id),
  );

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config: OUTBOUND,
      schema: {
        tags,
        operationId: 'redeliverWebhookDelivery',
        summary: 'Send a delivery again',
        description:
          'POSTs a succeeded or failed delivery again now (same event id, a new signature) and answers it; ' +
          `a delivery still being retried answers 400. ${ACCESS}`,
        params: deliveryParams,
        response: { 200: webhookDeliverySchema },
      },
    },
    async (request) =>
      webhooks.redeliver(requireAuth(request).user, request.params.id, request.params.deliveryId),
  );
}
