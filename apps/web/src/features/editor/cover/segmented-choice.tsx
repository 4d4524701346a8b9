import { useId } from 'react';
import { cn } from '../../../ui/cn.ts';

type Props<T extends string> = {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
};

/** A row of radio buttons drawn as one segmented control (header kind, cover style, picture place). */
export function SegmentedChoice<T extends string>({ label, options, value, onChange }: Props<T>) {
  const name = useId();
  return (
    <div
      className="inline-flex self-start rounded-lg border border-mist p-1"
      role="radiogroup"
      aria-label={label}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-ink',
            'focus-within:outline-2 focus-within:outline-accent has-checked:bg-theme has-checked:text-white',
          )}
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
