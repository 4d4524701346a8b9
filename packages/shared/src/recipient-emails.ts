import { z } from 'zod';

/**
 * A recipient's way out of the e-mails about one presentation (`POST client/presentations/{id}/disable`):
 * the footer link of every e-mail sent to their own link, and the page it opens.
 */
export const RECIPIENT_EMAILS_TEXTS = {
  stopLink: 'Stop reminders for this presentation',
  pageTitle: 'Stop reminders for this presentation',
  explain:
    'You will get no more reminders, update notices or messages about this presentation by e-mail. ' +
    'Your link keeps working.',
  confirm: 'Stop reminders',
  stopped: (title: string) =>
    `Done. You will get no more reminders or follow-up e-mails about “${title}”. Your link keeps working.`,
  notFound: 'This link is no longer available.',
} as const;

/** The path of the page that stops a recipient's e-mails; the hash is their link's. */
export const stopEmailsPath = (hash: string) => `/c/stop/${hash}`;

export const stopEmailsResponseSchema = z.object({
  /** The presentation's title, for the confirmation. */
  title: z.string(),
  /** When the recipient first stopped the e-mails; the same on every later call. */
  emails_stopped_at: z.string(),
});
export type StopEmailsResponse = z.infer<typeof stopEmailsResponseSchema>;
