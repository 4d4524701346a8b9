import { TITLE_MAX } from '@folio/shared';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { fieldMessages, firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/field.tsx';
import { useRenameDocument } from './api.ts';
import type { FolioDocument } from './types.ts';

/** Save is offered only for a title that differs from the current one (spec §2). */
export const canSaveTitle = (draft: string, current: string) => {
  const next = draft.trim();
  return next.length > 0 && next !== current.trim();
};

/** The document's title, editable, with Save; 'Changes Saved' once the server has it. */
export function TitleForm({ doc }: { doc: FolioDocument }) {
  const id = useId();
  const [draft, setDraft] = useState(doc.title);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameDocument();
  const changed = canSaveTitle(draft, doc.title);

  return (
    <form
      className="flex min-w-0 flex-1 items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!changed || rename.isPending) return;
        rename.mutate(
          { id: doc.id, title: draft.trim() },
          {
            onSuccess: () => notify.success('Changes Saved'),
            onError: (failure) =>
              setError(fieldMessages(failure, 'title')[0] ?? firstMessage(failure) ?? 'Something went wrong'),
          },
        );
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="sr-only">
          Title
        </label>
        <input
          id={id}
          value={draft}
          maxLength={TITLE_MAX}
          placeholder="No title"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          className={inputClass(Boolean(error), 'h-10 w-full text-base font-semibold')}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" disabled={!changed} loading={rename.isPending}>
        {!rename.isPending && <Check className="size-4" aria-hidden />}
        Save
      </Button>
    </form>
  );
}
