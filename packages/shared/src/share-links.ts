import { z } from 'zod';
import { linkLimitFields, linkLimitsPresentFields } from './link-limits.ts';
import { accessListSchema } from './link-verification.ts';
import { pageParam, pageSizeParam } from './pagination.ts';
import { idSchema, textSchema } from './validation.ts';

/** Share link limits and defaults (spec §3, §5, §9). */
export const SHARE_LINK_NAME_MAX = 256;
export const SHARE_LINK_MESSAGE_MAX = 500;
export const SHARE_LINK_PASSWORD_MAX = 128;
export const SHARE_LINK_PAGE_SIZE = 20;
export const SHARE_LINK_BULK_MAX = 100;
export const PUBLIC_LINK_NAME = 'Public Link';
/** 160 random bits as lowercase hex. */
export const SHARE_LINK_HASH_PATTERN = /^[0-9a-f]{40}$/;

/** Burned-in watermark (issue 18): the text's opacity in percent. */
export const WATERMARK_OPACITY_MIN = 5;
export const WATERMARK_OPACITY_MAX = 60;
export const WATERMARK_OPACITY_DEFAULT = 20;

/** Texts of the share link form and API that the server and the web show alike. */
export const SHARE_LINK_TEXTS = {
  nameRequired: 'Please type a valid name',
  nameTooLong: `Ensure this field has no more than ${SHARE_LINK_NAME_MAX} characters.`,
  messageTooLong: `Ensure this field has no more than ${SHARE_LINK_MESSAGE_MAX} characters.`,
  passwordRequired: 'Please type a valid password',
  passwordTooLong: `Ensure this field has no more than ${SHARE_LINK_PASSWORD_MAX} characters.`,
  premiumSetting: 'This setting is a Premium feature. Upgrade to use it.',
  watermarkOpacityRange: `Ensure the watermark opacity is between ${WATERMARK_OPACITY_MIN} and ${WATERMARK_OPACITY_MAX}.`,
  printingUnavailable: 'Disabling printing is not available.',
  feedbackOnlyPresentations: 'Feedback can only be disabled for presentations.',
  forwardTrackingNotPublic: 'Forward tracking is only for individual links.',
  publicCannotChange: 'A link cannot change between public and individual.',
  publicLinkExists: 'This presentation already has a public link.',
  published: 'Link published successfully!',
} as const;

/** Settings only premium users (and trial users) may turn on; the others stay open to all (spec §5). */
export const PREMIUM_SHARE_SETTINGS = [
  'prevent_download',
  'require_email',
  'require_phone_number',
  'password_protect',
  'prevent_printing',
  // Verified e-mail gate, allow and block lists (issue 18 points 1-2).
  'verify_email',
  'allow_list',
  'block_list',
  'watermark',
] as const;
export type PremiumShareSetting = (typeof PREMIUM_SHARE_SETTINGS)[number];

/** The premium settings these values turn on (true, or a non-empty password). */
export const premiumSettingsTurnedOn = (
  settings: Partial<Record<PremiumShareSetting, boolean | string | readonly string[] | null | undefined>>,
) =>
  PREMIUM_SHARE_SETTINGS.filter((key) => {
    const value = settings[key];
    return value === true || ((typeof value === 'string' || Array.isArray(value)) && value.length > 0);
  });

export const shareLinkSchema = z.object({
  id: z.number().int(),
  /** Absolute URL: `/c/p/{hash}/{clean_title}` (documents `/c/d/…`), or `/presentations/{hash}` for the public link. */
  share_link: z.string(),
  hash: z.string(),
  presentation_id: z.number().int(),
  name: z.string(),
  is_public: z.boolean(),
  is_indexable: z.boolean(),
  submitted_to_gallery: z.boolean(),
  disabled: z.boolean(),
  archived: z.boolean(),
  activity_email_updates: z.boolean(),
  require_email: z.boolean(),
  require_email_message: z.string(),
  require_phone_number: z.boolean(),
  require_phone_number_message: z.string(),
  forward_tracking: z.boolean(),
  prevent_download: z.boolean(),
  prevent_feedback: z.boolean(),
  prevent_printing: z.boolean(),
  /** True when a password is set; the password itself never leaves the server. */
  password_protect: z.boolean(),
  // Verified e-mail gate, allow and block lists (issue 18 points 1-2).
  /** The recipient proves their e-mail with a 6-digit code; on whenever a list has an entry. */
  verify_email: z.boolean(),
  /** Addresses and whole domains (`@acme.com`) that alone may open the link; empty: anyone. */
  allow_list: z.array(z.string()),
  /** Addresses and whole domains that may not open the link. */
  block_list: z.array(z.string()),
  // Burned-in watermark (issue 18): pages drawn per viewer; originals never served (prevent_download implied).
  watermark: z.boolean(),
  watermark_opacity: z.number().int(),
  /** The recipient's address when the link was sent by e-mail (lower-cased), else null. */
  email: z.string().nullable(),
  /** The e-mail as sent (share with email): read back when the share is edited or resent. */
  title: z.string(),
  subject: z.string(),
  message: z.string(),
  has_auto_reminder: z.boolean(),
  days_until_next_reminder: z.number().int().nullable(),
  reminder_interval: z.number().int().nullable(),
  /** The link a recipient forwarded to make this one (forward tracking). */
  forwarded_from_link_id: z.number().int().nullable(),
  /** Who the e-mail is from: the link's creator, else the presentation's owner. */
  // Expiry and limits (link-limits).
  ...linkLimitsPresentFields,
  author: z.object({ first_name: z.string(), last_name: z.string(), picture: z.string().nullable() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

const message = z.string().trim().max(SHARE_LINK_MESSAGE_MAX, SHARE_LINK_TEXTS.messageTooLong);

/** The settings of a link, as create and PATCH take them. */
const settingsFields = {
  name: textSchema({ max: SHARE_LINK_NAME_MAX, tooLong: SHARE_LINK_TEXTS.nameTooLong }).min(
    1,
    SHARE_LINK_TEXTS.nameRequired,
  ),
  is_public: z.boolean(),
  is_indexable: z.boolean(),
  submitted_to_gallery: z.boolean(),
  activity_email_updates: z.boolean(),
  require_email: z.boolean(),
  require_email_message: message,
  require_phone_number: z.boolean(),
  require_phone_number_message: message,
  forward_tracking: z.boolean(),
  prevent_download: z.boolean(),
  prevent_feedback: z.boolean(),
  prevent_printing: z.boolean(),
  /** The password to set; '' or null removes it. A password of only spaces is refused. */
  password_protect: z.string().max(SHARE_LINK_PASSWORD_MAX, SHARE_LINK_TEXTS.passwordTooLong).nullable(),
  // Verified e-mail gate, allow and block lists (issue 18 points 1-2).
  verify_email: z.boolean(),
  allow_list: accessListSchema,
  block_list: accessListSchema,
  // Expiry and limits (link-limits).
  ...linkLimitFields,
  // Burned-in watermark (issue 18).
  watermark: z.boolean(),
  watermark_opacity: z
    .number()
    .int(SHARE_LINK_TEXTS.watermarkOpacityRange)
    .min(WATERMARK_OPACITY_MIN, SHARE_LINK_TEXTS.watermarkOpacityRange)
    .max(WATERMARK_OPACITY_MAX, SHARE_LINK_TEXTS.watermarkOpacityRange),
};

/** PATCH: any subset of the settings. */
export const shareLinkUpdateSchema = z.object(settingsFields).partial().strict();
export type ShareLinkUpdate = z.infer<typeof shareLinkUpdateSchema>;

/** Create: `name` is required for an individual link; the public link defaults it to 'Public Link'. */
export const shareLinkCreateSchema = shareLinkUpdateSchema.superRefine((value, ctx) => {
  if (!value.is_public && value.name === undefined)
    ctx.addIssue({ code: 'custom', path: ['name'], message: SHARE_LINK_TEXTS.nameRequired });
});
export type ShareLinkCreate = z.infer<typeof shareLinkCreateSchema>;

export const shareLinkListQuerySchema = z.object({
  page: pageParam(),
  page_size: pageSizeParam(100).default(SHARE_LINK_PAGE_SIZE),
  /** `true`: the archived links only; otherwise the others. */
  archived: z.enum(['true', 'false']).default('false'),
});

/** Restore: the body may be left out. */
export const shareLinkRestoreSchema = z.object({ is_indexable: z.boolean().optional() }).strict().nullish();

export const shareLinkBulkDeleteSchema = z
  .object({ share_links: z.array(idSchema).min(1).max(SHARE_LINK_BULK_MAX) })
  .strict();
