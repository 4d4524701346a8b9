import { REMINDER_DEFAULT_DAYS, SHARE_EMAIL_TEXTS } from '@folio/shared';
import {
  LINK_SETTINGS_DEFAULTS,
  type LinkSettingsForm,
  linkSettingsFromLink,
} from '../sharing/link-settings.ts';
import type { SharedItem } from '../sharing/types.ts';
import type { RecipientLink, ShareEmailInput } from './types.ts';

/** One recipient row of page one; `key` keeps the row's identity while rows are removed. */
export type RecipientRow = { key: number; name: string; email: string };

/** Page one of the share with email dialog: the recipients and the link's settings. */
export type ShareEmailForm = LinkSettingsForm & {
  recipients: RecipientRow[];
  hasAutoReminder: boolean;
  daysUntilNextReminder: string;
  reminderInterval: string;
};

/** Page two: what the e-mail says. */
export type Compose = { title: string; subject: string; message: string };

let nextKey = 0;
export const newRecipient = (name = '', email = ''): RecipientRow => ({ key: ++nextKey, name, email });

/** Spec §3: the link's default settings, no reminder, reminder days '1' and interval '1'. */
export const emailFormDefaults = (): ShareEmailForm => ({
  recipients: [newRecipient()],
  ...LINK_SETTINGS_DEFAULTS,
  hasAutoReminder: false,
  daysUntilNextReminder: REMINDER_DEFAULT_DAYS,
  reminderInterval: REMINDER_DEFAULT_DAYS,
});

/** An e-mailed link read back (spec §3 'Existing individual link read back when editing'). */
export const emailFormFromLink = (link: RecipientLink): ShareEmailForm => ({
  recipients: [newRecipient(link.name, link.email ?? '')],
  ...linkSettingsFromLink(link),
  hasAutoReminder: link.hasAutoReminder,
  daysUntilNextReminder: String(link.daysUntilNextReminder ?? REMINDER_DEFAULT_DAYS),
  reminderInterval: String(link.reminderInterval ?? REMINDER_DEFAULT_DAYS),
});

/** What a document's file is called in the default message: its extension, named plainly. */
const FILE_TYPES: Record<string, string> = {
  pdf: 'PDF',
  doc: 'document',
  docx: 'document',
  odt: 'document',
  pages: 'document',
  ppt: 'presentation',
  pptx: 'presentation',
  odp: 'presentation',
  key: 'presentation',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  numbers: 'spreadsheet',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
  tif: 'image',
  tiff: 'image',
  svg: 'image',
};

export function fileTypeOf(filename: string | null | undefined): string | null {
  const dot = filename?.lastIndexOf('.') ?? -1;
  if (!filename || dot < 0) return null;
  return FILE_TYPES[filename.slice(dot + 1).toLowerCase()] ?? null;
}

/**
 * Spec §3: title and subject from the title, else 'No title' / 'No Subject'. The spec's "clean title"
 * is the title as people read it; our `clean_title` is its URL form, which no one wants as a subject.
 */
export function composeDefaults(item: SharedItem): Compose {
  const named = item.title.trim();
  return {
    title: named || SHARE_EMAIL_TEXTS.noTitle,
    subject: named || SHARE_EMAIL_TEXTS.noSubject,
    message:
      item.type === 'document'
        ? SHARE_EMAIL_TEXTS.documentMessage(fileTypeOf(item.filename))
        : SHARE_EMAIL_TEXTS.presentationMessage,
  };
}

export const composeFromLink = (link: RecipientLink, item: SharedItem): Compose => {
  const defaults = composeDefaults(item);
  return {
    title: link.title || defaults.title,
    subject: link.subject || defaults.subject,
    message: link.message || defaults.message,
  };
};

/** Which optional switches this item offers (spec §2). */
export type Offered = { feedback: boolean; printing: boolean; reminders: boolean };

/** Spec §3: the payload, with the conditional fields only when on or non-empty; e-mails lower-cased. */
export function payloadOf(form: ShareEmailForm, compose: Compose, offered: Offered): ShareEmailInput {
  const reminders = offered.reminders && form.hasAutoReminder;
  const emailMessage = form.requireEmail ? form.requireEmailMessage.trim() : '';
  const phoneMessage = form.requirePhoneNumber ? form.requirePhoneNumberMessage.trim() : '';
  return {
    recipients: form.recipients.map((r) => ({ name: r.name.trim(), email: r.email.trim().toLowerCase() })),
    prevent_download: form.preventDownload,
    require_email: form.requireEmail,
    forward_tracking: false,
    title: compose.title,
    subject: compose.subject.trim(),
    message: compose.message.trim(),
    activity_email_updates: form.activityEmailUpdates,
    prevent_feedback: offered.feedback && form.preventFeedback,
    has_auto_reminder: reminders,
    prevent_printing: offered.printing && form.preventPrinting,
    ...(reminders && {
      days_until_next_reminder: Number(form.daysUntilNextReminder),
      reminder_interval: Number(form.reminderInterval),
    }),
    ...(form.requirePhoneNumber && { require_phone_number: true }),
    ...(phoneMessage && { require_phone_number_message: phoneMessage }),
    ...(emailMessage && { require_email_message: emailMessage }),
    ...(form.passwordProtect && { password_protect: form.password }),
  };
}
