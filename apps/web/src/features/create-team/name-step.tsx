import { TEAM_TEXTS } from '@folio/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { CREATE_TEAM_TEXTS } from './create-team-texts.ts';
import { teamNameError } from './team-draft.ts';
import { TestimonialPanel } from './testimonial-panel.tsx';

type NameStepProps = {
  name: string;
  onName: (name: string) => void;
  onContinue: () => void;
  /** The external variant (a signed-out visitor) has no testimonial panel. */
  external: boolean;
  /** The server's answer about the name, shown until it is edited. */
  serverError?: string;
};

/** The create-a-team step (spec §2, §5): the name is checked on blur and on Continue; Continue waits while it is wrong. */
export function NameStep({ name, onName, onContinue, external, serverError }: NameStepProps) {
  const [checked, setChecked] = useState(false);
  const [edited, setEdited] = useState(false);
  const error = (checked ? teamNameError(name) : undefined) ?? (edited ? undefined : serverError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!teamNameError(name)) onContinue();
  };

  return (
    <div className="flex flex-col gap-10">
      <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-6">
        <header className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">{TEAM_TEXTS.createTitle}</h1>
          <p className="text-lg text-muted">{TEAM_TEXTS.createText}</p>
        </header>
        <TextField
          label="Team name"
          placeholder={TEAM_TEXTS.namePlaceholder}
          value={name}
          maxLength={200}
          autoComplete="organization"
          onChange={(event) => {
            onName(event.target.value);
            setEdited(true);
          }}
          onBlur={() => setChecked(true)}
          error={error}
          hint={TEAM_TEXTS.nameNote}
        />
        {error && <p className="-mt-4 text-sm text-muted">{TEAM_TEXTS.nameNote}</p>}
        <Button type="submit" size="lg" className="self-start" disabled={Boolean(error)}>
          {CREATE_TEAM_TEXTS.continue}
        </Button>
      </form>
      {!external && <TestimonialPanel />}
    </div>
  );
}
