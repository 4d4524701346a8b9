import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cn } from './cn.ts';

export const inputClass = (invalid: boolean, className?: string) =>
  cn(
    'h-12 w-full rounded-lg border bg-white px-4 text-base text-ink placeholder:text-muted/70',
    'transition-colors outline-none focus-visible:outline-2 focus-visible:outline-offset-0',
    'disabled:bg-paper disabled:text-muted',
    invalid
      ? 'border-danger focus-visible:outline-danger'
      : 'border-mist hover:border-theme-light focus-visible:outline-theme',
    className,
  );

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** Label above, control, then the error (or a hint) below, wired for screen readers. */
export function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input with its validation message. */
export function TextField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint}>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
        className={inputClass(Boolean(error), `read-only:bg-paper read-only:text-muted ${className ?? ''}`)}
        {...props}
      />
    </FieldFrame>
  );
}
