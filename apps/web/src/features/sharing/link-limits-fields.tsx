import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../ui/field.tsx';
import type { ShareLinkForm } from './settings.ts';

type LinkLimitsFieldsProps = {
  register: UseFormRegister<ShareLinkForm>;
  errors: FieldErrors<ShareLinkForm>;
  /** Free users see the fields disabled with the upgrade hint (premium). */
  locked: boolean;
};

/** The whole-number limits, empty for none. */
const COUNTS = [
  { name: 'expiresDaysAfterFirstView', label: 'Or days after first view' },
  { name: 'maxViews', label: 'Maximum views' },
  { name: 'maxViewers', label: 'Maximum viewers' },
] as const;

/** Expiry and view limits of a link (premium): empty is no limit. */
export function LinkLimitsFields({ register, errors, locked }: LinkLimitsFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-3" disabled={locked}>
      <legend className="mb-2 text-sm font-semibold text-ink">Expiry and limits</legend>
      {locked && <p className="text-sm text-muted">Upgrade to Premium to set an expiry or view limits.</p>}
      <div className="grid gap-3 wide:grid-cols-2">
        <TextField
          label="Expires at"
          type="datetime-local"
          hint="In your time zone"
          error={errors.expiresAt?.message}
          {...register('expiresAt')}
        />
        {COUNTS.map(({ name, label }) => (
          <TextField
            key={name}
            label={label}
            inputMode="numeric"
            placeholder="No limit"
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
      </div>
    </fieldset>
  );
}
