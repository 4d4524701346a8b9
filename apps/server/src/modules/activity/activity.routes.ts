import { ACTIVITY_HEARTBEAT_SECONDS, ACTIVITY_MAX_EVENT_SECONDS, activitySchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../platform/errors.ts';
import type { ActivityService } from './activity.service.ts';

/** The recipient's tracking beacon. Encapsulated: its text/plain parser applies to this route only. */
export async function activityRoutes(base: FastifyInstance, { activity }: { activity: ActivityService }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // navigator.sendBeacon posts a string as text/plain; its body is the same JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(fieldError('non_field_errors', 'The body is not valid JSON.'), undefined);
    }
  });

  app.post(
    '/api/client/activity',
    {
      schema: {
        tags: ['viewer'],
        description:
          'Records what a recipient saw (204), as JSON or text/plain (navigator.sendBeacon). `view_token` is the ' +
          'token the presentation answer gave; a made-up token, one of a disabled link or none is 403 and nothing ' +
          'is written. Events (1 to 200): `page_view` {asset_id, page} is kept once per session, asset and page; ' +
          '`time` {asset_id?, page?, seconds} adds visible, active seconds (no asset: the cover); `video` ' +
          `{asset_id, seconds} adds play time. Each event counts at most ${ACTIVITY_MAX_EVENT_SECONDS} s (send every ` +
          `${ACTIVITY_HEARTBEAT_SECONDS} s and when the page hides) and a session never counts more seconds than ` +
          'have passed since it opened. Events about assets that are not visible in the presentation are ignored.',
        body: activitySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await activity.record(request.body.view_token, request.body.events);
      return reply.status(204).send(null);
    },
  );
}
