/** Texts of the create-a-team flow that the spec leaves to us (its exact ones are TEAM_TEXTS in @folio/shared). */
export const CREATE_TEAM_TEXTS = {
  upgradeTitle: 'Upgrade to continue',
  upgradeText:
    'Teams are for Premium users. Upgrade your plan first; you come back here to create your team right after.',
  upgradeButton: 'Upgrade',
  continue: 'Continue',
  back: 'Back',
  billing: 'Billing',
  perUser: (price: string) => `${price} per user`,
  total: (total: string, seats: number) => `${total} in total for ${seats} members`,
  moreMembers: (max: number) => `More than ${max} members?`,
  contactSales: 'Contact sales',
  questions: 'Questions about teams?',
  customerSuccess: 'Talk to customer success',
  checkoutNote: "You pay on Stripe's secure page. Your team is ready as soon as the payment goes through.",
  signUpNote: 'Create your account or log in to pay. Your team name and choices are kept.',
  signUpButton: 'Sign up to continue',
  logInLink: 'I already have an account',
  checkoutCanceled: 'Payment canceled. Your team was not created and you have not been charged.',
  settingUpTitle: 'Setting up your team…',
  settingUpNote: 'Stripe has your payment; your team is ready in a moment.',
  settingUpSlow: 'Stripe has not confirmed the payment yet. This page updates as soon as it does.',
  created: (name: string) => `Your team ${name} is ready. Invite your colleagues.`,
  alreadyInTeam: (name: string) => `You are already in the team ${name}.`,
  manageTeam: 'Manage Team',
  toPresentations: 'Go to your presentations',
  plansFailed: 'The team plans could not be loaded.',
  tryAgain: 'Try again',
} as const;

/** The testimonial panel of the create-a-team screen (spec §2): stars, quote, author. */
export const TEAM_TESTIMONIAL = {
  stars: 5,
  quote:
    'Our agents share one set of listing templates, and every presentation looks like us. Bringing a new agent on board takes five minutes.',
  author: 'Dana Whitfield',
  role: 'Team lead, 14 agents',
} as const;
