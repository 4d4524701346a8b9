/**
 * The names of every e-mail template, kept apart from the templates so that queueing a mail does not
 * load React (the templates load on first send).
 */
export const TEMPLATE_NAMES = [
  'password-reset',
  'password-changed',
  'email-verification',
  'presentation-forwarded',
  'activity-viewed',
  'activity-digest',
  'hot-lead',
  'activity-feedback',
  'activity-forwarded',
  'presentation-reminder',
  'presentation-shared',
  'document-shared',
  'presentation-updated',
  'recipients-message',
  'follow-up',
  'team-invite',
  'webhook-disabled',
  'link-verification-code',
  'data-export-ready',
] as const;

export type TemplateName = (typeof TEMPLATE_NAMES)[number];
