import { queryOptions } from '@tanstack/react-query';
import type { Notification } from './notifications-state.ts';

/**
 * The bell's state in the query cache: the notifications loaded so far (newest first), the unread count
 * and the next page to load. The header imports only this; the code that reads and changes it loads
 * with the first fetch.
 */
export type NotificationsState = { items: Notification[]; unread: number; nextPage: number | null };

export const notificationsKey = ['notifications'] as const;

export const notificationsQuery = queryOptions({
  queryKey: notificationsKey,
  queryFn: async ({ client }) => (await import('./notifications-state.ts')).fetchFirstPage(client),
  staleTime: 60_000,
});
