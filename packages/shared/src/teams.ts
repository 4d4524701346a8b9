/** Texts of teams (spec accounts §2, §5, §8); the exact ones come from the spec, the rest are ours. */
export const TEAM_TEXTS = {
  createTitle: 'Create a team',
  createText:
    'Get everyone working together by adding them to a team. Collaborate easier, share templates, and win together!',
  namePlaceholder: 'Enter your team name',
  nameNote: 'You can change the team details at any time',
  nameRequired: 'Team name is required',
  settingsTitle: 'Team settings',
  seatsLabel: 'Number of team members',
  companyChooser: 'Choose the company you want to create a template:',
  adminOnly: 'Only an admin of this team can do this.',
  dashboardOnly: 'Only an admin with dashboard access can see this.',
} as const;

/** Seats of a team: at least 2 (spec §5, §9), default 2. */
export const TEAM_SEATS = { min: 2, default: 2 } as const;

/** Days an invite's sign-up link stays valid; a resend starts them again. */
export const INVITE_VALID_DAYS = 14;

export type TeamRole = 'admin' | 'member';
