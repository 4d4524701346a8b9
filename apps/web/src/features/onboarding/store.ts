import type { BROKERAGE_OPTIONS, HEAR_OPTIONS, USAGE_OPTIONS } from '@folio/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
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

/** Where the answers wait between steps: kept in the browser as each is given, so a reload loses none. */
export const ONBOARDING_STORAGE_KEY = 'folio-onboarding-answers';

export const useOnboardingStore = create<OnboardingState>()(
  persist(
    (set) => ({
      answers: EMPTY_ANSWERS,
      update: (patch) => set((s) => ({ answers: { ...s.answers, ...patch } })),
      reset: () => set({ answers: EMPTY_ANSWERS }),
    }),
    { name: ONBOARDING_STORAGE_KEY, partialize: (state) => ({ answers: state.answers }) },
  ),
);

registerReset(() => useOnboardingStore.getState().reset());
