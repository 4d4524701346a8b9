/** What each area that a later issue fills is for; shown as its page until then, without data. */
export const PLACEHOLDERS = {
  insights: {
    title: 'Analytics',
    text: 'See who opened each presentation you shared, which pages they viewed and for how long.',
    note: 'Analytics arrive once presentations can be shared.',
  },
  contacts: {
    title: 'Contacts',
    text: 'The people you share with, saved so that you can send them presentations again in a click.',
    note: 'Contacts are saved when you share by e-mail, which arrives with sharing.',
  },
  payment: {
    title: 'Upgrade to Premium',
    text: 'Premium unlocks unlimited analytics, folders, favorites, saved contacts and password-protected sharing.',
    note: 'Plans and card payment are not part of this version yet.',
  },
  paymentProblem: {
    title: 'There is a problem with your payment',
    text: 'Your last payment did not go through, so your subscription is past due. Update your card to keep Premium.',
    note: 'Billing settings are not part of this version yet; contact our support to settle your subscription.',
  },
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
  singleFile: {
    title: 'Assets',
    text: 'Upload a file once and share it on its own as a tracked single-file document.',
    note: 'Uploads arrive with the presentations issue.',
  },
} as const;

export type PlaceholderKey = keyof typeof PLACEHOLDERS;
