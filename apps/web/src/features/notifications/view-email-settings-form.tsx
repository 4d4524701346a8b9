import { HOT_LEAD_MINUTES, VIEW_EMAIL_MODES, VIEW_EMAIL_TEXTS, type ViewEmailMode } from '@folio/shared';
import { type FormEvent, useId, useState } from 'react';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/field.tsx';
import { useUpdateUser } from '../accounts/api.ts';
import type { User } from '../accounts/types.ts';
import { ShareSwitch } from '../sharing/share-switch.tsx';

/** Whole minutes in the allowed range, else the message the server would give. */
const minutesProblem = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= HOT_LEAD_MINUTES.min && n <= HOT_LEAD_MINUTES.max
    ? null
    : VIEW_EMAIL_TEXTS.minutesInvalid;
};

/** The notifications tab: e-mails about views (instant, daily digest, none) and hot lead alerts. */
export function ViewEmailSettingsForm({ user }: { user: User }) {
  const update = useUpdateUser();
  const id = useId();
  const [mode, setMode] = useState<ViewEmailMode>(user.viewEmails);
  const [alerts, setAlerts] = useState(user.hotLeadMinutes !== null);
  const [minutes, setMinutes] = useState(String(user.hotLeadMinutes ?? HOT_LEAD_MINUTES.default));
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = alerts ? minutesProblem(minutes) : null;
    setError(problem);
    if (problem) return;
    try {
      await update.mutateAsync({ viewEmails: mode, hotLeadMinutes: alerts ? Number(minutes) : null });
      notify.success('Your notification settings are saved.');
    } catch (failure) {
      notify.error(firstMessage(failure));
    }
  };

  return (
    <form onSubmit={save} noValidate aria-label="E-mails about views" className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-ink">
          E-mail me when someone views a presentation
        </legend>
        {VIEW_EMAIL_MODES.map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1">
            <input
              type="radio"
              name={`${id}-mode`}
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
              className="size-5 accent-theme"
            />
            <span className="text-base text-ink">{VIEW_EMAIL_TEXTS.modes[option]}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-3">
        <ShareSwitch label="Hot lead alerts" checked={alerts} onCheckedChange={setAlerts} />
        <p className="text-sm text-muted">
          A notification and an e-mail when a viewer comes back, or stays longer than you set here.
        </p>
        {alerts && (
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-minutes`} className="text-sm font-medium text-ink">
              Minutes in one visit
            </label>
            <input
              id={`${id}-minutes`}
              type="number"
              inputMode="numeric"
              min={HOT_LEAD_MINUTES.min}
              max={HOT_LEAD_MINUTES.max}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-minutes-error` : undefined}
              className={inputClass(Boolean(error), 'max-w-32')}
            />
            {error && (
              <p id={`${id}-minutes-error`} role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
          </div>
        )}
      </div>
      <Button
        type="submit"
        size="lg"
        loading={update.isPending}
        className="w-full wide:w-auto wide:self-start"
      >
        Save
      </Button>
    </form>
  );
}
