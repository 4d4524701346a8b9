import { pluralize } from './plural.ts';

/** Texts of the free trial (spec §2 banner and modal, §4 plan and trial). */
export const TRIAL_TEXTS = {
  /** The free-trial banner: days left, 'day' or 'days'. */
  banner: (days: number) => `Your free trial ends in ${pluralize(days, 'day')}.`,
  bannerNote: 'Premium features are yours until then.',
  /** The account menu's plan line during the trial, instead of 'Free'. */
  menuLabel: (days: number) => `Trial · ${pluralize(days, 'day')} left`,
  expiredTitle: 'Your trial has ended',
  expiredText:
    'Your account is back on the Free plan. Your presentations and links keep working; upgrade to keep Premium features.',
  continueFree: 'Continue with Free',
  modalTitle: 'Your account is now on the Free plan',
  modalText: 'Your Premium trial is over. Upgrade to keep:',
  /** What the downgrade-to-free modal lists (spec §2). */
  modalLosses: [
    'Password-protected sharing',
    'Unlimited analytics',
    'Video headers',
    'Contacts, favorites and folders',
  ],
  stayFree: 'Stay free',
  upgrade: 'Upgrade',
} as const;

/** Pages that never show the free-trial banner (spec §4). */
export const TRIAL_BANNER_HIDDEN_PREFIXES = ['/sign-up-embeddable', '/create-a-team', '/onboarding'] as const;
