import {
  type NotificationBody,
  type NotificationCategory,
  type NotificationMessage,
  notificationChannelOn,
} from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { createBatching } from '../../platform/batching.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { presentNotification } from './notifications.presenter.ts';
import { createNotificationsRepository, type NewNotification } from './notifications.repository.ts';
import type { NotificationRow } from './notifications.table.ts';

type Deps = {
  db: Db;
  clock: Clock;
  realtime: RealtimeHub;
  /** Each new notification records 'notification.created' with it, from which its web pushes are queued. */
  events: Pick<Events, 'record' | 'flush'>;
};

export type NotifyOptions = {
  presentationId?: number | null;
  body?: NotificationBody;
  /** At most one notification per user with this key ('first …' ones, one per link or session and asset). */
  onceKey?: string;
};

/**
 * The bell: made as things happen, sent at once to the user's open sockets and pushed to their browsers
 * (the push is recorded with the notification, so it is queued once even after a crash).
 */
export function createNotificationsService({ db, clock, realtime, events }: Deps) {
  const repo = createNotificationsRepository(db);
  // Notifications come in bursts (many views at once): concurrent ones share their writes and counts.
  const insert = createBatching(async (values: NewNotification[]) => {
    const rows = await db.transaction(async (tx) => {
      const made = await createNotificationsRepository(tx).insertMany(values);
      const created = made.flatMap((row) => (row ? [{ notificationId: row.id, userId: row.userId }] : []));
      await events.record(tx, 'notification.created', ...created);
      return made;
    });
    events.flush();
    return rows;
  });
  const settings = createBatching(async (userIds: number[]) => {
    const byUser = await repo.settingsOf([...new Set(userIds)]);
    return userIds.map((id) => byUser.get(id));
  });
  const unread = createBatching(async (userIds: number[]) => {
    const counts = await repo.unreadOf([...new Set(userIds)]);
    return userIds.map((id) => counts.get(id) ?? 0);
  });

  const deliver = async (row: NotificationRow) => {
    const message: NotificationMessage = {
      type: 'notification',
      notification: presentNotification(row),
      unread_notifications: await unread(row.userId),
    };
    await realtime.publish(row.userId, message);
  };

  return {
    /**
     * Makes a notification and delivers it; null when its once-key was used already, or when the user
     * turned the bell off for this category (then nothing is made, sent or pushed).
     */
    async notify(userId: number, category: NotificationCategory, options: NotifyOptions = {}) {
      if (!notificationChannelOn(await settings(userId), category, 'in_app')) return null;
      const values: NewNotification = {
        userId,
        category,
        presentationId: options.presentationId,
        body: options.body ?? {},
        onceKey: options.onceKey,
        createdAt: clock.now(),
      };
      const row = await insert(values);
      if (!row) return null;
      await deliver(row);
      return row;
    },

    /**
     * Raises the counts of a once-keyed notification and sends it again to the open sockets, where it
     * replaces the old copy (same id; not pushed again); false when it does not exist yet.
     */
    async update(userId: number, onceKey: string, counts: Record<string, number>) {
      const row = await repo.mergeBody(userId, onceKey, counts);
      if (row) await deliver(row);
      return row !== null;
    },

    async list(userId: number, page: number, size: number) {
      const [{ rows, count }, unread] = await Promise.all([
        repo.page(userId, page, size),
        repo.unread(userId),
      ]);
      return { rows, count, unread };
    },

    async markAll(userId: number) {
      await repo.markAll(userId);
      return { unread: 0 };
    },

    /** Another user's id, or one that does not exist, is a 404. */
    async markRead(userId: number, id: number) {
      const row = await repo.markRead(userId, id);
      if (!row) throw notFound();
      return { row, unread: await repo.unread(userId) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
