import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type JobDefinition, startQueue } from '../jobs/queue.ts';
import { createJobs } from '../jobs/registry.ts';
import type { Conversion } from '../modules/assets/conversion.ts';
import { createNotificationJobs } from '../modules/notifications/notifications.jobs.ts';
import { createNotificationsService } from '../modules/notifications/notifications.service.ts';
import type { UploadsService } from '../modules/uploads/uploads.service.ts';
import type { FileCapabilities } from '../modules/viewer/file-capabilities.ts';
import { registerWebPushListeners } from '../modules/web-push/web-push.listeners.ts';
import { createWebPushService } from '../modules/web-push/web-push.service.ts';
import type { Clock } from '../platform/clock.ts';
import type { Events } from '../platform/events.ts';
import { createMailer, type Mailer } from '../platform/mail/mailer.ts';
import { createOutbox } from '../platform/mail/outbox.ts';
import type { RealtimeHub } from '../platform/realtime/hub.ts';
import type { BlobStore } from '../platform/storage/storage.ts';
import { vapidSubject } from '../platform/web-push.ts';
import { prepareIntegrations } from './integrations.ts';

type Deps = {
  config: Config;
  database: Database;
  clock: Clock;
  events: Events;
  mailer?: Mailer;
  store: BlobStore;
  realtime: RealtimeHub;
  uploads: UploadsService;
  conversion: Conversion;
  recipientFiles: FileCapabilities;
  allowLoopbackFetch: boolean;
  log: FastifyBaseLogger;
  /** Jobs of modules made before the queue (billing's webhook events). */
  jobs?: JobDefinition[];
};

/** The job queue with every job, the mail outbox and the notifications that push through the queue. */
export async function createBackgroundWork(deps: Deps) {
  const { config, database, clock, realtime, events, log } = deps;
  const webPush = createWebPushService({
    db: database.db,
    subject: vapidSubject(config.publicUrl, config.mailFrom),
    allowLoopback: deps.allowLoopbackFetch,
  });
  // Made on the first start and kept in the database: browsers subscribe with this key.
  await webPush.vapidKeys();
  const notifications = createNotificationsService({ db: database.db, clock, realtime, events });
  const notificationJobs = createNotificationJobs({
    db: database.db,
    clock,
    webPush,
    notifications: () => notifications,
    publicUrl: config.publicUrl,
  });
  const mailDir = path.join(config.dataDir, 'mail');
  const jobs = createJobs({
    uploads: deps.uploads,
    conversion: deps.conversion,
    mailer: deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir }),
    database,
    store: deps.store,
    clock,
    publicUrl: config.publicUrl,
    files: deps.recipientFiles,
    outbox: () => outbox,
  });
  const integrations = prepareIntegrations({
    config,
    database,
    clock,
    events,
    allowLoopbackFetch: deps.allowLoopbackFetch,
    log,
    queue: () => queue,
    outbox: () => outbox,
  });
  const all = [
    ...Object.values(jobs),
    ...Object.values(notificationJobs),
    ...integrations.jobs,
    ...(deps.jobs ?? []),
  ];
  const queue = await startQueue(database, all, {
    work: config.roles.worker,
    onError: (error) => log.error({ err: error }, 'job queue error'),
  });
  const outbox = createOutbox(queue, jobs.sendMail, events, (to, template) =>
    log.warn({ to, template }, 'e-mail not sent: the address is not valid'),
  );
  registerWebPushListeners({ events, queue, job: notificationJobs.webPush, webPush });
  return { webPush, notifications, jobs, queue, outbox, mailDir, integrations };
}
