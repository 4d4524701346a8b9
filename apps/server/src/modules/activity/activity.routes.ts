import {
  ACTIVITY_HEARTBEAT_SECONDS,
  ACTIVITY_MAX_EVENT_SECONDS,
  ACTIVITY_RATE_LIMIT_PER_ADDRESS,
  ACTIVITY_RATE_LIMIT_PER_TOKEN,
  type Activity,
  activityResultSchema,
  activitySchema,
  MESSAGES,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldError, tooManyRequests } from '../../platform/errors.ts';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import { ACTIVITY_GRACE_SECONDS, ACTIVITY_WINDOW_SECONDS } from './activity.batch.ts';
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

  // Besides the route's own limit per address: many viewers may share one address, one token may not flood.
  const perToken = app.createRateLimit({
    max: ACTIVITY_RATE_LIMIT_PER_TOKEN,
    timeWindow: '1 minute',
    keyGenerator: (request) => `view:${(request.body as Activity).view_token}`,
  });

  app.post(
    '/api/client/activity',
    {
      config: { rateLimit: { max: ACTIVITY_RATE_LIMIT_PER_ADDRESS, timeWindow: '1 minute' } },
      preHandler: async (request) => {
        const limit = await perToken(request);
        if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(MESSAGES.tooManyRequests);
      },
      schema: {
        tags: ['viewer'],
        operationId: 'recordViewerActivity',
        summary: 'Record what a recipient saw',
        security: NO_CREDENTIALS,
        description:
          'Records what a recipient saw, as JSON or text/plain (navigator.sendBeacon or fetch with keepalive), and ' +
          'answers 200 `{accepted, dropped}`. `view_token` is the token the presentation answer gave; a made-up ' +
          'token, one of a disabled link or none is 403 and nothing is written. `tab_id` (16 to 64 of A-Z a-z 0-9 - _, ' +
          'random per tab) and `seq` (1, 2, … per tab, an int4) name the batch: a batch the session already ' +
          'recorded is answered again and writes nothing, so a client resends a batch until it gets an answer ' +
          '(after a lost reply, on its next load). Both or neither (400). Events (1 to 200): `page_view` ' +
          '{asset_id, page} is kept once per session, asset and page, the first time a quarter of the page is in ' +
          'view, in any order: the spec\'s "each page once, and only in increasing order" is read as "never ' +
          'twice", so a reader who jumps to page 4 and then reads page 2 gets page 2. `time` {asset_id?, page?, ' +
          'seconds} adds visible, active seconds; without an asset, `part` says where: `cover` (logo, header, ' +
          'opening message; the default) or `closing` (the closing message). `video` {asset_id, seconds} adds ' +
          `play time. Each event counts at most ${ACTIVITY_MAX_EVENT_SECONDS} s (send every ` +
          `${ACTIVITY_HEARTBEAT_SECONDS} s and when the page hides). Seconds are counted end to end on the ` +
          "clock, viewing and play apart: from where the session's previous request left off (or its opening), " +
          `but no earlier than ${ACTIVITY_WINDOW_SECONDS} s before the request came, and never past ` +
          `${ACTIVITY_GRACE_SECONDS} s after it. So a session never counts more than the time that passed plus ` +
          `${ACTIVITY_GRACE_SECONDS} s, and a token left idle counts at most ` +
          `${ACTIVITY_WINDOW_SECONDS + ACTIVITY_GRACE_SECONDS} s at once however many requests it sends. Seconds ` +
          'beyond these are scaled down, the events still accepted. Events that cannot be true are ' +
          'dropped, counted in `dropped`, and the rest of the batch is kept: an asset that is not visible in the ' +
          "link's presentation (hidden, or another presentation's), a page at or beyond the asset's page count " +
          '(pages count from 0), play time on an asset that is not a video or video link, a page without an asset, ' +
          'a `part` with an asset. ' +
          `Tokens of repeated opens (same client within ${REPEAT_VIEW_MINUTES} minutes, see GET ` +
          '/api/client/presentations/{hash}) all feed the one session they joined. Rate limits of its own, not ' +
          `the API's: ${ACTIVITY_RATE_LIMIT_PER_ADDRESS} requests a minute per address (500 viewers behind one ` +
          `office or carrier address) and ${ACTIVITY_RATE_LIMIT_PER_TOKEN} per view token; beyond them 429.`,
        body: activitySchema,
        response: { 200: activityResultSchema },
      },
    },
    async ({ body }) =>
      activity.record(
        body.view_token,
        body.events,
        body.tab_id !== undefined && body.seq !== undefined
          ? { tabId: body.tab_id, seq: body.seq }
          : undefined,
      ),
  );
}
