import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import { useId } from 'react';
import { inputClass } from './field.tsx';

type SelectProps = {
  label: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: string;
  onBlur?: () => void;
};

/** A labelled single-choice list on Radix Select. */
export function Select({ label, value, onValueChange, options, placeholder, error, onBlur }: SelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <RadixSelect.Root
        value={value}
        onValueChange={onValueChange}
        onOpenChange={(open) => !open && onBlur?.()}
      >
        <RadixSelect.Trigger
          id={id}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass(
            Boolean(error),
            'flex items-center justify-between text-left data-placeholder:text-muted',
          )}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <ChevronDown className="size-4 text-muted" aria-hidden />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={8}
            className="z-50 max-h-80 w-(--radix-select-trigger-width) overflow-hidden rounded-xl border border-mist bg-white shadow-lg"
          >
            <RadixSelect.Viewport className="p-2">
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  className="flex h-10 cursor-pointer items-center justify-between rounded-lg px-3 text-sm outline-none select-none data-highlighted:bg-theme-lightest"
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator>
                    <Check className="size-4 text-theme" aria-hidden />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
