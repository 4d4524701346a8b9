import { notificationCounterLabel } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { notificationsQuery } from './notifications-query.ts';

// The list, its scrolling and its actions load when the bell is first opened, not with every page.
const NotificationsPanel = lazy(() => import('./notifications-panel.tsx'));

/** The header's bell: the unread counter (capped at '99+', spec §9) and the notifications panel. */
export function NotificationBell() {
  const unread = useQuery({ ...notificationsQuery, select: (state) => state.unread }).data ?? 0;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const counter = notificationCounterLabel(unread);
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-label={unread > 0 ? `Notifications, ${counter} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="relative grid size-10 place-items-center rounded-lg text-ink hover:bg-theme-lightest"
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="unread-counter"
            className="absolute top-0.5 left-5 h-5 min-w-5 rounded-full bg-accent-strong px-1 text-center text-[11px] leading-5 font-semibold text-white ring-2 ring-white"
          >
            {counter}
          </span>
        )}
      </button>
      {open && (
        <Suspense>
          <NotificationsPanel close={close} anchor={button} />
        </Suspense>
      )}
    </div>
  );
}
