import { DASHBOARD, resolvePeriod } from '@folio/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { inputClass } from '../../ui/field.tsx';
import type { Period } from './api.ts';
import { type PeriodChoice, PRESET_DAYS, type PresetDays, presetPeriod } from './period.ts';

const choiceClass = (active: boolean) =>
  cn(
    'h-10 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-theme',
    active ? 'bg-theme text-white' : 'bg-white text-ink ring-1 ring-mist hover:bg-theme-lightest',
  );

/** From and To of a custom period, checked as the server checks them before it is asked. */
function CustomPeriod({
  initial,
  today,
  onApply,
}: {
  initial: Period;
  today: string;
  onApply: (period: Period) => void;
}) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setError(DASHBOARD.texts.invalidDate);
    const period = resolvePeriod({ from, to }, today);
    if ('field' in period) return setError(period.message);
    setError(null);
    onApply({ from: period.from, to: period.to });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label="Custom period">
      <div className="flex flex-col gap-3 wide:flex-row wide:items-end">
        {(
          [
            ['From', from, setFrom],
            ['To', to, setTo],
          ] as const
        ).map(([label, value, set]) => (
          <label key={label} className="flex flex-col gap-1 text-sm font-medium text-ink">
            {label}
            <input
              type="date"
              value={value}
              max={today}
              onChange={(event) => set(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={inputClass(Boolean(error), 'h-10 wide:w-44')}
            />
          </label>
        ))}
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}

/** 7, 30 or 90 days ending today, or a custom period of at most a year. */
export function PeriodChooser({
  choice,
  today,
  onChoose,
}: {
  choice: PeriodChoice;
  today: string;
  onChoose: (choice: PeriodChoice) => void;
}) {
  const [custom, setCustom] = useState(choice.days === null);
  const choosePreset = (days: PresetDays) => {
    setCustom(false);
    onChoose({ days, period: presetPeriod(days, today) });
  };
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Period</legend>
        {PRESET_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={!custom && choice.days === days}
            className={choiceClass(!custom && choice.days === days)}
            onClick={() => choosePreset(days)}
          >
            Last {days} days
          </button>
        ))}
        <button
          type="button"
          aria-pressed={custom}
          aria-expanded={custom}
          className={choiceClass(custom)}
          onClick={() => setCustom(true)}
        >
          Custom
        </button>
      </fieldset>
      {custom && (
        <CustomPeriod
          initial={choice.period}
          today={today}
          onApply={(period) => onChoose({ days: null, period })}
        />
      )}
    </div>
  );
}
