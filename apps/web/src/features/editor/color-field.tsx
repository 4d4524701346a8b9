import { useId } from 'react';
import { Button } from '../../ui/button.tsx';

/** A labelled colour picker showing its hex value, with an optional way back to "no colour". */
export function ColorField({
  label,
  value,
  fallback,
  onChange,
  onClear,
}: {
  label: string;
  value: string | null;
  /** What the picker starts from when no colour is set. */
  fallback: string;
  onChange: (color: string) => void;
  onClear?: () => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="color"
          value={value ?? fallback}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-14 cursor-pointer rounded-lg border border-mist bg-white p-1"
        />
        <span className="font-mono text-sm text-muted">{value ?? 'Default'}</span>
        {onClear && value && (
          <Button variant="link" size="sm" onClick={onClear}>
            Reset
          </Button>
        )}
      </div>
    </div>
  );
}
