import {
  isAccessListEntry,
  LINK_VERIFICATION_TEXTS,
  PREMIUM_SHARE_SETTINGS,
  PUBLIC_LINK_NAME,
  SHARE_LINK_MESSAGE_MAX,
  SHARE_LINK_NAME_MAX,
  SHARE_LINK_PASSWORD_MAX,
  SHARE_LINK_TEXTS,
  WATERMARK_OPACITY_DEFAULT,
  WATERMARK_OPACITY_MAX,
  WATERMARK_OPACITY_MIN,
} from '@folio/shared';
import { z } from 'zod';
import { LIMITS_DEFAULTS, limitsFormFields, limitsFromLink, limitsSettings } from './link-limits.ts';
import {
  LINK_SETTINGS_DEFAULTS,
  linkSettingsFromLink,
  VIEWER_SETTINGS_DEFAULTS,
  type ViewerSettings,
  viewerSettingsFromLink,
} from './link-settings.ts';
import type { ShareLink, ShareLinkSettings } from './types.ts';

export { PUBLIC_LINK_NAME, SHARE_LINK_NAME_MAX };

/** The switches a free user cannot turn on (spec §5), in the form's camelCase. */
const PREMIUM_SWITCHES = new Set<string>(
  PREMIUM_SHARE_SETTINGS.map((key) => key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())),
);
export const isPremiumSwitch = (name: string) => PREMIUM_SWITCHES.has(name);

const message = z.string().trim().max(SHARE_LINK_MESSAGE_MAX, SHARE_LINK_TEXTS.messageTooLong);

/** The share link dialog's form; `password` is sent as password_protect when protection is on. */
export const shareLinkFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, SHARE_LINK_TEXTS.nameRequired)
      .max(SHARE_LINK_NAME_MAX, SHARE_LINK_TEXTS.nameTooLong),
    activityEmailUpdates: z.boolean(),
    requireEmail: z.boolean(),
    requireEmailMessage: message,
    requirePhoneNumber: z.boolean(),
    requirePhoneNumberMessage: message,
    preventDownload: z.boolean(),
    preventFeedback: z.boolean(),
    preventPrinting: z.boolean(),
    passwordProtect: z.boolean(),
    password: z.string().max(SHARE_LINK_PASSWORD_MAX, SHARE_LINK_TEXTS.passwordTooLong),
    /** The link being edited has a password already: protection may stay on without typing it again. */
    hasPassword: z.boolean(),
    // Verified e-mail gate, allow and block lists (issue 18): the lists as typed, comma or line separated.
    verifyEmail: z.boolean(),
    allowList: z.string(),
    blockList: z.string(),
    // Expiry and limits (link-limits).
    ...limitsFormFields,
    // Burned-in watermark (issue 18).
    watermark: z.boolean(),
    watermarkOpacity: z.number().int().min(WATERMARK_OPACITY_MIN).max(WATERMARK_OPACITY_MAX),
  })
  .superRefine((form, ctx) => {
    for (const name of ['allowList', 'blockList'] as const)
      if (form.verifyEmail && !accessEntries(form[name]).every(isAccessListEntry))
        ctx.addIssue({ code: 'custom', path: [name], message: LINK_VERIFICATION_TEXTS.listEntryInvalid });
    if (form.passwordProtect && !form.hasPassword && form.password.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['password'], message: SHARE_LINK_TEXTS.passwordRequired });
  });

export type ShareLinkForm = z.infer<typeof shareLinkFormSchema>;

const ACCESS_DEFAULTS = { verifyEmail: false, allowList: '', blockList: '' };

/** The entries of a list as typed: comma, space or line separated, lower-cased. */
const accessEntries = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/** Spec §3: the link's default settings, no name. */
export const SHARE_LINK_DEFAULTS: ShareLinkForm = {
  name: '',
  ...LINK_SETTINGS_DEFAULTS,
  hasPassword: false,
  ...ACCESS_DEFAULTS,
  ...LIMITS_DEFAULTS,
  watermark: false,
  watermarkOpacity: WATERMARK_OPACITY_DEFAULT,
};

/** An existing individual link read back into the form. */
export const formFromLink = (link: ShareLink): ShareLinkForm => ({
  name: link.name,
  ...linkSettingsFromLink(link),
  hasPassword: link.passwordProtect,
  verifyEmail: link.verifyEmail || link.allowList.length > 0 || link.blockList.length > 0,
  allowList: link.allowList.join('\n'),
  blockList: link.blockList.join('\n'),
  ...limitsFromLink(link),
  watermark: link.watermark,
  watermarkOpacity: link.watermarkOpacity,
});

/** password_protect to send: a new password, '' to remove the one set, or nothing to leave it as is. */
function passwordSetting({ passwordProtect, password, hasPassword }: ShareLinkForm) {
  if (passwordProtect && password !== '') return { passwordProtect: password };
  if (!passwordProtect && hasPassword) return { passwordProtect: '' };
  return {};
}

/** The settings body of an individual link: messages only with their switch, the password only when on. */
export function settingsFromForm(form: ShareLinkForm): ShareLinkSettings {
  const {
    password,
    passwordProtect,
    hasPassword,
    verifyEmail,
    allowList,
    blockList,
    expiresAt,
    expiresDaysAfterFirstView,
    maxViews,
    maxViewers,
    ...rest
  } = form;
  return {
    ...rest,
    verifyEmail,
    allowList: verifyEmail ? accessEntries(allowList) : [],
    blockList: verifyEmail ? accessEntries(blockList) : [],
    requireEmailMessage: rest.requireEmail ? rest.requireEmailMessage.trim() : '',
    requirePhoneNumberMessage: rest.requirePhoneNumber ? rest.requirePhoneNumberMessage.trim() : '',
    isPublic: false,
    isIndexable: false,
    forwardTracking: false,
    ...passwordSetting(form),
    ...limitsSettings({ expiresAt, expiresDaysAfterFirstView, maxViews, maxViewers }),
  };
}

/** The publish dialog's settings (spec §3: the public link's first defaults). */
export type PublicSettings = Pick<ShareLink, 'isIndexable' | 'submittedToGallery'> & ViewerSettings;

export const PUBLIC_DEFAULTS: PublicSettings = {
  isIndexable: true,
  submittedToGallery: true,
  ...VIEWER_SETTINGS_DEFAULTS,
};

export const publicFromLink = (link: ShareLink): PublicSettings => ({
  isIndexable: link.isIndexable,
  submittedToGallery: link.submittedToGallery,
  ...viewerSettingsFromLink(link),
});
