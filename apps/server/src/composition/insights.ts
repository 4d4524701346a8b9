import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { engagementRoutes } from '../modules/engagement/engagement.routes.ts';
import { createEngagementService } from '../modules/engagement/engagement.service.ts';
import { insightsRoutes } from '../modules/insights/insights.routes.ts';
import { createInsightsService } from '../modules/insights/insights.service.ts';
import { createShareMails } from '../modules/share-email/share-email.mails.ts';
import type { FileCapabilities } from '../modules/viewer/file-capabilities.ts';
import type { AiClient } from '../platform/ai/ai-client.ts';
import type { Clock } from '../platform/clock.ts';
import type { Events } from '../platform/events.ts';
import type { Outbox } from '../platform/mail/outbox.ts';

type Deps = {
  database: Database;
  clock: Clock;
  events: Events;
  outbox: Outbox;
  ai: AiClient | null;
  publicUrl: string;
  recipientFiles: FileCapabilities;
  fileUrl: (key: string) => string;
};

/** The owner's insights and what is built on them: forwarding graph, hot leads and follow-ups (issue 18). */
export async function registerInsights(app: FastifyInstance, deps: Deps) {
  const { database, clock, events, outbox, ai, publicUrl, recipientFiles, fileUrl } = deps;
  const insights = createInsightsService({ db: database.db, clock, fileUrl });
  await app.register(insightsRoutes, { insights });
  const mails = createShareMails(outbox, { publicUrl, files: recipientFiles, clock });
  await app.register(engagementRoutes, {
    engagement: createEngagementService({ db: database.db, clock, events, ai, insights, mails }),
  });
}
