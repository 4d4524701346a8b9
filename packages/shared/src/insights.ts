import { z } from 'zod';
import { INSIGHTS_TEXTS, VIEWER_KEY_PATTERN } from './insights-texts.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';
import { linkSourceSchema } from './qr-codes.ts';
import { emailField, idParamSchema } from './validation.ts';
import { feedbackSchema } from './viewer.ts';

export * from './insights-texts.ts';

export const insightsPresentationRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(['presentation', 'document']),
});

export const insightsLinkRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hash: z.string(),
  is_public: z.boolean(),
});

/**
 * Who a viewer is. `key` names them in the per-viewer calls; identity is, in order: the e-mail given
 * (lower-cased), the phone, the signed-in user, the recipient of an individual link (its e-mail, else the
 * link), else the single session (public link, nothing given).
 */
export const insightsViewerIdentitySchema = z.object({
  key: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const insightsForwardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  /** The tracked link made for the new recipient (forward tracking); null when they got the same link. */
  forward_link_id: z.number().int().nullable(),
});

/** One row of the viewers list: an identity over all its sessions of the presentation. */
export const insightsViewerSchema = insightsViewerIdentitySchema.extend({
  /** Their e-mail was proven with a code (the link's verified e-mail gate): a 'verified' badge. */
  verified: z.boolean(),
  share_links: z.array(insightsLinkRefSchema),
  sessions: z.number().int(),
  first_view: z.string(),
  last_view: z.string(),
  /** Rounded seconds of visible, active viewing over all sessions. */
  total_seconds: z.number().int(),
  /** Visible assets the viewer reached (a page seen or time spent on it): how far they got. */
  assets_reached: z.number().int(),
  /** Reached the last page of the last visible asset (or the asset itself when it has no pages). */
  completed: z.boolean(),
  feedback_count: z.number().int(),
  forwarded_to: z.array(insightsForwardSchema),
});

export const insightsPageStatSchema = z.object({
  /** 0-based, as the viewer reports it. */
  page: z.number().int(),
  /** Sessions that saw the page. */
  views: z.number().int(),
  /** Viewers (identities, as in the viewers list) who saw the page: the drop-off. */
  viewers: z.number().int(),
  seconds: z.number().int(),
  /** The page's thumbnail (the owner's file URL, signed-in only); null before it is converted. */
  thumbnail: z.string().nullable(),
});

export const insightsAssetSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  position: z.number().int(),
  is_hidden: z.boolean(),
  number_of_pages: z.number().int(),
  /** Sessions that reached the asset (a page seen or time spent on it). */
  views: z.number().int(),
  /** Viewers (identities) who reached the asset: the drop-off. */
  viewers: z.number().int(),
  seconds: z.number().int(),
  video_seconds: z.number().int(),
  /** An image's or a file's first page thumbnail (the owner's file URL); null for other kinds. */
  thumbnail: z.string().nullable(),
  /** A website's or link's address; null for other kinds. */
  website: z.string().nullable(),
  /** Every page of the asset, seen or not. */
  pages: z.array(insightsPageStatSchema),
});

export const presentationInsightsQuerySchema = pageQuerySchema;

export const presentationInsightsSchema = z.object({
  presentation: insightsPresentationRefSchema.extend({ share_date: z.string().nullable() }),
  /** View sessions (each opening of a link). */
  views: z.number().int(),
  unique_viewers: z.number().int(),
  total_seconds: z.number().int(),
  /** total_seconds / views, rounded; 0 without views. */
  average_seconds: z.number().int(),
  completed_viewers: z.number().int(),
  /** completed_viewers / unique_viewers as a rounded percentage. */
  completion_percent: z.number().int(),
  /** Seconds on the cover: logo, header and opening message. */
  cover_seconds: z.number().int(),
  /** Seconds on the closing message. */
  closing_seconds: z.number().int(),
  feedback_count: z.number().int(),
  forwards_count: z.number().int(),
  first_view: z.string().nullable(),
  last_view: z.string().nullable(),
  assets: z.array(insightsAssetSchema),
  /** Days (UTC) with at least one view, oldest first. */
  views_over_time: z.array(
    z.object({ date: z.string(), views: z.number().int(), unique_viewers: z.number().int() }),
  ),
  /** Most recent viewer first, `page` query parameter, 20 a page. */
  viewers: pageOf(insightsViewerSchema),
});

export const viewerInsightsParamsSchema = z.object({
  id: idParamSchema,
  key: z.string().regex(VIEWER_KEY_PATTERN, 'Not a viewer key.'),
});

export const insightsSessionPageSchema = z.object({
  asset_id: z.number().int(),
  asset_title: z.string(),
  page: z.number().int(),
  first_seen_at: z.string(),
  seconds: z.number().int(),
});

export const insightsSessionSchema = z.object({
  id: z.number().int(),
  share_link: insightsLinkRefSchema,
  started_at: z.string(),
  last_seen_at: z.string(),
  total_seconds: z.number().int(),
  video_seconds: z.number().int(),
  user_agent: z.string(),
  /** Where the view was opened from: 'qr', its link's QR code (issue 18); null when the URL said nothing. */
  source: linkSourceSchema.nullable(),
  /** Seconds on the cover (logo, header, opening message) and on the closing message. */
  cover_seconds: z.number().int(),
  closing_seconds: z.number().int(),
  /** Pages in the order they were first seen. */
  pages: z.array(insightsSessionPageSchema),
  /**
   * Every asset the session reached (a page seen or time on it), in presentation order, one item each:
   * which image, which website or link, which video or file, with its seconds.
   */
  assets: z.array(
    z.object({
      asset_id: z.number().int(),
      title: z.string(),
      type: z.string(),
      seconds: z.number().int(),
      video_seconds: z.number().int(),
      /** Pages of it seen (0 for kinds without pages). */
      pages_seen: z.number().int(),
      /** As on the presentation's assets: an image's or file's thumbnail, a website's address. */
      thumbnail: z.string().nullable(),
      website: z.string().nullable(),
    }),
  ),
});

export const viewerInsightsSchema = z.object({
  presentation: insightsPresentationRefSchema,
  viewer: insightsViewerSchema,
  /** Newest first, at most VIEWER_SESSIONS_MAX. */
  sessions: z.array(insightsSessionSchema),
  feedback: z.array(feedbackSchema),
  forwards: z.array(insightsForwardSchema),
});

export const addViewerEmailSchema = z.object({
  email: emailField({ required: INSIGHTS_TEXTS.emailRequired, invalid: INSIGHTS_TEXTS.emailInvalid }),
});

/** One view session in the activity lists. */
export const activitySessionSchema = z.object({
  id: z.number().int(),
  presentation: insightsPresentationRefSchema,
  viewer: insightsViewerIdentitySchema,
  share_link: insightsLinkRefSchema,
  created_at: z.string(),
  last_seen_at: z.string(),
  total_seconds: z.number().int(),
  video_seconds: z.number().int(),
  pages_viewed: z.number().int(),
  feedback_count: z.number().int(),
});

export const presentationActivityQuerySchema = pageQuerySchema.extend({
  presentation: idParamSchema.optional(),
});
export const documentActivityQuerySchema = pageQuerySchema.extend({ document: idParamSchema.optional() });

export const viewDurationQuerySchema = pageQuerySchema.extend({
  presentation: idParamSchema.optional(),
  type: z.enum(['presentation', 'document']).optional(),
});

export const viewDurationSchema = z.object({
  presentation: insightsPresentationRefSchema.extend({ share_date: z.string().nullable() }),
  views: z.number().int(),
  unique_viewers: z.number().int(),
  total_seconds: z.number().int(),
  average_seconds: z.number().int(),
  last_view: z.string().nullable(),
  /** A free user's insights of this presentation are locked (see presentation-insights). */
  insights_locked: z.boolean(),
});

export const assetActivityQuerySchema = pageQuerySchema.extend({ asset: idParamSchema });

export const assetActivitySchema = pageOf(
  z.object({
    session_id: z.number().int(),
    viewer: insightsViewerIdentitySchema,
    created_at: z.string(),
    /** 0-based pages seen, in the order first seen. */
    pages: z.array(z.number().int()),
    seconds: z.number().int(),
    video_seconds: z.number().int(),
  }),
).extend({ asset: insightsAssetSchema.extend({ presentation_id: z.number().int() }) });

/** One event of the owner's recent activity across presentations. */
export const activityItemSchema = z.object({
  type: z.enum(['view', 'feedback', 'forward']),
  /** `{type}-{row id}`: unique in the feed. */
  id: z.string(),
  created_at: z.string(),
  presentation: insightsPresentationRefSchema,
  viewer: insightsViewerIdentitySchema,
  session_id: z.number().int(),
  /** Views: seconds of that session. */
  total_seconds: z.number().int().nullable(),
  comment: z.string().nullable(),
  emoji: feedbackSchema.shape.emoji,
  forwarded_to: z.object({ name: z.string(), email: z.string() }).nullable(),
});

export type PresentationInsights = z.infer<typeof presentationInsightsSchema>;
export type ViewerInsights = z.infer<typeof viewerInsightsSchema>;
export type InsightsViewer = z.infer<typeof insightsViewerSchema>;
export type InsightsViewerIdentity = z.infer<typeof insightsViewerIdentitySchema>;
export type ActivitySession = z.infer<typeof activitySessionSchema>;
export type ActivityItem = z.infer<typeof activityItemSchema>;
export type ViewDuration = z.infer<typeof viewDurationSchema>;
export type AssetActivity = z.infer<typeof assetActivitySchema>;
