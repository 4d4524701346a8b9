import { TRIAL_TEXTS } from '@folio/shared';
import { Check } from 'lucide-react';
import { cn } from '../../ui/cn.ts';

/** What Premium keeps that Free does not: the downgrade modal's list (spec §2), also on /trial-expired. */
export function PremiumLosses({ className }: { className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-3', className)}>
      {TRIAL_TEXTS.modalLosses.map((item) => (
        <li key={item} className="flex items-start gap-3 text-ink">
          <Check className="mt-0.5 size-5 shrink-0 text-theme" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
