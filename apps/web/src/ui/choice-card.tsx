import { Check } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.ts';

type ChoiceCardProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  type: 'checkbox' | 'radio';
  label: ReactNode;
  description?: ReactNode;
};

/** A native checkbox or radio drawn as a selectable card: keyboard and screen reader behave natively. */
export function ChoiceCard({ type, label, description, className, ...props }: ChoiceCardProps) {
  return (
    <label
      className={cn(
        'group relative flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-mist bg-white px-4 py-3',
        'transition-colors hover:border-theme-light has-checked:border-theme has-checked:bg-theme-lightest',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
        'has-disabled:cursor-not-allowed has-disabled:opacity-50',
        className,
      )}
    >
      <input type={type} className="peer sr-only" {...props} />
      <span
        aria-hidden
        className={cn(
          'grid size-5 shrink-0 place-items-center border border-theme-light bg-white text-white',
          'peer-checked:border-theme peer-checked:bg-theme',
          type === 'radio' ? 'rounded-full' : 'rounded-md',
        )}
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-ink">{label}</span>
        {description && <span className="text-sm text-muted">{description}</span>}
      </span>
    </label>
  );
}

/** A group of choice cards with its question as the legend and its error below. */
export function ChoiceGroup({
  legend,
  error,
  children,
  className,
  errorId,
  onBlur,
}: {
  legend: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
  errorId?: string;
  /** Called once focus leaves the whole group (validation on blur). */
  onBlur?: () => void;
}) {
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={error ? errorId : undefined}
      onBlur={(e) => onBlur && !e.currentTarget.contains(e.relatedTarget as Node | null) && onBlur()}
    >
      <legend className="mb-3 text-base font-semibold text-ink">{legend}</legend>
      <div className={cn('grid gap-3', className)}>{children}</div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
