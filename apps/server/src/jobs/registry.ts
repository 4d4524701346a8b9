import type { Database } from '../db/client.ts';
import { passwordResetJob, sessionCleanupJob } from '../modules/accounts/accounts.jobs.ts';
import { convertAssetJob } from '../modules/assets/conversion.jobs.ts';
import type { Conversion } from '../modules/assets/conversion.ts';
import { trialEndsJob } from '../modules/billing/trial.jobs.ts';
import { ownerDigestJob } from '../modules/owner-emails/owner-emails.digest.ts';
import { purgeDeletedJob } from '../modules/presentations/presentations.jobs.ts';
import { shareLinkRemindersJob } from '../modules/reminders/reminders.jobs.ts';
import { sweepUploadsJob } from '../modules/uploads/uploads.jobs.ts';
import type { UploadsService } from '../modules/uploads/uploads.service.ts';
import type { FileCapabilities } from '../modules/viewer/file-capabilities.ts';
import type { Clock } from '../platform/clock.ts';
import { sendMailJob } from '../platform/mail/mail.jobs.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { Outbox } from '../platform/mail/outbox.ts';
import type { BlobStore } from '../platform/storage/storage.ts';

/** Every background job of the app; a web process only sends them, a worker also runs them. */
export function createJobs(deps: {
  mailer: Mailer;
  database: Database;
  store: BlobStore;
  clock: Clock;
  uploads: UploadsService;
  conversion: Conversion;
  publicUrl: string;
  files: FileCapabilities;
  /** Jobs that send e-mail queue it on the queue these jobs make, hence a getter. */
  outbox: () => Outbox;
}) {
  return {
    convertAsset: convertAssetJob(deps.conversion),
    sweepUploads: sweepUploadsJob(deps.uploads),
    sendMail: sendMailJob(deps.mailer),
    sessionCleanup: sessionCleanupJob(deps.database.db),
    passwordReset: passwordResetJob({
      db: deps.database.db,
      clock: deps.clock,
      publicUrl: deps.publicUrl,
      outbox: deps.outbox,
    }),
    trialEnds: trialEndsJob({ db: deps.database.db, clock: deps.clock }),
    purgeDeleted: purgeDeletedJob({ db: deps.database.db, store: deps.store, clock: deps.clock }),
    ownerDigest: ownerDigestJob({
      db: deps.database.db,
      clock: deps.clock,
      outbox: deps.outbox,
      publicUrl: deps.publicUrl,
    }),
    shareLinkReminders: shareLinkRemindersJob({
      db: deps.database.db,
      clock: deps.clock,
      publicUrl: deps.publicUrl,
      files: deps.files,
      outbox: deps.outbox,
    }),
  };
}
