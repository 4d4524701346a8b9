import { contactWriteSchema } from '@folio/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { placeFieldErrors } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FieldFrame, inputClass, TextField } from '../../ui/field.tsx';
import { reportActionError } from '../presentations/action-errors.ts';
import { type ContactInput, useCreateContact, useUpdateContact } from './api.ts';
import type { Contact } from './types.ts';

type ContactFields = z.input<typeof contactWriteSchema>;
const FIELDS = ['name', 'email', 'note'] as const;

/** New contact, or edit one (name, e-mail, note), with the spec's validation texts (§5). */
export function ContactFormDialog({ contact, onClose }: { contact?: Contact; onClose: () => void }) {
  const noteId = useId();
  const create = useCreateContact();
  const update = useUpdateContact();
  const { register, handleSubmit, setError, formState } = useForm<ContactFields, unknown, ContactInput>({
    resolver: zodResolver(contactWriteSchema),
    mode: 'onTouched',
    defaultValues: { name: contact?.name ?? '', email: contact?.email ?? '', note: contact?.note ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (contact) await update.mutateAsync({ id: contact.id, ...values });
      else await create.mutateAsync(values);
      notify.success();
      onClose();
    } catch (error) {
      if (!placeFieldErrors(error, FIELDS, setError)) reportActionError(error);
    }
  });

  const { errors } = formState;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={contact ? 'Edit contact' : 'New contact'}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          label="Name"
          autoComplete="off"
          maxLength={150}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          maxLength={254}
          error={errors.email?.message}
          {...register('email')}
        />
        <FieldFrame id={noteId} label="Note (optional)" error={errors.note?.message}>
          <textarea
            id={noteId}
            rows={3}
            maxLength={2000}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `${noteId}-error` : undefined}
            className={inputClass(Boolean(errors.note), 'h-auto resize-y py-3')}
            {...register('note')}
          />
        </FieldFrame>
        <div className="mt-2 flex flex-col-reverse gap-3 wide:flex-row wide:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {contact ? 'Save' : 'Add contact'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
