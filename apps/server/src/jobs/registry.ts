import type { Database } from '../db/client.ts';
import { sessionCleanupJob } from '../modules/accounts/accounts.jobs.ts';
import { sendMailJob } from '../platform/mail/mail.jobs.ts';
import type { Mailer } from '../platform/mail/mailer.ts';

/** Every background job of the app; a web process only sends them, a worker also runs them. */
export function createJobs({ mailer, database }: { mailer: Mailer; database: Database }) {
  return { sendMail: sendMailJob(mailer), sessionCleanup: sessionCleanupJob(database.db) };
}
