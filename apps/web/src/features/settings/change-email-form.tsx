import { EMAIL_PATTERN, MESSAGES, VALIDATION } from '@folio/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { isTokenNotValid } from '../../lib/api.ts';
import { firstMessage, placeFieldErrors } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useChangeEmail } from '../accounts/api.ts';
import { useSocialAccounts } from '../accounts/social-api.ts';
import type { User } from '../accounts/types.ts';

const schema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, VALIDATION.loginEmail),
  password: z.string().min(1, VALIDATION.required('Current Password')),
});
type EmailChange = z.infer<typeof schema>;
const FIELDS = ['email', 'password'] as const;

/** POST /api/user/email: the new address gets a link and a code; the change applies once it is verified. */
export function ChangeEmailForm({ user }: { user: User }) {
  const change = useChangeEmail();
  const noPassword = useSocialAccounts().data?.hasPassword === false;
  const { register, handleSubmit, setError, reset, formState } = useForm<EmailChange>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync({ ...values, email: values.email.toLowerCase() });
      reset();
      notify.success(answer.detail);
    } catch (error) {
      if (isTokenNotValid(error)) return;
      if (!placeFieldErrors(error, FIELDS, setError))
        notify.error(firstMessage(error) ?? MESSAGES.toastError);
    }
  });

  const { errors } = formState;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="change-email-title"
      className="flex flex-col gap-6 border-t border-mist pt-8"
    >
      <div>
        <h3 id="change-email-title" className="font-semibold">
          E-mail address
        </h3>
        <p className="mt-1 text-sm break-words text-muted">
          You sign in and receive presentations as <strong className="text-ink">{user.email}</strong>. A new
          address applies once you open the link or enter the code we send to it.
        </p>
      </div>
      {noPassword ? (
        // Changing the address asks for the password; an account made with Google or Facebook sets one first.
        <p className="text-sm text-muted">
          You have no password yet.{' '}
          <Link
            to="/settings/password"
            className="font-semibold text-theme underline-offset-4 hover:underline"
          >
            Set a password
          </Link>{' '}
          to change your e-mail address.
        </p>
      ) : (
        <>
          <TextField
            label="New e-mail address"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Button
            type="submit"
            variant="secondary"
            loading={change.isPending}
            className="w-full wide:w-auto wide:self-start"
          >
            Change e-mail
          </Button>
        </>
      )}
    </form>
  );
}
