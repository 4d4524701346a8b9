/** What each area that a later issue fills is for; shown as its page until then, without data. */
export const PLACEHOLDERS = {
  trialExpired: {
    title: 'Your trial has ended',
    text: 'Your account is back on the Free plan. Upgrade to keep Premium features such as folders and unlimited analytics.',
    note: 'Plans and card payment are not part of this version yet.',
  },
  createTeam: {
    title: 'Create a team',
    text: 'Get everyone working together by adding them to a team. Collaborate easier, share templates, and win together!',
    note: 'Team creation is not part of this version yet.',
  },
} as const;

export type PlaceholderKey = keyof typeof PLACEHOLDERS;
