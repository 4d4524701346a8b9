import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { ALERT_DEFAULT_TIMER_MS, type AlertTone, useAlertBar } from '../lib/alerts.ts';
import { CloseButton } from '../ui/close-button.tsx';
import { cn } from '../ui/cn.ts';

const TONES: Record<AlertTone, { className: string; Icon: typeof Info }> = {
  success: { className: 'bg-success text-white', Icon: CircleCheck },
  error: { className: 'bg-danger text-white', Icon: CircleAlert },
  warning: { className: 'bg-amber-100 text-warning', Icon: TriangleAlert },
  info: { className: 'bg-theme text-white', Icon: Info },
};

/** The global alert bar (spec §2): one message, closable, closing by itself after its timer (5000 ms by default). */
export function AlertBar({ placement }: { placement: 'flow' | 'bottom' }) {
  const alert = useAlertBar((s) => s.alert);
  const close = useAlertBar((s) => s.close);

  useEffect(() => {
    const timer = alert?.timer === undefined ? ALERT_DEFAULT_TIMER_MS : alert.timer;
    if (!alert || !timer) return;
    const id = window.setTimeout(close, timer);
    return () => window.clearTimeout(id);
  }, [alert, close]);

  if (!alert || (alert.placement ?? 'flow') !== placement) return null;
  const { className, Icon } = TONES[alert.tone ?? 'info'];
  return (
    <div
      role={alert.tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'z-[60] flex items-center gap-3 px-4 py-3 text-sm font-medium',
        placement === 'bottom' &&
          'fixed inset-x-4 bottom-4 rounded-xl shadow-lg wide:inset-x-auto wide:right-6 wide:max-w-md',
        className,
      )}
    >
      {alert.icon !== false && <Icon className="size-5 shrink-0" aria-hidden />}
      <p className="min-w-0 flex-1">{alert.message}</p>
      <CloseButton label="Close alert" onClick={close} className="hover:bg-black/10" />
    </div>
  );
}
