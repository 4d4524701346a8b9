import { z } from 'zod';
import { NOTIFICATION_CHANNELS, notificationSettingsSchema } from './notification-settings.ts';
import { NOTIFICATION_CATEGORIES } from './notification-texts.ts';
import { ROLES, SUBSCRIPTION_STATUSES } from './plans.ts';
import { companyInviteSchema } from './team-invites.ts';
import { emailSchema, personNameSchema, timeZoneSchema } from './validation.ts';
import { HOT_LEAD_MINUTES, VIEW_EMAIL_MODES, VIEW_EMAIL_TEXTS } from './view-emails.ts';

const password = z.string({ error: 'This field is required.' }).min(1, 'This field is required.').max(1024);

/**
 * Signing up or in from a shared presentation (spec accounts §2), by password or a social provider: its
 * link's hash and the tab's view token, so the presentation lands in Received and the viewing session is theirs.
 */
export const fromSharedLinkFields = {
  hash: z.string().max(200).optional(),
  user_token: z.string().max(200).optional(),
};

export const registerSchema = z.object({
  email: emailSchema,
  password1: password,
  password2: password,
  ...fromSharedLinkFields,
  first_name: personNameSchema.optional(),
  last_name: personNameSchema.optional(),
  fpr: z.string().max(200).optional(),
  rr: z.string().max(200).optional(),
  hubspotutk: z.string().max(200).optional(),
  invite: z.string().max(200).optional(),
});
export type RegisterPayload = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z
    .string({ error: 'This field is required.' })
    .trim()
    .toLowerCase()
    .min(1, 'This field is required.')
    .max(254),
  password,
  ...fromSharedLinkFields,
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const changePasswordSchema = z.object({
  old_password: password,
  new_password1: password,
  new_password2: password,
});

export const passwordResetSchema = z.object({ email: z.string().trim().toLowerCase().max(254) });

/** The two parts of a reset e-mail's link (/change-password/{uid}/{token}). */
export const passwordResetLinkSchema = z.object({
  uid: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
});

export const passwordResetConfirmSchema = passwordResetLinkSchema.extend({
  new_password1: password,
  new_password2: password,
});

export const setupPasswordSchema = z.object({ password1: password, password2: password });

export const inviteLookupSchema = z.object({ invite: z.string().min(1).max(200) });
export const inviteLookupResponseSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  message: z.string().nullable(),
});
export type InviteLookup = z.infer<typeof inviteLookupResponseSchema>;

export const verifyTokenSchema = z.object({ token: z.string().max(200) });

/** E-mail verification: a link (token) and a 6-digit code, 24 h, single use; a code allows a few attempts. */
export const EMAIL_VERIFICATION = { codeLength: 6, hours: 24, maxCodeAttempts: 5 } as const;

export const EMAIL_VERIFICATION_TEXTS = {
  notVerified:
    'Verify your e-mail address before you share by e-mail: use the link or the code we sent you, or send a new one.',
  banner: 'Please verify your e-mail address. We sent a link and a 6-digit code to',
  sent: 'We sent a new link and code to',
  verified: 'Your e-mail address is verified.',
  alreadyVerified: 'Your e-mail address is already verified.',
  codeFormat: 'Enter the 6-digit code from the e-mail.',
  codeWrong: 'This code is not right. Check the e-mail and try again.',
  expired: 'This link or code has expired or was already used. Send a new one.',
  tooManyAttempts: 'Too many wrong codes. Send a new one.',
  sameEmail: 'This is already your e-mail address.',
  changeSent: 'We sent a link and a code to the new address. The change applies once it is verified.',
} as const;

export const verifyEmailCodeSchema = z.object({
  code: z
    .string({ error: EMAIL_VERIFICATION_TEXTS.codeFormat })
    .trim()
    .regex(/^\d{6}$/, EMAIL_VERIFICATION_TEXTS.codeFormat),
});
export const verifyEmailLinkSchema = z.object({ token: z.string().min(1).max(128) });
export const changeEmailSchema = z.object({ email: emailSchema, password });

export const brandingSchema = z.object({
  show_white_label: z.boolean(),
  logo: z.string().nullable(),
  /** The colour the app and the user's brand show: a team's where the team's brand wins (team-brand.ts). */
  primary_color: z.string().nullable(),
  /** The user's own colour, which Settings → Brand edits. */
  own_primary_color: z.string(),
  /** Recipient pages of what the user shares show no header (premium to turn on). */
  hide_recipient_header: z.boolean(),
});

export const BRANDING_TEXTS = {
  whiteLabelPremium: 'White label is a Premium feature. Upgrade to use it.',
  hideHeaderPremium: 'Hiding the header is a Premium feature. Upgrade to use it.',
  invalidColor: 'Enter a colour like #34495e.',
  saved: 'Your brand was saved.',
} as const;

/**
 * GET /api/users/me/branding/email-preview: the share e-mail as recipients get it, the picture being
 * edited ('logo' or 'avatar') at this address, which the editor replaces with its crop.
 */
export const EMAIL_PREVIEW_SLOT = 'https://folio.invalid/edited-picture';
export const emailPreviewQuerySchema = z.object({ look: z.enum(['logo', 'avatar']) });
/** `team_logo`: the team's logo goes out instead of the user's, so the edited logo does not show. */
export const emailPreviewSchema = z.object({ html: z.string(), team_logo: z.boolean() });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** PATCH /api/users/me/branding: white label (premium to turn on) and the primary colour (null: the default). */
export const brandingUpdateSchema = z
  .object({
    show_white_label: z.boolean(),
    hide_recipient_header: z.boolean(),
    primary_color: z
      .string()
      .trim()
      .regex(/^#[\da-f]{6}$/i, BRANDING_TEXTS.invalidColor)
      .nullable(),
  })
  .partial()
  .strict();
export type BrandingUpdate = z.infer<typeof brandingUpdateSchema>;

/** The User of spec §3, as far as the product has it today. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** False until the address is verified (link or code); unverified users receive nothing and share nothing by e-mail. */
  email_verified: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  mobile_phone: z.string(),
  picture: z.string().nullable(),
  thumbnail_picture: z.string().nullable(),
  /** The linked providers' pictures (spec §3); `picture` falls back to one of them when the user has none. */
  google_account_picture: z.string().nullable(),
  facebook_account_picture: z.string().nullable(),
  logo: z.string().nullable(),
  role: z.enum(ROLES),
  user_type: z.enum(['individual', 'team', 'admin']),
  show_onboarding: z.boolean(),
  is_trial_active: z.boolean(),
  trial_remaining: z.number().int(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  show_downgrade_to_freemium_modal: z.boolean(),
  has_new_received_presentation: z.boolean(),
  has_new_presentation_template: z.boolean(),
  can_refer_a_friend: z.boolean(),
  change_password_required: z.boolean(),
  templates_used: z.number().int(),
  remaining_presentation_insights_free_user: z.number().int(),
  auto_summarize_assets: z.boolean(),
  hide_summarizer_modal: z.boolean(),
  hide_in_folders: z.boolean(),
  hide_empty_background_alert: z.boolean(),
  show_single_file_information: z.boolean(),
  is_beta: z.boolean(),
  web_push_notifications: z.boolean(),
  onesignal_player_id: z.string().nullable(),
  /** IANA zone the owner's e-mails give times in; null until the web app has sent the browser's. */
  time_zone: z.string().nullable(),
  /** The owner's e-mails about views: one per viewer's first view, a daily digest, or none. */
  view_emails: z.enum(VIEW_EMAIL_MODES),
  /** A 'hot lead' alert when a viewer returns or stays this many minutes; null: no alerts. */
  hot_lead_minutes: z.number().int().nullable(),
  /** Per notification category and channel (in_app, email, push): false turns it off; missing means on. */
  notification_settings: z.partialRecord(
    z.enum(NOTIFICATION_CATEGORIES),
    z.partialRecord(z.enum(NOTIFICATION_CHANNELS), z.boolean()),
  ),
  companies: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      is_admin: z.boolean(),
      has_dashboard_access: z.boolean(),
      is_company_pays: z.boolean(),
      /** Admin of a team that pays (spec: billing-admin flag plus admin status): Manage Team. */
      is_billing_admin: z.boolean(),
    }),
  ),
  company_invites: z.array(companyInviteSchema),
  primary_color: z.string(),
  branding: brandingSchema,
  date_joined: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ access: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** PATCH /api/user: JSON fields (multipart adds the files picture and logo). */
export const userUpdateSchema = z
  .object({
    first_name: personNameSchema,
    last_name: personNameSchema,
    mobile_phone: z
      .string()
      .trim()
      .max(32, 'Ensure this field has no more than 32 characters.')
      .regex(/^[+()\d\s.-]*$/, 'Enter a valid phone number.'),
    logo: z.null(),
    picture: z.null(),
    auto_summarize_assets: z.boolean(),
    hide_summarizer_modal: z.boolean(),
    hide_in_folders: z.boolean(),
    hide_empty_background_alert: z.boolean(),
    show_single_file_information: z.boolean(),
    show_downgrade_to_freemium_modal: z.literal(false),
    has_new_received_presentation: z.literal(false),
    has_new_presentation_template: z.literal(false),
    web_push_notifications: z.boolean(),
    onesignal_player_id: z.string().max(512).nullable(),
    /** Sent by the web app when the browser's differs: the owner's e-mails give times in it. */
    time_zone: timeZoneSchema,
    view_emails: z.enum(VIEW_EMAIL_MODES, { message: VIEW_EMAIL_TEXTS.modeInvalid }),
    hot_lead_minutes: z
      .number({ message: VIEW_EMAIL_TEXTS.minutesInvalid })
      .int(VIEW_EMAIL_TEXTS.minutesInvalid)
      .min(HOT_LEAD_MINUTES.min, VIEW_EMAIL_TEXTS.minutesInvalid)
      .max(HOT_LEAD_MINUTES.max, VIEW_EMAIL_TEXTS.minutesInvalid)
      .nullable(),
    notification_settings: notificationSettingsSchema,
  })
  .partial()
  .strict();
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const userRoleSchema = z.object({
  role: z.enum(ROLES),
  user_type: z.enum(['individual', 'team', 'admin']),
  /** The role in the user's first team (member index 0), as the spec's userRole. */
  user_role: z.object({ member_index: z.number().int().nullable(), role: z.string().nullable() }),
  /** The role in each team, by member index (the order of `companies` in the user payload). */
  teams: z.array(
    z.object({
      member_index: z.number().int(),
      company_id: z.number().int(),
      role: z.enum(['admin', 'member']),
    }),
  ),
});

/** Field errors of the API contract: { field: [message], non_field_errors: [message] }. */
export type FieldErrors = Record<string, string[]>;
