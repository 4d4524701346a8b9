import { z } from 'zod';

/*
 * Data rights (issue 19 point 6): a zip of everything a user has in Folio, and the deletion of their account.
 */

/** How long a finished export can be downloaded; the zip is deleted after. */
export const DATA_EXPORT_HOURS = 24;
/** One export may be requested per this many minutes (and never while one is being prepared). */
export const DATA_EXPORT_INTERVAL_MINUTES = 60;

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DATA_RIGHTS_TEXTS = {
  exportRequested: 'We are preparing your data. We will e-mail you a download link when it is ready.',
  exportRunning: 'Your data is already being prepared. You will get an e-mail when it is ready.',
  exportTooSoon: (minutes: number) =>
    `You can request one export an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  exportReady: 'Your data is ready to download.',
  exportFailed: 'We could not prepare your data. Please try again.',
  downloadExpired: 'This download link has expired. Request a new export in Settings → Your data.',
  passwordRequired: 'Enter your password to confirm.',
  wrongPassword: 'The password is not correct.',
  emailRequired: 'Type your e-mail address to confirm.',
  wrongEmail: 'This is not the e-mail address of your account.',
  lastTeamAdmin: (team: string) =>
    `You are the only admin of the team ${team}, which has other members. Make another member an admin, or remove the members, before you delete your account.`,
  teamPayer: (team: string) =>
    `Your subscription pays for the team ${team}, which has other members. Remove the members before you delete your account.`,
  billingFailed:
    'We could not cancel your subscription with our payment provider, so nothing was deleted. Please try again in a moment.',
  deleted: 'Your account and everything in it have been deleted.',
} as const;

/** An export of the user's data as the settings show it; `download_url` only while it can be downloaded. */
export const dataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0-100; only rises while the zip is written. */
  percentage: z.number().int(),
  size_bytes: z.number().int().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Signed, bound to the user and short-lived: works with their session until `expires_at`. */
  download_url: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** GET /api/account/data-export: the latest export, and when the next may be requested (null: now). */
export const dataExportStateSchema = z.object({
  latest: dataExportSchema.nullable(),
  next_request_at: z.string().nullable(),
});
export type DataExportState = z.infer<typeof dataExportStateSchema>;

export const dataExportDownloadQuerySchema = z.object({
  expires: z.coerce.number().int().min(0).max(1e11),
  signature: z.string().max(100),
});

/**
 * POST /api/account/delete: the password confirms it; an account with no password (social sign-in only)
 * types its e-mail address instead.
 */
export const accountDeleteSchema = z.object({
  password: z.string().max(1024).optional(),
  email: z.string().max(320).optional(),
});
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

/** The export's progress, then its end, on the user's socket. */
export type DataExportMessage = {
  type: 'data_export.progress' | 'data_export.ready' | 'data_export.failed';
  id: number;
  percentage: number;
};
/** The user's sessions ended (the account was deleted): the socket closes after this message. */
export type SessionEndedMessage = { type: 'session.ended' };
