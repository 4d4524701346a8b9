import { ONBOARDING_STEPS, type OnboardingStep } from '@folio/shared';
import { Outlet, useParams } from 'react-router';
import { Logo } from '../../ui/logo.tsx';

/** The questionnaire's frame: logo, "Step n of 5" with a progress bar, and the step's page. */
export function OnboardingLayout() {
  const { step } = useParams();
  const index = ONBOARDING_STEPS.indexOf(step as OnboardingStep);
  const number = index + 1;
  return (
    <div className="min-h-dvh bg-paper">
      <header className="flex items-center justify-between px-6 py-6 wide:px-12">
        <Logo />
        {number > 0 && (
          <p className="text-sm font-medium text-muted">
            Step {number} of {ONBOARDING_STEPS.length}
          </p>
        )}
      </header>
      {number > 0 && (
        <div
          role="progressbar"
          aria-label="Questionnaire progress"
          aria-valuemin={1}
          aria-valuemax={ONBOARDING_STEPS.length}
          aria-valuenow={number}
          className="mx-6 h-1 overflow-hidden rounded-full bg-mist wide:mx-12"
        >
          <div
            className="h-full rounded-full bg-accent transition-all"
            style={{ width: `${(number / ONBOARDING_STEPS.length) * 100}%` }}
          />
        </div>
      )}
      <main className="mx-auto w-full max-w-xl px-6 py-12 wide:py-16">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-mist wide:p-10">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
