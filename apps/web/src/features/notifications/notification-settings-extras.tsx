import { HOT_LEAD_MINUTES, VIEW_EMAIL_TEXTS, type ViewEmailMode } from '@folio/shared';
import { useId } from 'react';
import { inputClass } from '../../ui/field.tsx';

/** When e-mails about views go: at each viewer's first view of a link, or as one daily digest. */
export function ViewEmailTiming({
  mode,
  onChange,
}: {
  mode: ViewEmailMode;
  onChange: (mode: ViewEmailMode) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1 rounded-lg bg-theme-lightest px-3 py-2">
      <legend className="sr-only">When e-mails about views arrive</legend>
      {(['instant', 'daily'] as const).map((option) => (
        <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="radio"
            name={`${id}-mode`}
            value={option}
            checked={mode === option}
            onChange={() => onChange(option)}
            className="size-5 accent-theme"
          />
          <span className="text-sm text-ink">{VIEW_EMAIL_TEXTS.modes[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The minutes in one visit that make a viewer a hot lead; its error under it. */
export function HotLeadMinutes({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-theme-lightest px-3 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="text-sm text-ink">
          Minutes in one visit
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={HOT_LEAD_MINUTES.min}
          max={HOT_LEAD_MINUTES.max}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass(Boolean(error), 'max-w-24 bg-white')}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
