import { MESSAGES, passwordProblems, VALIDATION } from '@folio/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isTokenNotValid } from '../../lib/api.ts';
import { firstMessage, placeFieldErrors } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useChangePassword, useSetupPassword } from '../accounts/api.ts';
import { PasswordPairForm, setupPasswordErrors } from '../accounts/password-pair-form.tsx';
import type { PasswordPair } from '../accounts/password-schema.ts';
import { accountKeys } from '../accounts/queries.ts';
import { useSocialAccounts } from '../accounts/social-api.ts';

const schema = z
  .object({
    oldPassword: z.string().min(1, VALIDATION.required('Current Password')),
    newPassword1: z.string().min(1, VALIDATION.required('New Password')),
    newPassword2: z.string().min(1, VALIDATION.required('Confirm New Password')),
  })
  .superRefine((v, ctx) => {
    const [problem] = v.newPassword1 ? passwordProblems(v.newPassword1) : [];
    if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword1'], message: problem });
    if (v.newPassword1 && v.newPassword2 && v.newPassword1 !== v.newPassword2)
      ctx.addIssue({ code: 'custom', path: ['newPassword2'], message: MESSAGES.passwordsDontMatch });
  });
type PasswordChange = z.infer<typeof schema>;
const FIELDS = ['oldPassword', 'newPassword1', 'newPassword2'] as const;

/**
 * The password tab. An account made with Google or Facebook has no password to give as 'Current
 * Password': it sets a first one (POST setup/password), after which the tab changes it as for anyone.
 */
export function PasswordForm() {
  const accounts = useSocialAccounts();
  if (accounts.isPending) return <Spinner label="Loading" className="size-6 text-theme" />;
  if (accounts.data?.hasPassword === false) return <FirstPasswordForm />;
  return <ChangePasswordForm />;
}

const FIRST_LABELS = { password: 'New Password', confirm: 'Confirm New Password' };

function FirstPasswordForm() {
  const setup = useSetupPassword();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<ReactNode>();

  const onSubmit = async ({ password, confirm }: PasswordPair) => {
    setFormError(undefined);
    try {
      await setup.mutateAsync({ password1: password, password2: confirm });
      await queryClient.invalidateQueries({ queryKey: accountKeys.socialAccounts });
      notify.success(MESSAGES.passwordSet);
      return undefined;
    } catch (error) {
      if (isTokenNotValid(error)) return undefined;
      const failed = setupPasswordErrors(error);
      setFormError(failed.form);
      return failed;
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted">
        You sign in with Google or Facebook and have no password yet. Set one to log in with your e-mail
        address too.
      </p>
      <PasswordPairForm
        labels={FIRST_LABELS}
        submitLabel="Set password"
        pending={setup.isPending}
        onSubmit={onSubmit}
        formError={formError}
      />
    </div>
  );
}

/** POST /api/change-password; other sessions are signed out by the server. */
function ChangePasswordForm() {
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordChange>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword1: '', newPassword2: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync(values);
      reset();
      notify.success(answer.detail || MESSAGES.passwordChanged);
    } catch (error) {
      // An ended session is announced once, by the session-expired toast (app/session.ts).
      if (isTokenNotValid(error)) return;
      if (!placeFieldErrors(error, FIELDS, setError))
        notify.error(firstMessage(error) ?? MESSAGES.toastError);
    }
  });

  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        hint="At least 8 characters, not only numbers."
        error={errors.newPassword1?.message}
        {...register('newPassword1')}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.newPassword2?.message}
        {...register('newPassword2')}
      />
      <Button
        type="submit"
        size="lg"
        loading={change.isPending}
        className="w-full wide:w-auto wide:self-start"
      >
        Change password
      </Button>
    </form>
  );
}
