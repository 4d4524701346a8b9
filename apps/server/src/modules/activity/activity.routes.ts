import {
  ACTIVITY_HEARTBEAT_SECONDS,
  ACTIVITY_MAX_EVENT_SECONDS,
  activityResultSchema,
  activitySchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldError } from '../../platform/errors.ts';
import { ACTIVITY_IDLE_GRACE_SECONDS } from './activity.batch.ts';
import { REPEAT_VIEW_MINUTES } from './activity.opening.ts';
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
          'Records what a recipient saw, as JSON or text/plain (navigator.sendBeacon), and answers 200 ' +
          '`{accepted, dropped}`. `view_token` is the token the presentation answer gave; a made-up token, one of a ' +
          'disabled link or none is 403 and nothing is written. Events (1 to 200): `page_view` {asset_id, page} is ' +
          'kept once per session, asset and page; `time` {asset_id?, page?, seconds} adds visible, active seconds ' +
          '(no asset: the cover); `video` {asset_id, seconds} adds play time. Each event counts at most ' +
          `${ACTIVITY_MAX_EVENT_SECONDS} s (send every ${ACTIVITY_HEARTBEAT_SECONDS} s and when the page hides) and ` +
          'a session never counts more seconds than have passed since it opened, nor one request more than the ' +
          `seconds since the session's previous request (or its opening), up to ${ACTIVITY_HEARTBEAT_SECONDS}, plus ` +
          `${ACTIVITY_IDLE_GRACE_SECONDS}: a token left idle counts at most ` +
          `${ACTIVITY_HEARTBEAT_SECONDS + ACTIVITY_IDLE_GRACE_SECONDS} s at once. Seconds beyond these are scaled down, the ` +
          'events still accepted. Events that cannot be true are ' +
          'dropped, counted in `dropped`, and the rest of the batch is kept: an asset that is not visible in the ' +
          "link's presentation (hidden, or another presentation's), a page at or beyond the asset's page count " +
          '(pages count from 0), play time on an asset that is not a video or video link, a page without an asset. ' +
          `Tokens of repeated opens (same client within ${REPEAT_VIEW_MINUTES} minutes, see GET ` +
          '/api/client/presentations/{hash}) all feed the one session they joined.',
        body: activitySchema,
        response: { 200: activityResultSchema },
      },
    },
    async (request) => activity.record(request.body.view_token, request.body.events),
  );
}
