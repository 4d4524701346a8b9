import { notificationChannelOn, notificationMessage } from '@folio/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/queue.ts';
import { presentNotification } from '../notifications/notifications.presenter.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import type { PushPayload, WebPushService } from './web-push.service.ts';

/** Push services take about 4 KB of payload: a long text (a feedback comment) is cut to fit. */
const MAX_PAYLOAD_BYTES = 3000;

export function withinPushLimit(payload: PushPayload): PushPayload {
  if (Buffer.byteLength(JSON.stringify(payload)) <= MAX_PAYLOAD_BYTES) return payload;
  const { title, presentation_id } = payload.notification.body;
  const short = (text: string, length: number) =>
    text.length > length ? `${[...text].slice(0, length).join('')}…` : text;
  return {
    ...payload,
    body: short(payload.body, 200),
    notification: {
      ...payload.notification,
      message: '',
      body: { title: title ? short(title, 100) : title, presentation_id },
    },
  };
}

/**
 * Pushes one notification to one browser subscription, unless its user has turned push off for its
 * category (read when the push goes, so a change made meanwhile is obeyed). A failure is retried (5 times, backing off);
 * a subscription the push service answers 404 or 410 for is deleted instead.
 */
export const webPushJob = (deps: { db: Db; webPush: WebPushService; publicUrl: string }) => {
  const notifications = createNotificationsRepository(deps.db);
  return defineJob({
    name: 'web-push',
    schema: z.object({ notificationId: z.number().int(), subscriptionId: z.number().int() }),
    retryLimit: 5,
    async handler({ notificationId, subscriptionId }) {
      const row = await notifications.find(notificationId);
      if (!row) return;
      const settings = (await notifications.settingsOf([row.userId])).get(row.userId);
      if (!notificationChannelOn(settings, row.category, 'push')) return;
      const notification = presentNotification(row);
      const url = row.presentationId
        ? `${deps.publicUrl}/insights/${row.presentationId}`
        : `${deps.publicUrl}/presentations`;
      await deps.webPush.send(
        subscriptionId,
        row.userId,
        withinPushLimit({
          title: 'Folio',
          body: notificationMessage(row.category, row.body),
          url,
          notification,
        }),
      );
    },
  });
};
