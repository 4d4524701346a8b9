import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { FieldFrame, inputClass, type TextFieldProps } from './field.tsx';

/** A labelled password input with a show/hide toggle (spec §5). */
export function PasswordField({ label, error, hint, className, id, ...props }: Omit<TextFieldProps, 'type'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
          className={inputClass(Boolean(error), `pr-12 ${className ?? ''}`)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-lg text-muted hover:text-ink"
        >
          <Icon className="size-5" aria-hidden />
        </button>
      </div>
    </FieldFrame>
  );
}
