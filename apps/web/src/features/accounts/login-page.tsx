import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { AnnouncementsPanel } from './announcements-panel.tsx';
import { useLogin } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { destinationAfterSignIn } from './auth-url.ts';
import { SignedInElsewhere, useEmbeddedHandoff } from './embedded-handoff.tsx';
import { loginFailure } from './login-errors.ts';
import { type LoginErrors, type LoginValues, validateLogin } from './login-validation.ts';
import { sharedLinkOf } from './shared-link.ts';
import { SocialButtons } from './social-button.tsx';

/**
 * /login (and /login-embeddable, without the side panel): e-mail and password, forgot-password and sign-up
 * links, Google (and Facebook, the button a Facebook account is sent to) when on, announcements.
 */
export function LoginPage({ embedded = false }: { embedded?: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string>();
  const { framed, handoff, toHandoff } = useEmbeddedHandoff(embedded);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof LoginValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validateLogin(next)[field] }));
  };
  const blur = (field: keyof LoginValues) => () =>
    setErrors((e) => ({ ...e, [field]: validateLogin(values)[field] }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const found = validateLogin(values);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    try {
      const { user, access } = await login.mutateAsync({
        email: values.email.trim().toLowerCase(),
        password: values.password,
        ...sharedLinkOf(location.state, location.search),
      });
      if (framed) return toHandoff(access);
      const to = destinationAfterSignIn({
        state: location.state,
        search: location.search,
        showOnboarding: user.showOnboarding,
      });
      navigate(to, { replace: true });
    } catch (error) {
      const failure = loginFailure(error);
      if (failure.kind === 'set-password') navigate('/set-password', { state: location.state });
      else if (failure.kind === 'email') {
        setErrors({ email: failure.message });
        emailRef.current?.focus();
      } else setFormError(failure.message);
    }
  };

  if (handoff) return <SignedInElsewhere handoff={handoff} />;
  return (
    <AuthLayout
      title="Log in to Folio"
      subtitle="Welcome back. Enter your details to continue."
      aside={embedded ? null : <AnnouncementsPanel />}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        {formError && <Notice tone="error">{formError}</Notice>}
        <TextField
          ref={emailRef}
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={change('email')}
          onBlur={blur('email')}
          error={errors.email}
        />
        <div className="flex flex-col gap-2">
          <PasswordField
            ref={passwordRef}
            label="Password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            onBlur={blur('password')}
            error={errors.password}
          />
          <Link
            to="/forgot-password"
            className="self-end text-sm font-medium text-theme underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" loading={login.isPending} className="w-full">
          LOG IN
        </Button>
      </form>
      <SocialButtons providers={['google', 'facebook']} onFramedSignIn={framed ? toHandoff : undefined} />
      <p className="mt-8 text-center text-sm text-muted">
        Don't have an account?{' '}
        <Link
          to={{ pathname: '/sign-up', search: location.search }}
          state={location.state}
          className="font-semibold text-theme underline-offset-4 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}

/** /login-embeddable: the login form without the side panel. */
export const LoginEmbeddablePage = () => <LoginPage embedded />;
