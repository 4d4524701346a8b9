import { MESSAGES } from '@folio/shared';
import { type FormEvent, useId, useState } from 'react';
import { isTokenNotValid } from '../../lib/api.ts';
import { fieldMessages, firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Switch } from '../../ui/switch.tsx';
import { useUpdateUser } from '../accounts/api.ts';
import type { User } from '../accounts/types.ts';

/** The user preferences of spec §3 that change something in this version, each with where it acts. */
const PREFERENCES = [
  {
    field: 'hideInFolders',
    label: 'Hide presentations that are in a folder',
    text: 'My Presentations lists only what is outside your folders; open a folder to see the rest.',
  },
  {
    field: 'hideEmptyBackgroundAlert',
    label: 'Hide the missing header image reminder',
    text: 'Sharing a presentation without a header image or colour no longer shows a warning.',
  },
  {
    field: 'autoSummarizeAssets',
    label: 'Summarize uploaded documents',
    text: 'Once a document is converted, a title and a short description are suggested from its text.',
  },
  {
    field: 'hideSummarizerModal',
    label: 'Keep summary suggestions on the card',
    text: 'A suggested title and description wait behind Review on the document’s card instead of opening a dialog.',
  },
  {
    field: 'showSingleFileInformation',
    label: 'Show file information on single files',
    text: 'The preview of a single file lists its name, pages, upload date, views and feedback.',
  },
] as const;
type Field = (typeof PREFERENCES)[number]['field'];
type Values = Record<Field, boolean>;

const valuesOf = (user: User): Values => ({
  hideInFolders: user.hideInFolders,
  hideEmptyBackgroundAlert: user.hideEmptyBackgroundAlert,
  autoSummarizeAssets: user.autoSummarizeAssets,
  hideSummarizerModal: user.hideSummarizerModal,
  showSingleFileInformation: user.showSingleFileInformation,
});

/** The preferences tab: saved together through PATCH /api/user. */
export function PreferencesForm({ user }: { user: User }) {
  const update = useUpdateUser();
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [failure, setFailure] = useState<unknown>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const saved = await update.mutateAsync(values);
      setValues(valuesOf(saved));
      notify.success(MESSAGES.toastSuccess);
    } catch (error) {
      if (isTokenNotValid(error)) return;
      setFailure(error);
      const placed = PREFERENCES.some((p) => fieldMessages(error, p.field).length > 0);
      if (!placed) notify.error(firstMessage(error) ?? MESSAGES.toastError);
    }
  };

  return (
    <form onSubmit={save} noValidate aria-label="Preferences" className="flex flex-col gap-6">
      <ul className="flex flex-col divide-y divide-mist">
        {PREFERENCES.map(({ field, label, text }) => {
          const [error] = fieldMessages(failure, field);
          const control = `${id}-${field}`;
          return (
            <li key={field} className="flex flex-col gap-1 py-4 first:pt-0">
              <div className="flex items-start justify-between gap-4">
                <div className="flex min-w-0 flex-col gap-1">
                  <label htmlFor={control} className="text-base font-medium text-ink">
                    {label}
                  </label>
                  <p id={`${control}-text`} className="text-sm text-muted">
                    {text}
                  </p>
                </div>
                <Switch
                  id={control}
                  checked={values[field]}
                  onCheckedChange={(on) => setValues((v) => ({ ...v, [field]: on }))}
                  aria-describedby={`${control}-text${error ? ` ${control}-error` : ''}`}
                  aria-invalid={error ? true : undefined}
                  className="mt-0.5"
                />
              </div>
              {error && (
                <p id={`${control}-error`} role="alert" className="text-sm text-danger">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
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
