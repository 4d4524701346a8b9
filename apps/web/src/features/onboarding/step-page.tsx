import { ONBOARDING_STEPS, type OnboardingStep } from '@folio/shared';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { isTokenNotValid } from '../../lib/api.ts';
import { isSafeRedirect } from '../../lib/browser.ts';
import { firstMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { takeAuthUrl } from '../accounts/auth-url.ts';
import { useSubmitOnboarding } from './api.ts';
import { isOnboardingStep, STEP_VIEWS } from './steps.ts';
import { type Answers, useOnboardingStore } from './store.ts';
import { type StepErrors, stepErrors, toPayload } from './validate.ts';

/** /onboarding/:step — one question page of the questionnaire. */
export function OnboardingStepPage() {
  const { step } = useParams();
  if (!isOnboardingStep(step)) return <Navigate to="/404" replace />;
  return <StepForm key={step} step={step} />;
}

function StepForm({ step }: { step: OnboardingStep }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const answers = useOnboardingStore((s) => s.answers);
  const update = useOnboardingStore((s) => s.update);
  const reset = useOnboardingStore((s) => s.reset);
  const submit = useSubmitOnboarding();
  const [touched, setTouched] = useState<ReadonlySet<keyof Answers>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const index = ONBOARDING_STEPS.indexOf(step);
  const isLast = index === ONBOARDING_STEPS.length - 1;
  const errors = stepErrors(step, answers);
  const visible: StepErrors = Object.fromEntries(
    Object.entries(errors).filter(([field]) => submitted || touched.has(field as keyof Answers)),
  );
  const go = (to: OnboardingStep) => navigate(`/onboarding/${to}${search}`);

  const finish = async () => {
    const unanswered = ONBOARDING_STEPS.find((s) => Object.keys(stepErrors(s, answers)).length > 0);
    if (unanswered) return go(unanswered);
    setServerError(undefined);
    try {
      await submit.mutateAsync(toPayload(answers));
      reset();
      const redirect = new URLSearchParams(search).get('redirect');
      // Then where the new user was going before signing up (authUrl), else the presentations.
      navigate(isSafeRedirect(redirect) ? redirect : (takeAuthUrl() ?? '/presentations'), { replace: true });
    } catch (error) {
      if (isTokenNotValid(error))
        navigate(`/login?${new URLSearchParams({ redirect: `/onboarding/${step}` })}`);
      else setServerError(firstMessage(error) ?? 'Something went wrong. Please try again.');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const next = ONBOARDING_STEPS[index + 1];
    if (next) go(next);
    else void finish();
  };

  const { title, intro, View } = STEP_VIEWS[step];
  const previous = ONBOARDING_STEPS[index - 1];
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-ink wide:text-3xl">{title}</h1>
        <p className="mt-2 text-muted">{intro}</p>
      </header>
      {serverError && <Notice tone="error">{serverError}</Notice>}
      <View
        answers={answers}
        update={update}
        errors={visible}
        touch={(f) => setTouched((t) => new Set(t).add(f))}
      />
      <div className="flex flex-col-reverse gap-3 wide:flex-row wide:justify-between">
        {previous ? (
          <Button variant="secondary" size="lg" onClick={() => go(previous)}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" size="lg" loading={submit.isPending} className="wide:min-w-40">
          {isLast ? 'Finish' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
