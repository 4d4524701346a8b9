import type { Notification, NotificationPage } from '@folio/shared';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A notification as the server sends it (snake_case): a viewer of presentation 12, five minutes ago. */
export function buildNotification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    category: 'presentation_viewed',
    message: `Viewer ${id} viewed “Ocean View Villa”.`,
    read: false,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    presentation_id: 12,
    body: { name: `Viewer ${id}`, title: 'Ocean View Villa', presentation_id: 12 },
    ...overrides,
  };
}

/** Notifications with ids from `high` down to `low`. */
export const range = (high: number, low: number) =>
  Array.from({ length: high - low + 1 }, (_, i) => buildNotification(high - i));

/** GET /api/notifications?page= answer. */
export const notificationPage = (
  results: Notification[],
  { unread, next = false }: { unread: number; next?: boolean },
): NotificationPage => ({
  count: results.length,
  next: next ? 'http://localhost/api/notifications?page=2' : null,
  previous: null,
  results,
  unread_notifications: unread,
});

/** Stands in for IntersectionObserver (jsdom has none); `scrollToEnd` says the watched element is in view. */
export function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class FakeObserver {
    entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    scrollToEnd() {
      act(() => {
        for (const { callback, targets } of [...observers])
          callback(
            targets.map(
              (target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry,
            ),
            {} as IntersectionObserver,
          );
      });
    },
  };
}
