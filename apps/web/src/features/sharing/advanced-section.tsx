import { ChevronDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../../ui/cn.ts';

/** The sharing dialogs' 'Advanced' part: a button that opens and closes its settings. */
export function AdvancedSection({
  initiallyOpen,
  children,
}: {
  initiallyOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center justify-between border-t border-mist pt-4 text-sm font-semibold text-ink"
      >
        Advanced
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      {open && <div className="flex flex-col gap-4">{children}</div>}
    </>
  );
}
