import type { Queue } from '../../jobs/queue.ts';
import type { Events } from '../../platform/events.ts';
import type { webPushJob } from './web-push.jobs.ts';
import type { WebPushService } from './web-push.service.ts';

type Deps = {
  events: Events;
  queue: Queue;
  job: ReturnType<typeof webPushJob>;
  webPush: WebPushService;
};

/**
 * A new notification goes to each of its user's browsers as one queued push. Each push is keyed by the
 * notification and the subscription, so a redelivered 'notification.created' queues none twice.
 */
export function registerWebPushListeners({ events, queue, job, webPush }: Deps) {
  events.on('notification.created', async ({ notificationId, userId }) => {
    for (const subscriptionId of await webPush.subscriptionsOf(userId))
      await queue.send(
        job,
        { notificationId, subscriptionId },
        { key: `push:${notificationId}:${subscriptionId}` },
      );
  });
}
