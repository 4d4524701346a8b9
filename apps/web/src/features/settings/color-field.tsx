import { BRANDING_TEXTS } from '@folio/shared';
import { useId } from 'react';
import { DEFAULT_THEME_COLOR, themeShades } from '../../lib/theme.ts';
import { FieldFrame, inputClass } from '../../ui/field.tsx';

const HEX = /^#[0-9a-f]{6}$/i;

/** Whether a typed colour is a #rrggbb one. */
export const isHexColor = (value: string) => HEX.test(value.trim());

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  onError: (error: string | undefined) => void;
  disabled?: boolean;
};

/**
 * A primary colour: a picker and its #rrggbb text, then the four shades (spec §9: lightest 8%, light
 * 64%, dark 72%, darkest 48%) the app and the recipient pages make of it.
 */
export function ColorField({ label, value, onChange, error, onError, disabled }: Props) {
  const id = useId();
  const valid = isHexColor(value);
  const shades = themeShades(valid ? value.trim() : DEFAULT_THEME_COLOR);
  const change = (next: string) => {
    onChange(next);
    onError(undefined);
  };
  return (
    <div className="flex flex-col gap-4">
      <FieldFrame id={id} label={label} error={error}>
        <div className="flex items-center gap-3">
          <input
            type="color"
            aria-label={`Pick the ${label.toLowerCase()}`}
            value={valid ? value.trim() : DEFAULT_THEME_COLOR}
            onChange={(event) => change(event.target.value)}
            disabled={disabled}
            className="h-12 w-14 shrink-0 cursor-pointer rounded-lg border border-mist bg-white p-1 disabled:cursor-not-allowed"
          />
          <input
            id={id}
            value={value}
            onChange={(event) => change(event.target.value)}
            onBlur={() => onError(valid ? undefined : BRANDING_TEXTS.invalidColor)}
            disabled={disabled}
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputClass(Boolean(error), 'w-36 font-mono uppercase')}
          />
        </div>
      </FieldFrame>
      <ul aria-label={`Shades of the ${label.toLowerCase()}`} className="flex gap-2">
        {(['lightest', 'light', 'base', 'dark', 'darkest'] as const).map((shade) => (
          <li
            key={shade}
            title={shade}
            className="size-8 rounded-full ring-1 ring-mist"
            style={{ backgroundColor: shades[shade] }}
          />
        ))}
      </ul>
    </div>
  );
}
