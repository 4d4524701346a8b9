import type { Database } from '../db/client.ts';
import { sessionCleanupJob } from '../modules/accounts/accounts.jobs.ts';
import { purgeDeletedJob } from '../modules/presentations/presentations.jobs.ts';
import type { Clock } from '../platform/clock.ts';
import { sendMailJob } from '../platform/mail/mail.jobs.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { RealtimeHub } from '../platform/realtime/hub.ts';
import type { BlobStore } from '../platform/storage/storage.ts';

/** Every background job of the app; a web process only sends them, a worker also runs them. */
export function createJobs(deps: {
  mailer: Mailer;
  database: Database;
  store: BlobStore;
  clock: Clock;
  realtime: RealtimeHub;
}) {
  return {
    sendMail: sendMailJob(deps.mailer),
    sessionCleanup: sessionCleanupJob(deps.database.db),
    purgeDeleted: purgeDeletedJob({ db: deps.database.db, store: deps.store, clock: deps.clock }),
  };
}
