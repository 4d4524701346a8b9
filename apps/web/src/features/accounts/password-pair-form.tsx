import { MESSAGES } from '@folio/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { fieldMessages, firstMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { type PasswordPair, passwordPairSchema } from './password-schema.ts';

export type PairErrors = { password?: string; confirm?: string; form?: ReactNode };

/** POST setup/password's refusal as the pair form shows it: under a field, else above the form. */
export function setupPasswordErrors(error: unknown): PairErrors {
  const password = fieldMessages(error, 'password1')[0];
  const confirm = fieldMessages(error, 'password2')[0];
  if (password || confirm) return { password, confirm };
  return { form: firstMessage(error) ?? MESSAGES.toastError };
}

type PasswordPairFormProps = {
  labels: { password: string; confirm: string };
  submitLabel: string;
  pending: boolean;
  /** Resolves with the server's errors to show, or nothing when it succeeded. */
  onSubmit: (values: PasswordPair) => Promise<PairErrors | undefined>;
  formError?: ReactNode;
};

/** A new password and its confirmation, validated on blur and on submit. */
export function PasswordPairForm({
  labels,
  submitLabel,
  pending,
  onSubmit,
  formError,
}: PasswordPairFormProps) {
  const schema = useMemo(() => passwordPairSchema(labels), [labels]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordPair>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  });

  const submit = handleSubmit(async (values) => {
    const failed = await onSubmit(values);
    if (failed?.password) setError('password', { message: failed.password });
    if (failed?.confirm) setError('confirm', { message: failed.confirm });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      {formError && <Notice tone="error">{formError}</Notice>}
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        autoFocus
        hint="At least 8 characters, not only numbers."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
