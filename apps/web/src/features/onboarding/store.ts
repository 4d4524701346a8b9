import type { BROKERAGE_OPTIONS, HEAR_OPTIONS, USAGE_OPTIONS } from '@folio/shared';
import { create } from 'zustand';
import { registerReset } from '../../lib/client-state.ts';

export type Usage = (typeof USAGE_OPTIONS)[number];
export type Brokerage = (typeof BROKERAGE_OPTIONS)[number];
export type Hear = (typeof HEAR_OPTIONS)[number];

/** The questionnaire's answers while the user moves between steps (spec §3, onboarding answers). */
export type Answers = {
  usage: Usage[];
  industry?: string;
  industryInput: string;
  inBrokerage?: boolean;
  brokerage?: Brokerage;
  brokerageInput: string;
  hearAbout?: Hear;
  worksInTeam?: boolean;
  needsDiscount?: boolean;
  phoneNumber: string;
};

export const EMPTY_ANSWERS: Answers = { usage: [], industryInput: '', brokerageInput: '', phoneNumber: '' };

type OnboardingState = { answers: Answers; update: (patch: Partial<Answers>) => void; reset: () => void };

export const useOnboardingStore = create<OnboardingState>((set) => ({
  answers: EMPTY_ANSWERS,
  update: (patch) => set((s) => ({ answers: { ...s.answers, ...patch } })),
  reset: () => set({ answers: EMPTY_ANSWERS }),
}));

registerReset(() => useOnboardingStore.getState().reset());
