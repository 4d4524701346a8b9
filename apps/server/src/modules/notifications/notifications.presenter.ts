import { type Notification, notificationMessage } from '@folio/shared';
import type { NotificationRow } from './notifications.table.ts';

/** The only place that shapes a notification for the API, the socket and the push. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    category: row.category,
    message: notificationMessage(row.category, row.body),
    read: row.read,
    created_at: row.createdAt.toISOString(),
    presentation_id: row.presentationId,
    body: row.body,
  };
}
