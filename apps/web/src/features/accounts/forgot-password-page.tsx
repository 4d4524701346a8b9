import { EMAIL_PATTERN, VALIDATION } from '@folio/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { firstMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { usePasswordReset } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';

const schema = z.object({ email: z.string().trim().regex(EMAIL_PATTERN, VALIDATION.loginEmail) });

/** /forgot-password: asks for the e-mail, sends the reset link, then shows /check-email. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const reset = usePasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const email = values.email.trim().toLowerCase();
    try {
      await reset.mutateAsync(email);
      navigate('/check-email', { state: { email } });
    } catch {
      // The failure is shown from the mutation's error below.
    }
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        {reset.isError && (
          <Notice tone="error">
            {firstMessage(reset.error) ?? 'Something went wrong. Please try again.'}
          </Notice>
        )}
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          autoFocus
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          Send reset link
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-theme underline-offset-4 hover:underline">
          Log In
        </Link>
      </p>
    </AuthLayout>
  );
}
