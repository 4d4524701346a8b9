import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../ui/cn.ts';
import { Spinner } from '../../ui/spinner.tsx';

export const sourceClass = (disabled: boolean) =>
  cn(
    'flex min-h-16 w-full items-center gap-3 rounded-xl border border-mist bg-white px-4 py-3 text-left transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
    disabled
      ? 'cursor-not-allowed opacity-60'
      : 'cursor-pointer hover:border-theme-light hover:bg-theme-lightest',
  );

/** Ids that make a source's name its label and its hint ('Not configured'…) its description. */
export function useSourceIds() {
  const id = useId();
  return { labelId: `${id}-label`, hintId: `${id}-hint` };
}

/** What a source shows: its icon (a spinner while it works), its name and a short status. */
export function SourceFace({
  icon: Icon,
  label,
  hint,
  ids,
  busy,
}: {
  icon: LucideIcon;
  label: string;
  hint?: string;
  ids: ReturnType<typeof useSourceIds>;
  busy?: boolean;
}) {
  return (
    <>
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-theme-lightest text-theme">
        {busy ? (
          <Spinner label={`Importing from ${label}`} className="size-5" />
        ) : (
          <Icon className="size-5" aria-hidden />
        )}
      </span>
      <span className="flex min-w-0 flex-col">
        <span id={ids.labelId} className="font-semibold text-ink">
          {label}
        </span>
        {hint && (
          <span id={ids.hintId} className="text-sm text-muted">
            {hint}
          </span>
        )}
      </span>
    </>
  );
}

/** One source of the image picker. A disabled source says why in its hint. */
export function SourceButton({
  icon,
  label,
  hint,
  disabled = false,
  busy = false,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  hint?: string;
  disabled?: boolean;
  busy?: boolean;
  onClick: () => void;
}) {
  const ids = useSourceIds();
  return (
    <button
      type="button"
      className={sourceClass(disabled)}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-labelledby={ids.labelId}
      aria-describedby={hint ? ids.hintId : undefined}
      onClick={onClick}
    >
      <SourceFace icon={icon} label={label} hint={hint} ids={ids} busy={busy} />
    </button>
  );
}
