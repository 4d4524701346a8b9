import type { ShareLink } from './types.ts';

/** What any link asks of its viewers and keeps from them, the public link included. */
export type ViewerSettings = {
  requireEmail: boolean;
  requireEmailMessage: string;
  requirePhoneNumber: boolean;
  requirePhoneNumberMessage: string;
  preventDownload: boolean;
  preventFeedback: boolean;
  preventPrinting: boolean;
};

/** Spec §3: every switch off, texts empty. */
export const VIEWER_SETTINGS_DEFAULTS: ViewerSettings = {
  requireEmail: false,
  requireEmailMessage: '',
  requirePhoneNumber: false,
  requirePhoneNumberMessage: '',
  preventDownload: false,
  preventFeedback: false,
  preventPrinting: false,
};

export const viewerSettingsFromLink = (link: ShareLink): ViewerSettings => ({
  requireEmail: link.requireEmail,
  requireEmailMessage: link.requireEmailMessage,
  requirePhoneNumber: link.requirePhoneNumber,
  requirePhoneNumberMessage: link.requirePhoneNumberMessage,
  preventDownload: link.preventDownload,
  preventFeedback: link.preventFeedback,
  preventPrinting: link.preventPrinting,
});

/** The settings every individual link's form holds, whether the link is e-mailed or not. */
export type LinkSettingsForm = ViewerSettings & {
  activityEmailUpdates: boolean;
  passwordProtect: boolean;
  password: string;
};

/** The switches of an individual link's form. */
export type LinkSettingsToggle = {
  [K in keyof LinkSettingsForm]: LinkSettingsForm[K] extends boolean ? K : never;
}[keyof LinkSettingsForm];

/** Spec §3: activity updates on, every other switch off, texts empty. */
export const LINK_SETTINGS_DEFAULTS: LinkSettingsForm = {
  activityEmailUpdates: true,
  ...VIEWER_SETTINGS_DEFAULTS,
  passwordProtect: false,
  password: '',
};

/** An existing link's settings read back (spec §3); the password itself is never sent back. */
export const linkSettingsFromLink = (link: ShareLink): LinkSettingsForm => ({
  activityEmailUpdates: link.activityEmailUpdates,
  ...viewerSettingsFromLink(link),
  passwordProtect: link.passwordProtect,
  password: '',
});
