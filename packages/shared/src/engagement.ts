import { z } from 'zod';
import { insightsViewerIdentitySchema } from './insights.ts';
import { SHARE_EMAIL_BODY_MAX, SHARE_EMAIL_SUBJECT_MAX, SHARE_EMAIL_TEXTS } from './share-email.ts';
import { textSchema } from './validation.ts';

/** Engagement (issue 18, points 7-8): the forwarding graph, each viewer's score and the follow-up e-mail. */

/** Hot leads listed on a presentation's insights, best score first. */
export const HOT_LEADS_MAX = 10;

export const ENGAGEMENT_TEXTS = {
  noEmail: 'This viewer gave no e-mail address: there is nobody to send a follow-up to.',
  followUpPremium: 'Follow-up e-mails are a Premium feature. Upgrade to send them.',
  emailsStopped: 'This viewer asked not to receive follow-up e-mails.',
  followUpSent: 'Follow-up sent',
  forwardingDisabled: 'Forwarding disabled',
  forwardingEnabled: 'Forwarding enabled',
} as const;

/** A viewer with their engagement score (0-100) and the reason for it in a few words. */
export const engagementLeadSchema = insightsViewerIdentitySchema.extend({
  score: z.number().int().min(0).max(100),
  /** e.g. 'Viewed 90% twice, 12 min, forwarded to 2'. */
  reason: z.string(),
  sessions: z.number().int(),
  total_seconds: z.number().int(),
  /** Visible pages seen (an asset without pages counts one), rounded; 100 only once they reached the end. */
  completion_percent: z.number().int(),
  forwards: z.number().int(),
  feedback_count: z.number().int(),
  last_view: z.string(),
});
export type EngagementLead = z.infer<typeof engagementLeadSchema>;

export const engagementLeadsSchema = z.object({ results: z.array(engagementLeadSchema) });
export type EngagementLeads = z.infer<typeof engagementLeadsSchema>;

/**
 * One viewer in the forwarding tree, listed depth first: `parent_key` is who forwarded to them (null for
 * someone the owner shared with), `depth` 0 for those.
 */
export const forwardNodeSchema = insightsViewerIdentitySchema.omit({ phone: true }).extend({
  parent_key: z.string().nullable(),
  depth: z.number().int(),
  /** Sessions of this viewer (0: forwarded to, not opened yet). */
  views: z.number().int(),
  total_seconds: z.number().int(),
  last_view: z.string().nullable(),
  /** When it was forwarded to them; null for a root. */
  forwarded_at: z.string().nullable(),
});
export type ForwardNode = z.infer<typeof forwardNodeSchema>;

export const forwardingGraphSchema = z.object({
  disable_forwarding: z.boolean(),
  forwards_count: z.number().int(),
  nodes: z.array(forwardNodeSchema),
});
export type ForwardingGraph = z.infer<typeof forwardingGraphSchema>;

/** The follow-up e-mail as drafted for the owner to edit: to the viewer, naming what they looked at most. */
export const followUpDraftSchema = z.object({
  to: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The assets the viewer spent most time on, most first. */
  sections: z.array(z.string()),
  drafted_with: z.enum(['ai', 'template']),
});
export type FollowUpDraft = z.infer<typeof followUpDraftSchema>;

export const followUpSchema = z
  .object({
    subject: textSchema({ max: SHARE_EMAIL_SUBJECT_MAX }).min(1, SHARE_EMAIL_TEXTS.subjectRequired),
    message: textSchema({ max: SHARE_EMAIL_BODY_MAX, multiline: true }).min(
      1,
      SHARE_EMAIL_TEXTS.messageRequired,
    ),
  })
  .strict();
export type FollowUp = z.input<typeof followUpSchema>;
