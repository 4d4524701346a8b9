import { type ComponentProps, useId } from 'react';
import { cn } from '../../ui/cn.ts';
import { FieldFrame, inputClass } from '../../ui/field.tsx';
import { ShareSwitch } from './share-switch.tsx';

type ListProps = {
  label: string;
  hint: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

function AccessList({ label, hint, value, error, onChange }: ListProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        rows={3}
        value={value}
        placeholder="jane@example.com, @acme.com"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClass(Boolean(error)), 'h-auto resize-y py-3')}
      />
    </FieldFrame>
  );
}

type Props = {
  toggle: Omit<ComponentProps<typeof ShareSwitch>, 'children' | 'tooltip'>;
  allowList: string;
  blockList: string;
  errors: { allowList?: string; blockList?: string };
  onListChange: (name: 'allowList' | 'blockList', value: string) => void;
};

/**
 * 'Verify e-mail' (issue 18): viewers prove their address with a code e-mailed to them; with it, the
 * addresses and domains that alone may view the link, and those that may not.
 */
export function VerifiedAccessSwitch({ toggle, allowList, blockList, errors, onListChange }: Props) {
  return (
    <ShareSwitch {...toggle} tooltip="Viewers type their e-mail and enter the 6-digit code we send to it.">
      <AccessList
        label="Only these e-mails or domains (optional)"
        hint="Separate with commas or new lines; @acme.com allows a whole domain."
        value={allowList}
        error={errors.allowList}
        onChange={(value) => onListChange('allowList', value)}
      />
      <AccessList
        label="Block these e-mails or domains (optional)"
        hint="Blocked viewers see that they may not open it; you see the attempt in insights."
        value={blockList}
        error={errors.blockList}
        onChange={(value) => onListChange('blockList', value)}
      />
    </ShareSwitch>
  );
}
