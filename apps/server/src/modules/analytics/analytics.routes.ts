import {
  ANALYTICS_EVENTS,
  ANALYTICS_LIMITS,
  analyticsAcceptedSchema,
  analyticsBatchSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OPTIONAL_CREDENTIALS } from '../../platform/openapi.ts';
import type { AnalyticsService } from './analytics.service.ts';

type Deps = { analytics: AnalyticsService };

/** The events' body is small: a batch of 50 events at their largest properties. */
const BODY_LIMIT = ANALYTICS_LIMITS.batch * (ANALYTICS_LIMITS.propertiesJson + 100) + 200;

export async function analyticsRoutes(base: FastifyInstance, { analytics }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // navigator.sendBeacon posts a text/plain body (a JSON type would need a CORS-safelisted exception).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('The body is not JSON.'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/api/analytics/events',
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: ANALYTICS_LIMITS.perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['analytics'],
        operationId: 'recordAnalyticsEvents',
        summary: 'Record product analytics events',
        security: OPTIONAL_CREDENTIALS,
        description:
          `A batch of 1 to ${ANALYTICS_LIMITS.batch} events from the web app (202 with how many were stored). ` +
          `\`event\`: one of ${ANALYTICS_EVENTS.join(', ')}. \`properties\`: at most ${ANALYTICS_LIMITS.properties} ` +
          `lower-case keys with string (≤ ${ANALYTICS_LIMITS.stringValue} characters), number, boolean or null ` +
          `values, ≤ ${ANALYTICS_LIMITS.propertiesJson} characters as JSON. The signed-in user is attached from ` +
          'the session; without one, `anonymous_id` (32 hex digits, random per tab session) is kept instead. ' +
          'The body may be sent as text/plain (navigator.sendBeacon). Browsers with Do Not Track or Global ' +
          `Privacy Control set send nothing. At most ${ANALYTICS_LIMITS.perMinute} requests a minute per address.`,
        body: analyticsBatchSchema,
        response: { 202: analyticsAcceptedSchema },
      },
    },
    async (request, reply) => {
      const accepted = await analytics.record(request.body, request.auth?.user.id ?? null);
      return reply.status(202).send({ accepted });
    },
  );
}
