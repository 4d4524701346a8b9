import { FEEDBACK_RATE_LIMIT, FORWARD_RATE_LIMIT, UNLOCK_RATE_LIMIT } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createSessionOpening } from '../modules/activity/activity.opening.ts';
import { activityRoutes } from '../modules/activity/activity.routes.ts';
import { createActivityService } from '../modules/activity/activity.service.ts';
import { feedbackRoutes } from '../modules/feedback/feedback.routes.ts';
import { createFeedbackService } from '../modules/feedback/feedback.service.ts';
import { forwardsRoutes } from '../modules/forwards/forwards.routes.ts';
import { createForwardsService } from '../modules/forwards/forwards.service.ts';
import { registerHotLeads } from '../modules/hot-leads/hot-leads.listeners.ts';
import { linkVerificationRoutes } from '../modules/link-verification/link-verification.routes.ts';
import { createLinkVerification } from '../modules/link-verification/link-verification.service.ts';
import { createVerifiedCookies } from '../modules/link-verification/verified-cookie.ts';
import { registerNotificationListeners } from '../modules/notifications/notifications.listeners.ts';
import type { NotificationsService } from '../modules/notifications/notifications.service.ts';
import { registerOwnerEmails } from '../modules/owner-emails/owner-emails.listeners.ts';
import type { ContentChanges } from '../modules/viewer/content-changes.ts';
import type { FileCapabilities } from '../modules/viewer/file-capabilities.ts';
import { stopEmailsRoutes } from '../modules/viewer/stop-emails.routes.ts';
import { createStopEmails } from '../modules/viewer/stop-emails.ts';
import { createViewerRepository } from '../modules/viewer/viewer.repository.ts';
import { viewerRoutes } from '../modules/viewer/viewer.routes.ts';
import { createViewerService } from '../modules/viewer/viewer.service.ts';
import { createWatermarks } from '../modules/watermarks/watermarks.service.ts';
import type { Clock } from '../platform/clock.ts';
import type { Events } from '../platform/events.ts';
import type { Outbox } from '../platform/mail/outbox.ts';
import type { RealtimeHub } from '../platform/realtime/hub.ts';
import type { Renditions } from '../platform/storage/renditions.routes.ts';
import type { BlobStore } from '../platform/storage/storage.ts';

type Deps = {
  config: Config;
  database: Database;
  clock: Clock;
  events: Events;
  outbox: Outbox;
  realtime: RealtimeHub;
  notifications: NotificationsService;
  store: BlobStore;
  renditions: Renditions;
  recipientFiles: FileCapabilities;
  contentChanges: ContentChanges;
};

/** What a recipient's browser calls (the link's content, activity, feedback, forwards) and what their visits notify. */
export async function registerRecipientRoutes(app: FastifyInstance, deps: Deps) {
  const { config, database, clock, events, outbox, recipientFiles: files } = deps;
  const db = database.db;
  const activity = createActivityService({ db, clock, events });
  registerNotificationListeners({
    db,
    events,
    notifications: deps.notifications,
    realtime: deps.realtime,
    publicUrl: config.publicUrl,
  });
  registerOwnerEmails({ db, events, outbox, publicUrl: config.publicUrl });
  registerHotLeads({ db, events, notifications: deps.notifications, outbox, publicUrl: config.publicUrl });
  const viewer = createViewerService({
    db,
    clock,
    activity,
    openSession: createSessionOpening({ db, clock, events }),
    files,
    changes: deps.contentChanges,
    verification: createLinkVerification({ db, clock, outbox, events, files }),
    watermarks: createWatermarks({
      db,
      clock,
      store: deps.store,
      renditions: deps.renditions,
      settings: config.watermark,
    }),
  });
  const verifiedCookies = createVerifiedCookies(
    (fresh) => createViewerRepository(db).signingKey(fresh),
    clock,
    { secure: config.cookieSecure },
  );
  await app.register(viewerRoutes, {
    viewer,
    store: deps.store,
    renditions: deps.renditions,
    unlockRateLimit: UNLOCK_RATE_LIMIT,
    verifiedCookies,
  });
  await app.register(linkVerificationRoutes, { viewer });
  await app.register(stopEmailsRoutes, { stopEmails: createStopEmails({ db, clock }) });
  await app.register(activityRoutes, { activity });
  await app.register(feedbackRoutes, {
    feedback: createFeedbackService({ db, clock, activity, events }),
    rateLimit: FEEDBACK_RATE_LIMIT,
  });
  const forwards = createForwardsService({
    db,
    clock,
    activity,
    events,
    outbox,
    publicUrl: config.publicUrl,
    files,
  });
  await app.register(forwardsRoutes, { forwards, rateLimit: FORWARD_RATE_LIMIT });
}
