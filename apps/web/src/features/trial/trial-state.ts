import { PLAN_LABEL, TRIAL_BANNER_HIDDEN_PREFIXES, TRIAL_TEXTS } from '@folio/shared';
import type { User } from '../accounts/types.ts';

type TrialUser = Pick<User, 'role' | 'isTrialActive' | 'trialRemaining'>;

/** In the trial: premium features without paying (a premium user's plan is just Premium). */
export const isOnTrial = (user: TrialUser) => user.isTrialActive && user.role === 'free_agent';

/** The plan line of the account menu: 'Trial · N days left' during the trial, else Free or Premium. */
export const planLabel = (user: TrialUser) =>
  isOnTrial(user) ? TRIAL_TEXTS.menuLabel(user.trialRemaining) : PLAN_LABEL[user.role];

/** The free-trial banner shows during the trial, except on the pages of spec §4. */
export const showTrialBanner = (user: TrialUser, pathname: string) =>
  isOnTrial(user) &&
  !TRIAL_BANNER_HIDDEN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The trial ended and the user never subscribed: the app shows /trial-expired (with the downgrade modal) until
 * the user answers it. A cancelled subscriber gets the modal where they are.
 */
export const trialJustEnded = (
  user: Pick<User, 'role' | 'isTrialActive' | 'subscriptionStatus' | 'showDowngradeToFreemiumModal'>,
) =>
  user.showDowngradeToFreemiumModal &&
  !user.isTrialActive &&
  user.role === 'free_agent' &&
  !user.subscriptionStatus;
