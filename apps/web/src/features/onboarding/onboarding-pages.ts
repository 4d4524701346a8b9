export { OnboardingLayout } from './onboarding-layout.tsx';
export { OnboardingPasswordPage } from './password-page.tsx';
export { OnboardingStepPage } from './step-page.tsx';
