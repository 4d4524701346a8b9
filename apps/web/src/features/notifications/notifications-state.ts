import type { MarkReadResponse, NotificationPage, Notification as NotificationWire } from '@folio/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api, type Camelize } from '../../lib/api.ts';

import { type NotificationsState, notificationsKey } from './notifications-query.ts';

/*
 * The bell's state in the query cache (notifications-query.ts) and what changes it: pages loaded, a
 * notification pushed over the socket, one or all marked read. Loaded with the panel or the socket
 * handlers, not with the header.
 */

export type Notification = Camelize<NotificationWire>;
export type { NotificationsState } from './notifications-query.ts';
export { notificationsKey, notificationsQuery } from './notifications-query.ts';

/** Spec §4: merged without duplicates (the newer copy wins) and sorted by id descending. */
export function mergeNotifications(current: Notification[], incoming: Notification[]) {
  const byId = new Map(current.map((n) => [n.id, n]));
  for (const n of incoming) byId.set(n.id, n);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

const fetchPage = (page: number) => api<NotificationPage>('/notifications', { query: { page } });

const readState = (client: QueryClient) => client.getQueryData<NotificationsState>(notificationsKey);

/** The first page and the unread count; a refetch keeps the pages loaded after it. */
export async function fetchFirstPage(client: QueryClient): Promise<NotificationsState> {
  const page = await fetchPage(1);
  const previous = readState(client);
  const keepsMore = previous && previous.nextPage !== 2 && previous.items.length > page.results.length;
  return {
    items: mergeNotifications(keepsMore ? previous.items : [], page.results),
    unread: page.unreadNotifications,
    nextPage: keepsMore ? previous.nextPage : page.next ? 2 : null,
  };
}

function update(client: QueryClient, change: (state: NotificationsState) => NotificationsState) {
  client.setQueryData<NotificationsState>(notificationsKey, (state) => state && change(state));
}

/** Loads the next page (when there is one) and merges it in. */
export async function loadMoreNotifications(client: QueryClient) {
  const pageNumber = readState(client)?.nextPage;
  if (!pageNumber) return;
  const page = await fetchPage(pageNumber);
  update(client, (state) => ({
    items: mergeNotifications(state.items, page.results),
    unread: page.unreadNotifications,
    nextPage: page.next ? pageNumber + 1 : null,
  }));
}

/** A notification pushed over the socket: appended, with the unread count the server sent. */
export function receiveNotification(client: QueryClient, notification: Notification, unread: number) {
  update(client, (state) => ({ ...state, items: mergeNotifications(state.items, [notification]), unread }));
}

/** Marks one read: shown read at once, then the server's copy and count. */
export async function markNotificationRead(client: QueryClient, id: number) {
  update(client, (state) => {
    const wasUnread = state.items.some((n) => n.id === id && !n.read);
    return {
      ...state,
      items: state.items.map((n) => (n.id === id ? { ...n, read: true } : n)),
      unread: wasUnread ? Math.max(0, state.unread - 1) : state.unread,
    };
  });
  const answer = await api<MarkReadResponse>(`/notifications/${id}/read`, { method: 'POST' });
  update(client, (state) => ({
    ...state,
    items: answer.notification ? mergeNotifications(state.items, [answer.notification]) : state.items,
    unread: answer.unreadNotifications,
  }));
}

/** Marks all read: the counter becomes 0. */
export async function markAllNotificationsRead(client: QueryClient) {
  const answer = await api<MarkReadResponse>('/notifications/mark-all', { method: 'POST' });
  update(client, (state) => ({
    ...state,
    items: state.items.map((n) => (n.read ? n : { ...n, read: true })),
    unread: answer.unreadNotifications,
  }));
}
