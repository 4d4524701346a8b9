import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import { shareLinkUrl } from '../share-links/share-links.presenter.ts';
import { webPushJob } from '../web-push/web-push.jobs.ts';
import type { WebPushService } from '../web-push/web-push.service.ts';
import { createNotificationFacts } from './notifications.facts.ts';
import type { NotificationsService } from './notifications.service.ts';

const HOUR = 3_600_000;
/** Links sent longer ago than this are not looked at again (the job has had days to see them). */
const LOOK_BACK_HOURS = 72;

/**
 * Every 15 minutes: a link sent to someone 24 hours ago or more that nobody has opened yet gives its
 * owner one 'not accessed in 24h' notification (once per link, whichever instance runs it).
 */
export const notAccessedJob = (deps: {
  db: Db;
  clock: Clock;
  notifications: () => NotificationsService;
  publicUrl: string;
}) => {
  const facts = createNotificationFacts(deps.db);
  return defineJob({
    name: 'notifications-not-accessed',
    schema: z.object({}).passthrough(),
    cron: '*/15 * * * *',
    retryLimit: 1,
    async handler() {
      const now = deps.clock.now().getTime();
      const links = await facts.notOpened(new Date(now - LOOK_BACK_HOURS * HOUR), new Date(now - 24 * HOUR));
      for (const link of links)
        await deps.notifications().notify(link.ownerId, 'not_accessed_24h', {
          presentationId: link.presentationId,
          onceKey: `not_accessed_24h:${link.linkId}`,
          body: {
            title: link.title,
            presentation_id: link.presentationId,
            share_link: shareLinkUrl(deps.publicUrl, link, link),
            name: link.name,
            email: link.email,
            time_passed: Math.round((now - link.sentAt.getTime()) / 1000),
          },
        });
    },
  });
};

/** The jobs of notifications: the scheduled 'not accessed in 24h' check and one push per browser. */
export const createNotificationJobs = (deps: {
  db: Db;
  clock: Clock;
  webPush: WebPushService;
  notifications: () => NotificationsService;
  publicUrl: string;
}) => ({
  notAccessed: notAccessedJob(deps),
  webPush: webPushJob(deps),
});
