/** Texts of the team invite modal (spec §2: admin name and company name, Accept and Decline); ours. */
export const INVITE_TEXTS = {
  title: 'Team invitation',
  body: (admin: string, company: string) => `${admin} invited you to join ${company} on Folio.`,
  benefits: "You'll share the team's presentation templates and its Premium plan.",
  accept: 'Accept',
  decline: 'Decline',
  accepted: (company: string) => `You joined ${company}.`,
  declined: (company: string) => `You declined the invitation to ${company}.`,
} as const;
