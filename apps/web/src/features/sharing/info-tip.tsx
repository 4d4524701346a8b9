import { Info } from 'lucide-react';
import { useId } from 'react';

/** An ⓘ that shows its text on hover or keyboard focus; screen readers read it as the button's description. */
export function InfoTip({ text, label }: { text: string; label: string }) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        className="grid size-5 place-items-center rounded-full text-muted hover:text-ink"
      >
        <Info className="size-4" aria-hidden />
      </button>
      <span
        id={id}
        role="tooltip"
        className="invisible absolute bottom-full left-1/2 z-10 mb-2 w-56 -translate-x-1/2 rounded-lg bg-ink px-3 py-2 text-xs text-white shadow-lg group-focus-within:visible group-hover:visible"
      >
        {text}
      </span>
    </span>
  );
}
