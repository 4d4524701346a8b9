import { z } from 'zod';
import { FILE_EXTENSIONS } from './file-rules.ts';
import {
  SHARE_LINK_MESSAGE_MAX,
  SHARE_LINK_NAME_MAX,
  SHARE_LINK_PASSWORD_MAX,
  SHARE_LINK_TEXTS,
} from './share-links.ts';
import { emailField, idSchema, textSchema } from './validation.ts';
import { VALIDATION } from './validation-texts.ts';

/** Share with email: limits, defaults and texts (spec §3, §5, §8, §9). */
export const SHARE_EMAIL_MAX_RECIPIENTS = 50;
export const SHARE_EMAIL_SUBJECT_MAX = 200;
export const SHARE_EMAIL_BODY_MAX = 5000;
/** Reminders are never sent later than this many days after the share. */
export const REMINDER_WINDOW_DAYS = 30;
export const REMINDER_DEFAULT_DAYS = '1';
export const AUTOCOMPLETE_MAX = 5;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const SHARE_VALIDATION_TOAST_MS = 4000;

export const SHARE_EMAIL_TEXTS = {
  subjectRequired: 'The subject of the email is required',
  messageRequired: 'Message field is required!',
  passwordRequired: 'Please enter a password',
  firstReminderRequired: 'Please enter a number for days before sending first reminder',
  intervalRequired: 'Please enter a number of days between reminders',
  remindersTooltip: 'Reminders will be sent for up to 30 days.',
  presentationSent: 'Your presentation was successfully sent',
  fileSent: 'File sent! Let them know to expect an email from Folio!',
  fileFailed: 'Something went wrong sending your file',
  noRecipients: 'This presentation has not been shared with any recipients yet',
  archived: (recipient: string) => `${recipient} moved to Archive`,
  unarchived: (recipient: string) => `${recipient} removed from Archive`,
  notEmailed: 'This link was not sent by e-mail.',
  linkDisabled: 'This link is unpublished. Restore it before sending it again.',
  remindersUnavailable: 'Automatic reminders are not available.',
  remindersOnlyPresentations: 'Automatic reminders can only be sent for presentations.',
  noTitle: 'No title',
  noSubject: 'No Subject',
  presentationMessage: "I've created a presentation for you. You can access it using the link below.",
  documentMessage: (fileType: string | null) =>
    `I've shared ${fileType ? `a ${fileType}` : 'a file'} with you. You can access it using the link below.`,
} as const;

/** What a document's file is called in its e-mail and default message ('PDF', 'presentation'…), null when unknown. */
export function documentFileType(filename: string | null | undefined): string | null {
  const ext = filename?.includes('.') ? filename.slice(filename.lastIndexOf('.') + 1).toLowerCase() : '';
  if (ext === 'pdf') return 'PDF';
  for (const [kind, list] of Object.entries(FILE_EXTENSIONS))
    if (kind !== 'pdf' && (list as readonly string[]).includes(ext)) return kind;
  return null;
}

const recipientSchema = z.object({
  name: textSchema({ max: SHARE_LINK_NAME_MAX, tooLong: SHARE_LINK_TEXTS.nameTooLong })
    .min(1, VALIDATION.nameRequired)
    .refine((v) => !v.includes('@'), VALIDATION.nameNoAt),
  email: emailField({ required: VALIDATION.emailRequired, invalid: VALIDATION.invalidEmail }),
});
export type Recipient = z.input<typeof recipientSchema>;

const reminderDays = z.coerce.number().int().min(1).max(REMINDER_WINDOW_DAYS);
const optionalMessage = z.string().trim().max(SHARE_LINK_MESSAGE_MAX, SHARE_LINK_TEXTS.messageTooLong);

/** POST presentations/{id}/share-email: the payload of spec §3 (snake_case). */
export const shareEmailSchema = z
  .object({
    recipients: z.array(recipientSchema).min(1).max(SHARE_EMAIL_MAX_RECIPIENTS),
    title: z.string().trim().max(SHARE_EMAIL_SUBJECT_MAX).default(''),
    subject: textSchema({ max: SHARE_EMAIL_SUBJECT_MAX }).min(1, SHARE_EMAIL_TEXTS.subjectRequired),
    message: z.string().trim().min(1, SHARE_EMAIL_TEXTS.messageRequired).max(SHARE_EMAIL_BODY_MAX),
    activity_email_updates: z.boolean().default(true),
    require_email: z.boolean().default(false),
    require_email_message: optionalMessage.optional(),
    require_phone_number: z.boolean().optional(),
    require_phone_number_message: optionalMessage.optional(),
    /** Always false from the dialog (spec §3); forwarding makes its own links. */
    forward_tracking: z.boolean().default(false),
    prevent_download: z.boolean().default(false),
    prevent_feedback: z.boolean().default(false),
    prevent_printing: z.boolean().default(false),
    /** The password, only when protection is on. */
    password_protect: z
      .string()
      .min(1, SHARE_EMAIL_TEXTS.passwordRequired)
      .max(SHARE_LINK_PASSWORD_MAX)
      .optional(),
    has_auto_reminder: z.boolean().default(false),
    days_until_next_reminder: reminderDays.optional(),
    reminder_interval: reminderDays.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.password_protect !== undefined && !value.password_protect.trim())
      ctx.addIssue({
        code: 'custom',
        path: ['password_protect'],
        message: SHARE_EMAIL_TEXTS.passwordRequired,
      });
    if (!value.has_auto_reminder) return;
    if (value.days_until_next_reminder === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['days_until_next_reminder'],
        message: SHARE_EMAIL_TEXTS.firstReminderRequired,
      });
    if (value.reminder_interval === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['reminder_interval'],
        message: SHARE_EMAIL_TEXTS.intervalRequired,
      });
  });
export type ShareEmailInput = z.input<typeof shareEmailSchema>;
export type ShareEmail = z.output<typeof shareEmailSchema>;

/** POST presentations/{id}/message: a note to the chosen recipients (all e-mailed ones when left out). */
export const recipientsMessageSchema = z
  .object({
    message: z.string().trim().min(1, SHARE_EMAIL_TEXTS.messageRequired).max(SHARE_EMAIL_BODY_MAX),
    share_links: z.array(idSchema).min(1).max(500).optional(),
  })
  .strict();

/** One autocomplete suggestion (spec §3 "Others"). */
export const recipientSuggestionSchema = z.object({
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
});
export type RecipientSuggestion = z.infer<typeof recipientSuggestionSchema>;

export const recipientSuggestionsQuerySchema = z.object({ name: z.string().trim().max(100).default('') });

/** POST client/presentations/{hash}/forward: whom the recipient forwards to. */
export const forwardSchema = z
  .object({
    name: recipientSchema.shape.name,
    email: recipientSchema.shape.email,
    message: z.string().trim().max(SHARE_LINK_MESSAGE_MAX, SHARE_LINK_TEXTS.messageTooLong).default(''),
  })
  .strict();
export type ForwardInput = z.input<typeof forwardSchema>;
