import { MAX_SEATS, TEAM_SEATS } from '@folio/shared';
import { Minus, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { isTokenNotValid } from '../../lib/api.ts';
import { fieldMessages, firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FieldFrame, inputClass } from '../../ui/field.tsx';
import { useChangeSeats } from './manage-team-api.ts';
import { MANAGE_TEAM_TEXTS } from './manage-team-texts.ts';
import type { Team } from './team-types.ts';

type SeatsDialogProps = {
  team: Team;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The number the dialog opens with (one more than the team has when opened from a full team). */
  initial: number;
};

/** Adds or removes paid seats (PUT seats), saying how the card is charged for them. */
export function SeatsDialog({ team, open, onOpenChange, initial }: SeatsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={MANAGE_TEAM_TEXTS.seatsTitle}
      description={MANAGE_TEAM_TEXTS.seatsUsed(team.seatsUsed, team.seats)}
    >
      {/* Mounted while open only, so each opening starts from `initial`. */}
      {open && <SeatsForm team={team} initial={initial} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function SeatsForm({ team, initial, onDone }: { team: Team; initial: number; onDone: () => void }) {
  const id = useId();
  const min = Math.max(TEAM_SEATS.min, team.seatsUsed);
  const [value, setValue] = useState(String(initial));
  const [error, setError] = useState<string>();
  const change = useChangeSeats(team.id);
  const seats = Number(value);
  const valid = Number.isInteger(seats) && seats >= min && seats <= MAX_SEATS;

  const step = (by: number) => {
    setError(undefined);
    setValue(String(Math.min(MAX_SEATS, Math.max(min, (Number.isInteger(seats) ? seats : min) + by))));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return setError(MANAGE_TEAM_TEXTS.seatsMin(min));
    try {
      const saved = await change.mutateAsync(seats);
      notify.success(MANAGE_TEAM_TEXTS.seatsSaved(saved.seats));
      onDone();
    } catch (failure) {
      if (isTokenNotValid(failure)) return;
      const [message] = fieldMessages(failure, 'seats');
      if (message) setError(message);
      else notify.error(firstMessage(failure));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <FieldFrame
        id={id}
        label={MANAGE_TEAM_TEXTS.seatsLabel}
        error={error}
        hint={MANAGE_TEAM_TEXTS.seatsMin(min)}
      >
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="lg"
            aria-label="One seat less"
            disabled={seats <= min}
            onClick={() => step(-1)}
          >
            <Minus className="size-4" aria-hidden />
          </Button>
          <div className="w-28">
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={min}
              max={MAX_SEATS}
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-hint`}
              onChange={(event) => {
                setError(undefined);
                setValue(event.target.value);
              }}
              className={inputClass(Boolean(error), 'text-center')}
            />
          </div>
          <Button
            variant="secondary"
            size="lg"
            aria-label="One seat more"
            disabled={seats >= MAX_SEATS}
            onClick={() => step(1)}
          >
            <Plus className="size-4" aria-hidden />
          </Button>
        </div>
      </FieldFrame>
      <p className="rounded-lg bg-paper px-4 py-3 text-sm text-muted">{MANAGE_TEAM_TEXTS.seatsProration}</p>
      <div className="flex flex-col-reverse gap-2 wide:flex-row wide:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={change.isPending} disabled={seats === team.seats}>
          Save seats
        </Button>
      </div>
    </form>
  );
}
