/**
 * Starter templates: three presentations put in an empty account on its first visit, with placeholder text
 * in [brackets] and a layout the agent replaces. A presentation stays a starter template until its title is
 * changed; the agent can use it as it is, or delete it like any presentation.
 */
export const STARTER_TEMPLATE_KINDS = [
  'listing_presentation',
  'buyer_consultation',
  'market_report',
] as const;
export type StarterTemplateKind = (typeof STARTER_TEMPLATE_KINDS)[number];

export const STARTER_TEMPLATE_TEXTS = {
  badge: 'Starter template',
  hint: 'A starter template: replace the text in [brackets] with your own and rename it, or delete it.',
} as const;
