import { X } from 'lucide-react';
import { cn } from './cn.ts';

/** The small ✕ that closes a banner, prompt or card; `label` names what it does. */
export function CloseButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn('grid size-8 shrink-0 place-items-center rounded-lg', className)}
    >
      <X className="size-4" aria-hidden />
    </button>
  );
}
