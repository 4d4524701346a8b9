import { MESSAGES, passwordProblems, VALIDATION } from '@folio/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isTokenNotValid } from '../../lib/api.ts';
import { firstMessage, placeFieldErrors } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useChangePassword } from '../accounts/api.ts';

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

/** The password tab: POST /api/change-password; other sessions are signed out by the server. */
export function PasswordForm() {
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
