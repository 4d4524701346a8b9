import { MESSAGES } from '@folio/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ALERT_TIMER_MS, useAlertBar } from '../../lib/alerts.ts';
import { isTokenNotValid } from '../../lib/api.ts';
import { fieldMessages } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useUpdateUser } from './api.ts';
import { PictureField } from './picture-field.tsx';
import { NAME_NEEDED, type ProfileValues, profileSchema } from './profile-schema.ts';
import type { User } from './types.ts';

const FIELDS = ['firstName', 'lastName', 'mobilePhone'] as const;

/**
 * The profile form (spec §5): names without '@' and at least one of them (else an alert for 2 s),
 * optional phone and square picture; server field errors under their fields, else 'An error occurred!';
 * 'changes saved' for 2 s on success.
 */
export function ProfileForm({
  user,
  submitLabel = 'Save',
  onSaved,
}: {
  user: User;
  submitLabel?: string;
  onSaved?: () => void;
}) {
  const [picture, setPicture] = useState<File>();
  const [pictureError, setPictureError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const showAlert = useAlertBar((s) => s.show);
  const update = useUpdateUser();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: { firstName: user.firstName, lastName: user.lastName, mobilePhone: user.mobilePhone },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    setPictureError(undefined);
    if (!values.firstName && !values.lastName) {
      showAlert({ message: NAME_NEEDED, tone: 'error', timer: ALERT_TIMER_MS, placement: 'bottom' });
      return;
    }
    try {
      await update.mutateAsync({ ...values, pictureFile: picture });
      showAlert({
        message: MESSAGES.profileSaved,
        tone: 'success',
        timer: ALERT_TIMER_MS,
        placement: 'bottom',
      });
      onSaved?.();
    } catch (error) {
      // An ended session is announced once, by the session-expired toast (app/session.ts).
      if (isTokenNotValid(error)) return;
      let placed = false;
      for (const field of FIELDS) {
        const [message] = fieldMessages(error, field);
        if (message) {
          setError(field, { message });
          placed = true;
        }
      }
      const [pictureMessage] = fieldMessages(error, 'picture');
      if (pictureMessage) setPictureError(pictureMessage);
      if (!placed && !pictureMessage) setFormError(MESSAGES.profileFallbackError);
    }
  });

  const [first, last] = watch(['firstName', 'lastName']);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {formError && <Notice tone="error">{formError}</Notice>}
      <div className="grid gap-6 wide:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Mobile phone (optional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errors.mobilePhone?.message}
        {...register('mobilePhone')}
      />
      <PictureField
        name={[first, last].filter(Boolean).join(' ') || user.email}
        current={user.thumbnailPicture ?? user.picture}
        onChange={setPicture}
        error={pictureError}
      />
      <Button
        type="submit"
        size="lg"
        loading={update.isPending}
        className="w-full wide:w-auto wide:self-start"
      >
        {submitLabel}
      </Button>
    </form>
  );
}
