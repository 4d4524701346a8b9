import type { OnboardingStep } from '@folio/shared';
import type { Answers } from './store.ts';

/** Texts of the questionnaire's checks; the ones the server also checks are the same words. */
export const ONBOARDING_TEXT = {
  usage: 'Choose at least one option.',
  industry: 'Choose your industry.',
  industryInput: 'Please tell us your industry.',
  inBrokerage: 'Choose Yes or No.',
  brokerage: 'Choose your brokerage.',
  brokerageInput: 'Please tell us your brokerage.',
  hearAbout: 'Choose one option.',
  worksInTeam: 'Choose Yes or No.',
  needsDiscount: 'Choose Yes or No.',
  phoneNumber: 'Enter a valid phone number.',
  tooLong: 'Ensure this field has no more than 200 characters.',
} as const;

export type StepErrors = Partial<Record<keyof Answers, string>>;

const PHONE = /^[+()\d\s.-]*$/;

/** The problems of one step's answers, by field; empty when the step can be left. */
export function stepErrors(step: OnboardingStep, a: Answers): StepErrors {
  const errors: StepErrors = {};
  if (step === 'usage' && a.usage.length === 0) errors.usage = ONBOARDING_TEXT.usage;
  if (step === 'industry') {
    if (!a.industry) errors.industry = ONBOARDING_TEXT.industry;
    else if (a.industry === 'Other' && !a.industryInput.trim())
      errors.industryInput = ONBOARDING_TEXT.industryInput;
    else if (a.industryInput.trim().length > 200) errors.industryInput = ONBOARDING_TEXT.tooLong;
  }
  if (step === 'brokerage') {
    if (a.inBrokerage === undefined) errors.inBrokerage = ONBOARDING_TEXT.inBrokerage;
    else if (a.inBrokerage && !a.brokerage) errors.brokerage = ONBOARDING_TEXT.brokerage;
    else if (a.inBrokerage && a.brokerage === 'Other' && !a.brokerageInput.trim())
      errors.brokerageInput = ONBOARDING_TEXT.brokerageInput;
    else if (a.brokerageInput.trim().length > 200) errors.brokerageInput = ONBOARDING_TEXT.tooLong;
  }
  if (step === 'hear' && !a.hearAbout) errors.hearAbout = ONBOARDING_TEXT.hearAbout;
  if (step === 'team') {
    if (a.worksInTeam === undefined) errors.worksInTeam = ONBOARDING_TEXT.worksInTeam;
    if (a.needsDiscount === undefined) errors.needsDiscount = ONBOARDING_TEXT.needsDiscount;
    const phone = a.phoneNumber.trim();
    if (phone && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 7 || phone.length > 32))
      errors.phoneNumber = ONBOARDING_TEXT.phoneNumber;
  }
  return errors;
}

/** The answers as POST /api/onboarding takes them (camelCase here; the api client sends snake_case). */
export function toPayload(a: Answers) {
  return {
    usage: a.usage,
    industry: a.industry ?? '',
    industryInput: a.industry === 'Other' ? a.industryInput.trim() : undefined,
    inBrokerage: a.inBrokerage ?? false,
    brokerage: a.inBrokerage ? (a.brokerage ?? null) : null,
    brokerageInput: a.inBrokerage && a.brokerage === 'Other' ? a.brokerageInput.trim() : undefined,
    hearAbout: a.hearAbout ?? '',
    worksInTeam: a.worksInTeam ?? false,
    needsDiscount: a.needsDiscount ?? false,
    phoneNumber: a.phoneNumber.trim() || undefined,
  };
}
