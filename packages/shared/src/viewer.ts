import { z } from 'zod';
import { contactFormSchema } from './assets.ts';
import { agreementUnlockFields, viewerAgreementSchema } from './link-agreements.ts';
import { mapPlaceSchema } from './maps.ts';
import { COVER_STYLES, PICTURE_POSITIONS } from './presentation-rules.ts';
import { clientIdSchema, idSchema, sequenceSchema } from './validation.ts';
import { isEmail, VALIDATION } from './validation-texts.ts';

/** Texts of the recipient's pages and API (spec §5, §8). */
export const VIEWER_TEXTS = {
  passwordIncorrect: 'Password for this presentation was not provided or was incorrect',
  invalidEmail: VALIDATION.invalidEmail,
  phoneRequired: 'Please enter a phone number',
  invalidViewToken: 'This viewing session is not valid.',
  feedbackDisabled: 'Feedback is disabled for this presentation.',
  feedbackNameRequired: 'You must enter a name',
  feedbackEmailRequired: 'You must enter an email',
  feedbackEmailInvalid: 'Please type a valid email',
  feedbackEmpty: 'Don’t forget to type a comment or select an emoji!',
  feedbackSent: 'Feedback sent successfully.',
  feedbackFailed: 'Sending feedback failed.',
  forwardingDisabled: 'Forwarding is disabled for this presentation.',
  linkDisabled: 'This link is no longer available.',
  accessChanged: 'Who may see this link has changed: open the link again.',
  forwardNeedsView: 'Open the presentation before forwarding it.',
  forwardSent: 'Presentation forwarded successfully.',
  forwardFailed: 'Forwarding the presentation failed.',
  batchIdIncomplete: 'Send tab_id and seq together, or neither.',
} as const;

/** Tracking limits: heartbeats every 15 s, at most 30 s counted per event, 200 events per post. */
export const ACTIVITY_HEARTBEAT_SECONDS = 15;
export const ACTIVITY_MAX_EVENT_SECONDS = 30;
export const ACTIVITY_MAX_EVENTS = 200;
/** What time without an asset was spent on: the cover (logo, header, opening message) or the closing message. */
export const ACTIVITY_PARTS = ['cover', 'closing'] as const;
/** Recipients' file URLs (/api/client/files/{token}) are issued for this long at least, twice at most. */
export const FILE_URL_TTL_SECONDS = 3600;
/** Tries a minute per address: password attempts per link, feedback per address. */
export const UNLOCK_RATE_LIMIT = 10;
export const FEEDBACK_RATE_LIMIT = 10;
/**
 * Tracking beacons a minute: per address, room for 500 viewers behind one address (an office or a phone
 * carrier's NAT) at four heartbeats, a hide and a resend each; per view token, far more than one tab sends.
 */
export const ACTIVITY_RATE_LIMIT_PER_ADDRESS = 5000;
export const ACTIVITY_RATE_LIMIT_PER_TOKEN = 60;
/**
 * Opening a link and fetching its files, a minute per address, sized like tracking for 500 viewers behind one
 * address: an opening and three reloads each, and up to 60 pages, pictures or video ranges each. File URLs are
 * signed capabilities, so the limit only bounds bandwidth.
 */
export const OPEN_RATE_LIMIT_PER_ADDRESS = 2000;
export const CLIENT_FILES_RATE_LIMIT_PER_ADDRESS = 30_000;
/** Forwards a minute per address: each one sends an e-mail. */
export const FORWARD_RATE_LIMIT = 5;
/** The header a reload sends with the view token it kept, so it does not count as a new view. */
export const VIEW_TOKEN_HEADER = 'x-view-token';

export const FEEDBACK_EMOJIS = ['thumbsup', 'happy', 'love', 'shock', 'pray'] as const;
export type FeedbackEmoji = (typeof FEEDBACK_EMOJIS)[number];

export const viewerGateSchema = z.object({
  require_email: z.boolean(),
  require_email_message: z.string(),
  require_phone_number: z.boolean(),
  require_phone_number_message: z.string(),
  password: z.boolean(),
  /** Verified e-mail gate (issue 18): the e-mail is proven with a code sent to it (POST …/verification-code). */
  verify_email: z.boolean(),
  /** The address this browser already proved for the link (its 30-day mark): no code is asked for it. */
  verified_email: z.string().nullable(),
  /** The agreement to accept with name and e-mail (link-agreements), or null. */
  agreement: viewerAgreementSchema.nullable(),
});

export const viewerBrandingSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  picture: z.string().nullable(),
  show_white_label: z.boolean(),
  logo: z.string().nullable(),
  primary_color: z.string().nullable(),
  /** The sender (premium) chose recipient pages without a header (spec accounts §2, route guards). */
  hide_header: z.boolean(),
});

/**
 * 404 of GET /api/client/presentations/{hash}: `sender` is who shared a link that no longer opens (disabled,
 * or its presentation deleted), so the recipient's not-found page wears their brand; null for an unknown hash.
 * No logo or picture: files reach recipients only through a live link.
 */
export const clientNotFoundSchema = z.object({
  detail: z.string(),
  sender: viewerBrandingSchema.omit({ picture: true, logo: true }).nullable(),
});
export type ClientNotFound = z.infer<typeof clientNotFoundSchema>;

/** The agent's card (the owner's public profile): only what they filled, the rest null. */
export const viewerAgentSchema = z.object({
  name: z.string(),
  picture: z.string().nullable(),
  /** Their team's name. */
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/** Whom the link was e-mailed to (share by e-mail, forward): their feedback form starts filled. */
export const viewerRecipientSchema = z.object({ name: z.string(), email: z.string() });

export const clientAssetSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  website: z.string().nullable(),
  thumbnail: z.string().nullable(),
  contact: contactFormSchema.nullable(),
  map: mapPlaceSchema.nullable(),
  attributes: z.object({ height: z.number().int() }),
  /**
   * The original file, as every file URL here a `/api/client/files/{token}` URL bound to the link; null on
   * prevent_download links, except videos (byte ranges, inline only).
   */
  file: z.string().nullable(),
  filename: z.string().nullable(),
  number_of_pages: z.number().int(),
  /** Page images, FILE_URL_TTL_SECONDS at least; `?w=800` gives one 800 px wide. */
  converted_files: z.array(z.string()),
  page_thumbnails: z.array(z.string()),
  page_sizes: z.array(z.tuple([z.number(), z.number()])),
});

export const clientPresentationSchema = z.object({
  title: z.string(),
  clean_title: z.string(),
  title_is_hidden: z.boolean(),
  type: z.enum(['presentation', 'document']),
  opening_msg: z.string(),
  closing_msg: z.string(),
  background: z.string().nullable(),
  background_thumbnail: z.string().nullable(),
  background_color: z.string().nullable(),
  background_opacity: z.number(),
  /** The header video (muted, looping) and its poster frame; null unless the owner has premium. */
  background_video_url: z.string().nullable(),
  background_video_poster: z.string().nullable(),
  picture: z.string().nullable(),
  picture_position: z.enum(PICTURE_POSITIONS),
  style: z.enum(COVER_STYLES),
  category: z.string(),
  border_color: z.string().nullable(),
  logo: z.string().nullable(),
  /** '' when the owner hides the name. */
  user_name: z.string(),
  created_by_text: z.string(),
  created_by_text_color: z.string().nullable(),
  unsplash_author: z.string().nullable(),
  unsplash_author_link: z.string().nullable(),
  is_indexable: z.boolean(),
  prevent_download: z.boolean(),
  prevent_feedback: z.boolean(),
  prevent_printing: z.boolean(),
  /** The owner turned forwarding off: recipients see no Forward action. */
  disable_forwarding: z.boolean(),
  user: viewerBrandingSchema,
  /** Sent only once every gate is passed. */
  agent: viewerAgentSchema,
  /** null for a link that was not e-mailed to someone (the public link, a copied link). */
  recipient: viewerRecipientSchema.nullable(),
  assets: z.array(clientAssetSchema),
});

/** What a gate page may show before the gate is passed: no assets, no page URLs, no messages. */
export const gatedPresentationSchema = z.object({
  title: z.string(),
  clean_title: z.string(),
  type: z.enum(['presentation', 'document']),
  is_indexable: z.boolean(),
  user: viewerBrandingSchema,
});

/** GET /api/client/presentations/{hash} and POST …/unlock. */
export const clientPresentationResponseSchema = z.union([
  z.object({
    gate: viewerGateSchema,
    presentation: gatedPresentationSchema,
    view_token: z.null(),
  }),
  z.object({
    gate: z.null(),
    presentation: clientPresentationSchema,
    /** null for the owner's own preview and for crawlers: nothing is tracked. */
    view_token: z.string().nullable(),
  }),
]);

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const unlockSchema = z.object({
  email: optionalText(254),
  phone: optionalText(40),
  name: optionalText(150),
  password: z.string().max(128).optional(),
  /** The 6-digit code e-mailed to `email` (verified e-mail gate). */
  code: z.string().trim().max(12).optional(),
  // Agreement gate (link-agreements).
  ...agreementUnlockFields,
});

export const activityEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('page_view'),
    asset_id: idSchema,
    page: z.number().int().min(0).max(10_000),
  }),
  z.object({
    type: z.literal('time'),
    asset_id: idSchema.optional(),
    page: z.number().int().min(0).max(10_000).optional(),
    /** Without an asset: the cover (logo, header, opening message; the default) or the closing message. */
    part: z.enum(ACTIVITY_PARTS).optional(),
    seconds: z.number().min(0).max(3600),
  }),
  z.object({
    type: z.literal('video'),
    asset_id: idSchema,
    seconds: z.number().min(0).max(3600),
  }),
]);

export const activitySchema = z
  .object({
    view_token: z.string().min(1).max(128),
    /** The tab that sent the batch and the batch's number in it: a batch sent again is recorded once. */
    tab_id: clientIdSchema.optional(),
    seq: sequenceSchema.optional(),
    events: z.array(activityEventSchema).min(1).max(ACTIVITY_MAX_EVENTS),
  })
  .refine((batch) => (batch.tab_id === undefined) === (batch.seq === undefined), {
    path: ['seq'],
    message: VIEWER_TEXTS.batchIdIncomplete,
  });

/** POST /api/client/activity: how many events were kept and how many were dropped as impossible. */
export const activityResultSchema = z.object({
  accepted: z.number().int(),
  dropped: z.number().int(),
});

export const feedbackCreateSchema = z.object({
  name: z.string().max(150).optional(),
  email: z.string().max(254).optional(),
  comment: z.string().max(5000).optional(),
  emoji: z.enum(FEEDBACK_EMOJIS).nullable().optional(),
  presentation_activity: z.string().min(1).max(128),
});

export const feedbackSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  comment: z.string(),
  emoji: z.enum(FEEDBACK_EMOJIS).nullable(),
  created_at: z.string(),
});

/** The feedback rules of spec §5, field by field; the web checks on blur, the server on send. */
export function feedbackErrors(input: {
  name?: string;
  email?: string;
  comment?: string;
  emoji?: string | null;
}) {
  const errors: Record<string, string[]> = {};
  if (!input.name?.trim()) errors.name = [VIEWER_TEXTS.feedbackNameRequired];
  const email = input.email?.trim() ?? '';
  if (!email) errors.email = [VIEWER_TEXTS.feedbackEmailRequired];
  else if (!isEmail(email)) errors.email = [VIEWER_TEXTS.feedbackEmailInvalid];
  if (!input.comment?.trim() && !input.emoji) {
    errors.comment = [VIEWER_TEXTS.feedbackEmpty];
    errors.emoji = [VIEWER_TEXTS.feedbackEmpty];
  }
  return errors;
}

export type ViewerGate = z.infer<typeof viewerGateSchema>;
export type ClientAsset = z.infer<typeof clientAssetSchema>;
export type ViewerAgent = z.infer<typeof viewerAgentSchema>;
export type ClientPresentation = z.infer<typeof clientPresentationSchema>;
export type GatedPresentation = z.infer<typeof gatedPresentationSchema>;
export type ClientPresentationResponse = z.infer<typeof clientPresentationResponseSchema>;
export type Unlock = z.infer<typeof unlockSchema>;
export type ActivityEvent = z.infer<typeof activityEventSchema>;
export type Activity = z.infer<typeof activitySchema>;
export type ActivityResult = z.infer<typeof activityResultSchema>;
export type FeedbackCreate = z.infer<typeof feedbackCreateSchema>;
export type Feedback = z.infer<typeof feedbackSchema>;

/** Cloning a presentation one received through a share link (route /clone/presentations/{hash}/{id}). */
export const CLONE_TEXTS = {
  protectedLink: 'This presentation is protected by its sender and cannot be cloned.',
} as const;

/** POST /api/presentations/{id}/clone with the hash of an enabled share link of that presentation. */
export const cloneFromLinkSchema = z.object({ hash: z.string().max(64) }).strict();
export type CloneFromLink = z.infer<typeof cloneFromLinkSchema>;
