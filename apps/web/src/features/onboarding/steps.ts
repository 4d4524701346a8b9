import { ONBOARDING_STEPS, type OnboardingStep } from '@folio/shared';
import type { ComponentType } from 'react';
import { BrokerageStep } from './brokerage-step.tsx';
import { HearStep } from './hear-step.tsx';
import { IndustryStep } from './industry-step.tsx';
import type { StepProps } from './step-props.ts';
import { TeamStep } from './team-step.tsx';
import { UsageStep } from './usage-step.tsx';

type StepView = { title: string; intro: string; View: ComponentType<StepProps> };

/** The questionnaire's steps, in the order of spec §2. */
export const STEP_VIEWS: Record<OnboardingStep, StepView> = {
  usage: {
    title: 'Welcome to Folio',
    intro: 'Five quick questions so we can set things up for you.',
    View: UsageStep,
  },
  industry: {
    title: 'Your industry',
    intro: 'We will suggest templates that fit your work.',
    View: IndustryStep,
  },
  brokerage: {
    title: 'Your brokerage',
    intro: 'Many agents share templates with their brokerage.',
    View: BrokerageStep,
  },
  hear: { title: 'Finding Folio', intro: 'It helps us know where to reach people like you.', View: HearStep },
  team: {
    title: 'Working together',
    intro: 'Teams share templates and see each other’s results.',
    View: TeamStep,
  },
};

export const isOnboardingStep = (value: string | undefined): value is OnboardingStep =>
  ONBOARDING_STEPS.includes(value as OnboardingStep);
