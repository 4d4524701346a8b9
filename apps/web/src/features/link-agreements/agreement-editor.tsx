import { AGREEMENT_TEXT_MAX, AGREEMENT_TEXTS } from '@folio/shared';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { fieldMessages } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/field.tsx';
import { reportActionError } from '../presentations/action-errors.ts';
import { useLinkAgreement, useSaveAgreement } from './api.ts';

type AgreementEditorProps = { presentationId: number; linkId: number; locked: boolean };

/** The link's agreement (premium): recipients accept it with name and e-mail before viewing. */
export function AgreementEditor({ presentationId, linkId, locked }: AgreementEditorProps) {
  const id = useId();
  const query = useLinkAgreement(presentationId, linkId);
  const save = useSaveAgreement(presentationId, linkId);
  const current = query.data?.agreement ?? null;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setText(current?.text ?? ''), [current?.text]);

  async function run(value: string | null) {
    setError(undefined);
    try {
      await save.mutateAsync(value);
      toast.success(value === null ? AGREEMENT_TEXTS.removed : AGREEMENT_TEXTS.saved);
    } catch (failure) {
      const [message] = fieldMessages(failure, 'text');
      if (message) setError(message);
      else reportActionError(failure);
    }
  }

  return (
    <fieldset className="flex flex-col gap-2" disabled={locked || query.isPending}>
      <legend className="mb-1 text-sm font-semibold text-ink">Agreement</legend>
      <label htmlFor={id} className="text-sm text-muted">
        {locked
          ? 'Upgrade to Premium to ask recipients to accept an agreement.'
          : 'Recipients accept this text with their name and e-mail before viewing.'}
        {current && ` Version ${current.version}.`}
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={AGREEMENT_TEXT_MAX}
        value={text}
        placeholder="e.g. The information shared here is confidential…"
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        className={inputClass(Boolean(error), 'h-auto min-h-24 py-2')}
      />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {query.isError && <p className="text-sm text-danger">The agreement could not be loaded.</p>}
      <div className="flex flex-wrap justify-end gap-2">
        {current && (
          <Button variant="secondary" size="sm" onClick={() => run(null)} loading={save.isPending}>
            Remove agreement
          </Button>
        )}
        <Button
          size="sm"
          onClick={() => run(text)}
          loading={save.isPending}
          disabled={text.trim() === '' || text === current?.text}
        >
          Save agreement
        </Button>
      </div>
    </fieldset>
  );
}
