import { forwardSchema, VIEW_TOKEN_HEADER, VIEWER_TEXTS } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import type { ForwardsService } from './forwards.service.ts';

type Deps = { forwards: ForwardsService; rateLimit: number };

export async function forwardsRoutes(base: FastifyInstance, { forwards, rateLimit }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/client/presentations/:hash/forward',
    {
      config: { rateLimit: { max: rateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['viewer'],
        operationId: 'forwardSharedPresentation',
        summary: 'Forward a share link to someone',
        security: NO_CREDENTIALS,
        description:
          'A recipient forwards the link to `{ name, email, message? }` (201 `{}`), sending the view token of ' +
          'the presentation answer as `X-View-Token`: without a live session of this link (gates not passed, ' +
          `made-up token) 403 '${VIEWER_TEXTS.forwardNeedsView}'; a disabled link 403 ` +
          `'${VIEWER_TEXTS.linkDisabled}'; a presentation with forwarding disabled 403 ` +
          `'${VIEWER_TEXTS.forwardingDisabled}'; an unknown hash 404. With the link's forward_tracking on, the ` +
          'new recipient gets an individual link of their own (the same settings and password, ' +
          '`forwarded_from_link_id` the source); otherwise the source link. Either is e-mailed to them ' +
          `("{forwarder} forwarded you '{title}'") with the message as plain text. At most ${rateLimit} a ` +
          'minute per address (429).',
        params: z.object({ hash: z.string().max(64) }),
        body: forwardSchema,
        response: { 201: z.object({}) },
      },
    },
    async (request, reply) => {
      const token = request.headers[VIEW_TOKEN_HEADER];
      await forwards.forward(
        request.params.hash,
        typeof token === 'string' ? token : undefined,
        request.body,
      );
      return reply.status(201).send({});
    },
  );
}
