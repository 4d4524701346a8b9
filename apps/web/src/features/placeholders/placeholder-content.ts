/** What each area that a later issue fills is for; shown as its page until then, without data. */
export const PLACEHOLDERS = {
  createTeam: {
    title: 'Create a team',
    text: 'Get everyone working together by adding them to a team. Collaborate easier, share templates, and win together!',
    note: 'Team creation is not part of this version yet.',
  },
} as const;

export type PlaceholderKey = keyof typeof PLACEHOLDERS;
