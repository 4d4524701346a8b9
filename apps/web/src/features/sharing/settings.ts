import { z } from 'zod';
import type { ShareLink, ShareLinkSettings } from './types.ts';

/** Link name limit (spec §9). */
export const SHARE_LINK_NAME_MAX = 256;

/** The switches a free user cannot turn on (spec §5). */
export const PREMIUM_SWITCHES = [
  'preventDownload',
  'requireEmail',
  'requirePhoneNumber',
  'passwordProtect',
  'preventPrinting',
] as const;
export type PremiumSwitch = (typeof PREMIUM_SWITCHES)[number];
export const isPremiumSwitch = (name: string): name is PremiumSwitch =>
  (PREMIUM_SWITCHES as readonly string[]).includes(name);

/** The share link dialog's form; `password` is sent as password_protect when protection is on. */
export const shareLinkFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please type a valid name')
      .max(SHARE_LINK_NAME_MAX, `Ensure this field has no more than ${SHARE_LINK_NAME_MAX} characters.`),
    activityEmailUpdates: z.boolean(),
    requireEmail: z.boolean(),
    requireEmailMessage: z.string(),
    requirePhoneNumber: z.boolean(),
    requirePhoneNumberMessage: z.string(),
    preventDownload: z.boolean(),
    preventFeedback: z.boolean(),
    preventPrinting: z.boolean(),
    passwordProtect: z.boolean(),
    password: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.passwordProtect && form.password.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Please type a valid password' });
  });

export type ShareLinkForm = z.infer<typeof shareLinkFormSchema>;

/** Spec §3: activity updates on, every other toggle off, texts empty. */
export const SHARE_LINK_DEFAULTS: ShareLinkForm = {
  name: '',
  activityEmailUpdates: true,
  requireEmail: false,
  requireEmailMessage: '',
  requirePhoneNumber: false,
  requirePhoneNumberMessage: '',
  preventDownload: false,
  preventFeedback: false,
  preventPrinting: false,
  passwordProtect: false,
  password: '',
};

/** An existing individual link read back into the form (the password itself is never sent back). */
export const formFromLink = (link: ShareLink): ShareLinkForm => ({
  name: link.name,
  activityEmailUpdates: link.activityEmailUpdates,
  requireEmail: link.requireEmail,
  requireEmailMessage: link.requireEmailMessage,
  requirePhoneNumber: link.requirePhoneNumber,
  requirePhoneNumberMessage: link.requirePhoneNumberMessage,
  preventDownload: link.preventDownload,
  preventFeedback: link.preventFeedback,
  preventPrinting: link.preventPrinting,
  passwordProtect: false,
  password: '',
});

/** The settings body of an individual link: messages only with their switch, the password only when on. */
export function settingsFromForm(form: ShareLinkForm): ShareLinkSettings {
  const { password, passwordProtect, ...rest } = form;
  return {
    ...rest,
    requireEmailMessage: rest.requireEmail ? rest.requireEmailMessage.trim() : '',
    requirePhoneNumberMessage: rest.requirePhoneNumber ? rest.requirePhoneNumberMessage.trim() : '',
    isPublic: false,
    isIndexable: false,
    forwardTracking: false,
    ...(passwordProtect ? { passwordProtect: password } : {}),
  };
}

/** The publish dialog's settings (spec §3: the public link's first defaults). */
export type PublicSettings = Pick<
  ShareLink,
  | 'isIndexable'
  | 'submittedToGallery'
  | 'requireEmail'
  | 'requireEmailMessage'
  | 'requirePhoneNumber'
  | 'requirePhoneNumberMessage'
  | 'preventDownload'
  | 'preventFeedback'
  | 'preventPrinting'
>;

export const PUBLIC_DEFAULTS: PublicSettings = {
  isIndexable: true,
  submittedToGallery: true,
  requireEmail: false,
  requireEmailMessage: '',
  requirePhoneNumber: false,
  requirePhoneNumberMessage: '',
  preventDownload: false,
  preventFeedback: false,
  preventPrinting: false,
};

export const publicFromLink = (link: ShareLink): PublicSettings => ({
  isIndexable: link.isIndexable,
  submittedToGallery: link.submittedToGallery,
  requireEmail: link.requireEmail,
  requireEmailMessage: link.requireEmailMessage,
  requirePhoneNumber: link.requirePhoneNumber,
  requirePhoneNumberMessage: link.requirePhoneNumberMessage,
  preventDownload: link.preventDownload,
  preventFeedback: link.preventFeedback,
  preventPrinting: link.preventPrinting,
});
