import type { ReactNode } from 'react';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';

type Props = {
  /** What the secret is, e.g. 'API key' ('New API key' labels the field, 'API key copied.' the toast). */
  label: string;
  fieldLabel: string;
  value: string;
  notice: ReactNode;
  tone?: 'warning';
  onDone: () => void;
};

/** A secret shown in full (a new API key, a webhook's signing secret): selectable, with Copy and Done. */
export function SecretReveal({ label, fieldLabel, value, notice, tone, onDone }: Props) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(`${label} copied.`);
    } catch {
      notify.error('It could not be copied: select it and copy it by hand.');
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <Notice tone={tone}>{notice}</Notice>
      <TextField
        label={fieldLabel}
        name={fieldLabel.toLowerCase().replaceAll(' ', '-')}
        readOnly
        value={value}
        onFocus={(event) => event.target.select()}
        className="font-mono text-sm"
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
