import { MESSAGES } from '@folio/shared';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isTokenNotValid } from '../../lib/api.ts';
import { fieldMessages, firstMessage } from '../../lib/errors.ts';
import { useSetupPassword } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { destinationAfterSignIn } from './auth-url.ts';
import { PasswordPairForm } from './password-pair-form.tsx';

const LABELS = { password: 'Password', confirm: 'Confirm Password' };

/** /set-password: a user whose password must change sets a new one, then continues as after login. */
export function SetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const setup = useSetupPassword();
  const [formError, setFormError] = useState<ReactNode>();

  const onSubmit = async ({ password, confirm }: { password: string; confirm: string }) => {
    setFormError(undefined);
    try {
      const { user } = await setup.mutateAsync({ password1: password, password2: confirm });
      navigate(
        destinationAfterSignIn({ state: location.state, search: '', showOnboarding: user.showOnboarding }),
        {
          replace: true,
        },
      );
      return undefined;
    } catch (error) {
      if (isTokenNotValid(error)) {
        setFormError(
          <>
            {MESSAGES.sessionExpired}{' '}
            <Link to="/login" className="font-semibold underline underline-offset-4">
              Log In
            </Link>
          </>,
        );
        return undefined;
      }
      const first = fieldMessages(error, 'password1')[0];
      const second = fieldMessages(error, 'password2')[0];
      if (!first && !second) setFormError(firstMessage(error) ?? MESSAGES.toastError);
      return { password: first, confirm: second };
    }
  };

  return (
    <AuthLayout title="Set a new password" subtitle={MESSAGES.mustSetPassword}>
      <PasswordPairForm
        labels={LABELS}
        submitLabel="Set password"
        pending={setup.isPending}
        onSubmit={onSubmit}
        formError={formError}
      />
    </AuthLayout>
  );
}
