import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatTime } from '../../lib/time.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Spinner } from '../../ui/spinner.tsx';
import {
  loadMoreNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
  notificationsKey,
  notificationsQuery,
} from './notifications-state.ts';

type Props = { close: () => void; anchor: RefObject<HTMLButtonElement | null> };

/** Where a notification leads: its presentation's insights, when it is about one. */
const destinationOf = (n: Notification) =>
  n.presentationId === null ? null : `/insights/${n.presentationId}`;

function Item({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  // A viewer who left no name shows '?'; Folio's own notices (welcome, guides) show its initial.
  const who =
    notification.body.name || notification.body.email || (notification.presentationId ? '?' : 'Folio');
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-paper',
          !notification.read && 'bg-theme-lightest/60',
        )}
      >
        <Avatar src={notification.body.picture} name={who} className="size-8 text-xs" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cn('text-sm break-words', notification.read ? 'text-muted' : 'text-ink')}>
            {notification.message}
          </span>
          <time dateTime={notification.createdAt} className="text-xs text-muted">
            {formatTime(notification.createdAt)}
          </time>
        </span>
        {!notification.read && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-accent">
            <span className="sr-only">(unread)</span>
          </span>
        )}
      </button>
    </li>
  );
}

/** The bell's panel (spec §4): newest first, more loaded on scroll, read on click, 'Mark all as read'. */
export default function NotificationsPanel({ close, anchor }: Props) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useQuery(notificationsQuery);
  const panel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const nextPage = data?.nextPage ?? null;

  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      anchor.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !anchor.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [close, anchor]);

  const loadMore = async () => {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await loadMoreNotifications(client);
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const onEndInView = useEffectEvent(() => void loadMore());
  // Infinite scroll: the next page loads when the end of the list comes into view.
  useEffect(() => {
    const end = sentinel.current;
    if (!end || !nextPage || loadingMore || moreFailed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onEndInView();
      },
      { root: list.current, rootMargin: '0px 0px 120px 0px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [nextPage, loadingMore, moreFailed]);

  const open = (notification: Notification) => {
    if (!notification.read)
      markNotificationRead(client, notification.id).catch(() =>
        client.invalidateQueries({ queryKey: notificationsKey }),
      );
    const to = destinationOf(notification);
    if (!to) return;
    close();
    void navigate(to);
  };

  const markAll = () =>
    markAllNotificationsRead(client).catch(() => client.invalidateQueries({ queryKey: notificationsKey }));

  return (
    <div
      ref={panel}
      role="dialog"
      aria-label="Notifications"
      tabIndex={-1}
      className={cn(
        'z-40 flex flex-col overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-mist outline-none',
        'fixed inset-x-2 top-16 max-h-[calc(100dvh-5rem)]',
        'wide:absolute wide:inset-x-auto wide:top-full wide:right-0 wide:mt-2 wide:w-96 wide:max-h-[min(36rem,calc(100dvh-6rem))]',
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-mist px-4 py-3">
        <h2 className="text-base font-semibold">Notifications</h2>
        <button
          type="button"
          onClick={markAll}
          disabled={!data || data.unread === 0}
          className={buttonClass('link', 'sm')}
        >
          Mark all as read
        </button>
      </div>
      <div ref={list} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {isPending ? (
          <div className="grid place-items-center py-10 text-theme">
            <Spinner className="size-6" label="Loading notifications" />
          </div>
        ) : isError ? (
          <div className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-muted">
            Your notifications could not be loaded.
            <button type="button" onClick={() => refetch()} className={buttonClass('secondary', 'sm')}>
              Try again
            </button>
          </div>
        ) : data.items.length === 0 ? (
          <p className="px-4 py-10 text-center text-sm text-muted">No notifications yet.</p>
        ) : (
          <>
            <ul className="divide-y divide-mist">
              {data.items.map((notification) => (
                <Item key={notification.id} notification={notification} onOpen={() => open(notification)} />
              ))}
            </ul>
            {nextPage && (
              <div ref={sentinel} className="flex justify-center py-3 text-theme">
                {moreFailed ? (
                  <button type="button" onClick={loadMore} className={buttonClass('secondary', 'sm')}>
                    Load more
                  </button>
                ) : (
                  <Spinner label="Loading more notifications" />
                )}
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
