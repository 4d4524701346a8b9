import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isTokenNotValid } from '../../lib/api.ts';
import { isSafeRedirect } from '../../lib/browser.ts';
import { useSetupPassword } from '../accounts/api.ts';
import { PasswordPairForm, setupPasswordErrors } from '../accounts/password-pair-form.tsx';

const LABELS = { password: 'Password', confirm: 'Confirm Password' };

/**
 * /onboarding/password: a user who signed up with Google or Facebook (or joined by invite) may choose a
 * password, to log in with their e-mail address too; then, or on skipping, the questionnaire follows.
 */
export function OnboardingPasswordPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const setup = useSetupPassword();
  const [formError, setFormError] = useState<ReactNode>();
  // From settings (?redirect=) back there; after a sign-up on to the questionnaire.
  const redirect = new URLSearchParams(search).get('redirect');
  const next = isSafeRedirect(redirect) ? redirect : `/onboarding/usage${search}`;

  const onSubmit = async ({ password, confirm }: { password: string; confirm: string }) => {
    setFormError(undefined);
    try {
      await setup.mutateAsync({ password1: password, password2: confirm });
      navigate(next, { replace: true });
      return undefined;
    } catch (error) {
      if (isTokenNotValid(error)) {
        navigate(`/login?${new URLSearchParams({ redirect: '/onboarding/password' })}`);
        return undefined;
      }
      const failed = setupPasswordErrors(error);
      setFormError(failed.form);
      return failed;
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-ink wide:text-3xl">Choose a password</h1>
        <p className="text-muted">
          With a password you can also log in with your e-mail address, not only with your social account.
        </p>
      </div>
      <PasswordPairForm
        labels={LABELS}
        submitLabel="Save password"
        pending={setup.isPending}
        onSubmit={onSubmit}
        formError={formError}
      />
      <Link
        to={next}
        replace
        className="self-center text-sm font-medium text-theme underline-offset-4 hover:underline"
      >
        Skip for now
      </Link>
    </div>
  );
}
