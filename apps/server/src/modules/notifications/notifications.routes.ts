/**
 * The bell (spec §3, §4, §7): GET /api/notifications (paged, newest first, with the unread count),
 * POST /api/notifications/mark-all, POST /api/notifications/{id}/read. New ones also come over /ws as
 * `{ type: 'notification', notification, unread_notifications }`.
 */
import {
  markReadResponseSchema,
  NOTIFICATION_PAGE_SIZE,
  notificationPageSchema,
  notificationsQuerySchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { idParams } from '../../platform/params.ts';
import { presentNotification } from './notifications.presenter.ts';
import type { NotificationsService } from './notifications.service.ts';

export async function notificationsRoutes(
  base: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        operationId: 'listNotifications',
        summary: 'List notifications',
        description: `The signed-in user's notifications, ${NOTIFICATION_PAGE_SIZE} a page, newest first (id descending); \`unread_notifications\` counts all unread ones.`,
        querystring: notificationsQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => {
      const user = requireAuth(request).user;
      const { rows, count, unread } = await notifications.list(
        user.id,
        request.query.page,
        NOTIFICATION_PAGE_SIZE,
      );
      return {
        ...pageLinks(request, count, NOTIFICATION_PAGE_SIZE),
        results: rows.map(presentNotification),
        unread_notifications: unread,
      };
    },
  );

  app.post(
    '/api/notifications/mark-all',
    {
      schema: {
        tags,
        operationId: 'markAllNotificationsRead',
        summary: 'Mark every notification read',
        description: 'Marks every notification of the user read; the unread count becomes 0.',
        response: { 200: markReadResponseSchema },
      },
    },
    async (request) => {
      const { unread } = await notifications.markAll(requireAuth(request).user.id);
      return { unread_notifications: unread, notification: null };
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags,
        operationId: 'markNotificationRead',
        summary: 'Mark a notification read',
        description:
          "Marks one notification read (another user's id is a 404); answers it and the unread count.",
        params: idParams,
        response: { 200: markReadResponseSchema },
      },
    },
    async (request) => {
      const { row, unread } = await notifications.markRead(requireAuth(request).user.id, request.params.id);
      return { unread_notifications: unread, notification: presentNotification(row) };
    },
  );
}
