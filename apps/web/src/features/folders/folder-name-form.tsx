import { folderWriteSchema } from '@folio/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldMessages } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { reportActionError } from '../presentations/action-errors.ts';
import type { Folder } from './types.ts';

type FolderName = z.input<typeof folderWriteSchema>;

type FolderNameFormProps = {
  initial?: string;
  submitLabel: string;
  save: (name: string) => Promise<Folder>;
  onSaved: (folder: Folder) => void;
  onCancel: () => void;
};

/** A folder's name, checked here and by the server ('You already have a folder with this name.'). */
export function FolderNameForm({ initial = '', submitLabel, save, onSaved, onCancel }: FolderNameFormProps) {
  const { register, handleSubmit, setError, formState } = useForm<
    FolderName,
    unknown,
    z.output<typeof folderWriteSchema>
  >({
    resolver: zodResolver(folderWriteSchema),
    mode: 'onTouched',
    defaultValues: { name: initial },
  });

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      onSaved(await save(name));
    } catch (error) {
      const [message] = fieldMessages(error, 'name');
      if (message) setError('name', { message });
      else reportActionError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Folder name"
        autoComplete="off"
        autoFocus
        maxLength={100}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <div className="flex flex-col-reverse gap-3 wide:flex-row wide:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
