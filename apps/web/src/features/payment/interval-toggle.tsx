import type { PlanInterval } from '@folio/shared';
import { cn } from '../../ui/cn.ts';

const OPTIONS: { value: PlanInterval; label: string }[] = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

/** Monthly or yearly billing, as two native radios drawn as one segmented control. */
export function IntervalToggle({
  value,
  onChange,
  saving,
}: {
  value: PlanInterval;
  onChange: (value: PlanInterval) => void;
  /** Whole percent a year saves, shown beside Yearly. */
  saving: number | null;
}) {
  return (
    <fieldset className="flex self-start rounded-full border border-mist bg-white p-1">
      <legend className="sr-only">Billing</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex h-10 cursor-pointer items-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors',
            'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
            value === option.value ? 'bg-theme text-white' : 'text-ink hover:bg-theme-lightest',
          )}
        >
          <input
            type="radio"
            name="billing-interval"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
          {option.value === 'year' && saving && (
            <span className="rounded-full bg-accent-strong px-2 py-0.5 text-xs text-white">
              Save {saving}%
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
