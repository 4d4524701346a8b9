import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { createPostHogForwarder, type PostHogSettings, postHogForwardJob } from './analytics.posthog.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';

/** Product analytics: the events route, and the PostHog forwarder's job when POSTHOG_KEY is set. */
export function createAnalytics({
  db,
  clock,
  posthog,
}: {
  db: Db;
  clock: Clock;
  posthog: PostHogSettings | null;
}) {
  const forward = posthog ? createPostHogForwarder({ db, clock, settings: posthog }) : null;
  return {
    jobs: forward ? [postHogForwardJob(forward)] : [],
    async register(app: FastifyInstance) {
      await app.register(analyticsRoutes, { analytics: createAnalyticsService({ db, clock }) });
    },
  };
}
