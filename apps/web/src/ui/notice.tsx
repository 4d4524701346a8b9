import { AlertTriangle, CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const TONES = {
  error: { box: 'border-danger/30 bg-danger/5 text-danger', Icon: CircleAlert },
  warning: { box: 'border-warning/30 bg-amber-50 text-warning', Icon: AlertTriangle },
  info: { box: 'border-mist bg-theme-lightest text-ink', Icon: Info },
};

/** An inline message box; errors are announced to screen readers. */
export function Notice({
  tone = 'info',
  children,
  className,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
  className?: string;
}) {
  const { box, Icon } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', box, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
