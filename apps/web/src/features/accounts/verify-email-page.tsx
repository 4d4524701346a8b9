import { EMAIL_VERIFICATION_TEXTS as TEXTS } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fieldMessages, firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { useVerifyEmailCode } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { userQuery } from './queries.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';
import type { User } from './types.ts';

const CODE = /^\d{6}$/;

function CodeForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const verify = useVerifyEmailCode();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string>();
  const serverError = verify.isError
    ? (fieldMessages(verify.error, 'code')[0] ?? firstMessage(verify.error))
    : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!CODE.test(typed)) return setFormatError(TEXTS.codeFormat);
    verify.mutate(typed, {
      onSuccess: () => {
        notify.success(TEXTS.verified);
        navigate('/presentations');
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <p className="text-muted">
        We sent a link and a 6-digit code to <strong className="break-words text-ink">{user.email}</strong>.
        Open the link, or type the code here. Both work once and expire after 24 hours.
      </p>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        maxLength={6}
        className="text-center font-mono text-2xl tracking-[0.5em]"
        value={code}
        error={formatError ?? serverError}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''));
          setFormatError(undefined);
          verify.reset();
        }}
      />
      <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
        Verify
      </Button>
      <div className="flex flex-wrap items-center gap-x-1 text-sm text-muted">
        <span>No e-mail? Look in your spam folder, or</span>
        <ResendVerificationButton variant="ghost" />
      </div>
    </form>
  );
}

/** /verify-email: the signed-in user types the code of the verification e-mail. */
export function VerifyEmailPage() {
  const { data: user, isPending } = useQuery(userQuery);
  if (isPending) return <PageSpinner />;
  return (
    <AuthLayout title="Verify your e-mail address" logoTo="/presentations">
      {!user ? (
        <div className="flex flex-col gap-6">
          <p className="text-muted">Log in to enter the code we sent you, or open the link in the e-mail.</p>
          <Link to="/login?redirect=/verify-email" className={buttonClass('primary', 'lg')}>
            Log In
          </Link>
        </div>
      ) : user.emailVerified ? (
        <div className="flex flex-col gap-6">
          <p className="text-muted">{TEXTS.alreadyVerified}</p>
          <Link to="/presentations" className={buttonClass('primary', 'lg')}>
            Continue
          </Link>
        </div>
      ) : (
        <CodeForm user={user} />
      )}
    </AuthLayout>
  );
}
