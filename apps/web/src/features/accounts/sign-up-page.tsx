import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isSafeRedirect, shouldShowChromeNotice } from '../../lib/browser.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useFeatureFlags, useRegister } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { SignedInElsewhere, useEmbeddedHandoff } from './embedded-handoff.tsx';
import { registerFailure } from './register-errors.ts';
import { sharedLinkOf } from './shared-link.ts';
import { type SignUpForm, signUpSchema } from './sign-up-schema.ts';
import { SocialButtons } from './social-button.tsx';
import { useInvite } from './use-invite.ts';

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1) || undefined;

/** /sign-up (and /sign-up-embeddable, without the side panel): CREATE AN ACCOUNT, with invite lookup, the Chrome notice and Facebook when on. */
export function SignUpPage({ embedded = false }: { embedded?: boolean }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const flags = useFeatureFlags();
  const nameRequired = flags?.nameRequired ?? false;
  const signUp = useRegister();
  const [formError, setFormError] = useState<string>();
  const schema = useMemo(() => signUpSchema(nameRequired), [nameRequired]);
  const form = useForm<SignUpForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, setValue, watch, formState } = form;
  const invite = params.get('invite');
  const inviteState = useInvite(invite, (found) => {
    setValue('email', found.email);
    if (found.firstName) setValue('firstName', found.firstName);
    if (found.lastName) setValue('lastName', found.lastName);
  });
  const fromLink = sharedLinkOf(location.state, location.search);
  const { framed, handoff, toHandoff } = useEmbeddedHandoff(embedded);
  const [email, password] = watch(['email', 'password']);

  const onSubmit = handleSubmit(async ({ firstName, lastName, ...values }) => {
    setFormError(undefined);
    try {
      const { access } = await signUp.mutateAsync({
        ...values,
        ...(nameRequired ? { firstName, lastName } : {}),
        invite: invite ?? undefined,
        ...fromLink,
        fpr: params.get('fpr') ?? undefined,
        rr: params.get('rr') ?? undefined,
        hubspotutk: cookie('hubspotutk'),
      });
      if (framed) return toHandoff(access);
      const marker = new URLSearchParams({ signup: '1' });
      if (fromLink.hash)
        navigate(`/presentations?${new URLSearchParams({ hash: fromLink.hash })}&${marker}`, {
          replace: true,
        });
      else {
        // Onboarding carries the page that sent the visitor here (?redirect=, as /create-a-team does) to its end.
        const redirect = params.get('redirect');
        if (isSafeRedirect(redirect)) marker.set('redirect', redirect);
        navigate(`/onboarding/usage?${marker}`, { replace: true });
      }
    } catch (error) {
      const shown: (keyof SignUpForm)[] = nameRequired
        ? ['firstName', 'lastName', 'email', 'password', 'confirmPassword']
        : ['email', 'password', 'confirmPassword'];
      const failure = registerFailure(error, shown);
      for (const [field, message] of Object.entries(failure.fields))
        setError(field as keyof SignUpForm, { message });
      setFormError(failure.form);
    }
  });

  const { errors } = formState;
  if (handoff) return <SignedInElsewhere handoff={handoff} />;
  return (
    <AuthLayout
      title="CREATE AN ACCOUNT"
      subtitle="Build presentations, share them by link and see who viewed what."
      aside={embedded ? null : undefined}
    >
      {shouldShowChromeNotice(navigator.userAgent) && (
        <Notice className="mb-6">
          Folio was designed for Google Chrome. For the best experience, please use Chrome.
        </Notice>
      )}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        {formError && <Notice tone="error">{formError}</Notice>}
        {inviteState.error && <Notice tone="error">{inviteState.error}</Notice>}
        {inviteState.warning && <Notice tone="warning">{inviteState.warning}</Notice>}
        {nameRequired && (
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
        )}
        <TextField
          label={
            inviteState.pending ? (
              <span className="inline-flex items-center gap-2">
                Email Address <Spinner label="Looking up your invitation" />
              </span>
            ) : (
              'Email Address'
            )
          }
          type="email"
          autoComplete="email"
          inputMode="email"
          readOnly={inviteState.locked}
          hint={
            inviteState.locked && !inviteState.error
              ? 'This is the address your invitation was sent to.'
              : undefined
          }
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters, not only numbers."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          loading={signUp.isPending}
          disabled={!email?.trim() || !password}
        >
          SIGN UP
        </Button>
      </form>
      <SocialButtons
        providers={['facebook']}
        invite={invite ?? undefined}
        onFramedSignIn={framed ? toHandoff : undefined}
      />
      <p className="mt-8 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link
          to={{ pathname: '/login', search: location.search }}
          state={location.state}
          className="font-semibold text-theme underline-offset-4 hover:underline"
        >
          Log In
        </Link>
      </p>
    </AuthLayout>
  );
}

/** /sign-up-embeddable: the sign-up form without the side panel. */
export const SignUpEmbeddablePage = () => <SignUpPage embedded />;
