import { cn } from './cn.ts';

/** The Folio word mark: a theme-coloured tile with an accent dot. */
export function Logo({
  className,
  inverted = false,
  labelClassName,
}: {
  className?: string;
  inverted?: boolean;
  /** Classes of the word, e.g. to hide it where the header is tight. */
  labelClassName?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : 'var(--theme)'} />
        <path d="M10 8h12v4h-8v4h7v4h-7v4h-4z" fill={inverted ? 'var(--theme)' : '#fff'} />
        <circle cx="23" cy="23" r="3" fill="#e82f72" />
      </svg>
      <span className={cn('text-xl', inverted ? 'text-white' : 'text-ink', labelClassName)}>Folio</span>
    </span>
  );
}
