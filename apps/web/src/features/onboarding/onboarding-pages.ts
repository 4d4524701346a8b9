export { OnboardingLayout } from './onboarding-layout.tsx';
export { OnboardingStepPage } from './step-page.tsx';
