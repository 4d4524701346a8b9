import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { prepareAi } from './composition/ai.ts';
import { createAssetProcessing } from './composition/asset-processing.ts';
import { createBackgroundWork } from './composition/background-work.ts';
import { registerContentRoutes } from './composition/content-routes.ts';
import { registerInsights } from './composition/insights.ts';
import { registerIntegrations } from './composition/integrations.ts';
import { registerRecipientRoutes } from './composition/recipient-routes.ts';
import { registerShutdown } from './composition/shutdown.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { brandingRoutes } from './modules/accounts/branding.routes.ts';
import { createBrandingService } from './modules/accounts/branding.service.ts';
import { emailVerificationRoutes } from './modules/accounts/email-verification.routes.ts';
import { openSessionCache } from './modules/accounts/session-cache.ts';
import { announcementsRoutes } from './modules/announcements/announcements.routes.ts';
import { createLinkPreviewer, type LinkPreviewer } from './modules/assets/link-preview.ts';
import { createBilling } from './modules/billing/billing.module.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { dfyRoutes } from './modules/billing/dfy.routes.ts';
import { invoicesRoutes } from './modules/billing/invoices.routes.ts';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes.ts';
import { prepareDataRights } from './modules/data-rights/data-rights.module.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createFileImporter } from './modules/imports/file-importer.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { createImportsService } from './modules/imports/imports.service.ts';
import { registerInsightsLive } from './modules/insights/insights.live.ts';
import { mapsRoutes } from './modules/maps/maps.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { createOnboardingService } from './modules/onboarding/onboarding.service.ts';
import { registerReferralListeners } from './modules/referrals/referrals.listeners.ts';
import { referralsRoutes } from './modules/referrals/referrals.routes.ts';
import { createReferralsService } from './modules/referrals/referrals.service.ts';
import { registerTeamDashboard } from './modules/team-dashboard/team-dashboard.routes.ts';
import { registerTeamBranding } from './modules/teams/team-branding.routes.ts';
import { registerTeams } from './modules/teams/teams.module.ts';
import { unsplashRoutes } from './modules/unsplash/unsplash.routes.ts';
import { createUnsplashService } from './modules/unsplash/unsplash.service.ts';
import { createFileAccess } from './modules/uploads/file-access.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { createContentChanges, registerContentChanges } from './modules/viewer/content-changes.ts';
import { createFileCapabilities } from './modules/viewer/file-capabilities.ts';
import { createLinkCards } from './modules/viewer/link-card.ts';
import { createViewerRepository } from './modules/viewer/viewer.repository.ts';
import { webPushRoutes } from './modules/web-push/web-push.routes.ts';
import { registerAuth } from './platform/auth.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { createEvents } from './platform/events.ts';
import { registerHttpPlugins } from './platform/http-plugins.ts';
import { devMailRoutes } from './platform/mail/dev-mail.routes.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { startOutboxRelay } from './platform/outbox/relay.ts';
import { sharedRateLimitStore } from './platform/rate-limit-store.ts';
import { createRealtimeHub } from './platform/realtime/hub.ts';
import { realtimeRoutes } from './platform/realtime/realtime.routes.ts';
import { registerSpa } from './platform/spa.ts';
import { fileRoutes } from './platform/storage/files.routes.ts';
import { createLocalStore, isLocalStore } from './platform/storage/local-store.ts';
import { createRenditions, renditionRoutes } from './platform/storage/renditions.routes.ts';
import { createS3Store } from './platform/storage/s3-store.ts';
import type { BlobStore } from './platform/storage/storage.ts';
import { validatorCompiler } from './platform/validation.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  store?: BlobStore;
  /** Link previews fetch pages; tests point them at a local server. */
  linkPreview?: LinkPreviewer;
  /** Imports and image search fetch from local stand-ins of the providers in tests; production never sets this. */
  allowLoopbackFetch?: boolean;
  /** The built SPA to serve; default apps/web/dist. */
  webDist?: string;
  /**
   * How long a plugin may take to start; default Fastify's 10 s. Tests build several apps in one process
   * at once, and one's PGlite opening blocks the event loop while another's plugins are starting.
   */
  pluginTimeout?: number;
};

/** Built SPA: apps/web/dist, the same relative path from src/ and from the bundled dist/. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The composition root: every dependency is made or passed in here; tests call it with their own. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  mailer,
  store,
  webDist = defaultWebDist,
  linkPreview = createLinkPreviewer(),
  allowLoopbackFetch = false,
  pluginTimeout,
}: AppDeps) {
  const app = Fastify({
    pluginTimeout,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // One line per answered request instead, without static files' noise (platform/request-metrics.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // One load balancer: the client is the address it appended, never one the client wrote before it
    // (`true` would take the leftmost X-Forwarded-For entry, so any client could pick its rate-limit key).
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: 1_048_576,
    // Recipients' file tokens (/api/client/files/{token}) run past the default 100 characters.
    routerOptions: { maxParamLength: 300 },
    // Closing, requests on open connections are still served (and told to close): the balancer has moved on.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const shutdown = registerShutdown(app, config.shutdown);

  const blobStore =
    store ??
    (config.s3
      ? createS3Store(config.s3)
      : await createLocalStore(path.join(config.dataDir, 'files'), { clock }));
  const realtime = await createRealtimeHub({ database, log: app.log });
  app.addHook('onClose', () => realtime.close());
  app.decorate('realtime', realtime);
  const contentChanges = await createContentChanges({ database, log: app.log });
  app.addHook('onClose', () => contentChanges.close());
  const events = createEvents((error, name) =>
    app.log.error({ err: error, event: name }, 'event listener failed'),
  );
  app.addHook('onClose', () => events.settled());
  const fileUrl = (key: string) => `${config.publicUrl}/api/files/${key}`;
  /** Recipients' file URLs: each bound to its link, never a storage key. */
  const recipientFiles = createFileCapabilities(
    (fresh) => createViewerRepository(database.db).signingKey(fresh),
    clock,
    config.publicUrl,
  );
  const renditions = createRenditions(blobStore);
  const uploads = createUploadsService({ db: database.db, store: blobStore, clock, flags: config.flags });
  const ai = prepareAi({ config, database, clock, realtime, allowLoopbackFetch, log: app.log });
  const { conversion, summarizer, ...processing } = createAssetProcessing({
    ...{ config, database, store: blobStore, realtime, clock, fileUrl, ai: ai.client },
    ...{ queue: () => queue, onAssetChanged: contentChanges.changed, allowLoopbackFetch },
  });
  const billing = createBilling({
    settings: config.stripe,
    db: database.db,
    clock,
    events,
    queue: () => queue,
    publicUrl: config.publicUrl,
  });
  const dataRights = prepareDataRights({
    ...{ config, db: database.db, clock, store: blobStore, events, realtime, billing },
    ...{ queue: () => queue, outbox: () => outbox },
  });
  const { webPush, notifications, jobs, queue, outbox, mailDir, integrations } = await createBackgroundWork({
    config,
    database,
    clock,
    events,
    mailer,
    store: blobStore,
    realtime,
    uploads,
    conversion,
    recipientFiles,
    allowLoopbackFetch,
    log: app.log,
    jobs: [
      ...(billing ? [billing.stripeEvents.job, billing.referralCredits.job] : []),
      ...ai.jobs,
      ...processing.jobs,
      ...dataRights.jobs,
    ],
  });
  app.addHook('onClose', () => queue.stop(shutdown.msLeft()));

  const sessionCache = await openSessionCache(database);
  app.addHook('onClose', () => sessionCache.close());
  const accounts = createAccountsService({
    queuePasswordReset: (request) => queue.send(jobs.passwordReset, request),
    sessionCache,
    db: database.db,
    events,
    clock,
    config,
    outbox,
    fileUrl,
  });
  const cookieOptions = { name: config.cookieName, domain: config.cookieDomain, secure: config.cookieSecure };

  await registerHttpPlugins(app, config, blobStore, sharedRateLimitStore(database, clock, app.log));
  const auth = registerAuth(app, accounts.sessions, cookieOptions, config.publicUrl);
  registerContentChanges(app, contentChanges);

  await app.register(healthRoutes, {
    ...{ database, store: blobStore, realtime, shutdown, metricsToken: config.metricsToken },
  });
  await app.register(accountsRoutes, {
    accounts,
    store: blobStore,
    cookie: cookieOptions,
    authRateLimit: config.authRateLimit,
  });
  await app.register(emailVerificationRoutes, { accounts });
  await app.register(brandingRoutes, {
    branding: createBrandingService({ db: database.db, clock, fileUrl }),
    accounts,
  });
  await app.register(onboardingRoutes, {
    onboarding: createOnboardingService(database.db),
    accounts,
    db: database.db,
  });
  await app.register(announcementsRoutes, { db: database.db });
  await dataRights.register(app);
  await app.register(uploadsRoutes, { uploads, local: isLocalStore(blobStore) ? blobStore : null, clock });
  const importer = createFileImporter({
    uploads,
    clock,
    flags: config.flags,
    allowLoopback: allowLoopbackFetch,
  });
  const unsplash = createUnsplashService({
    settings: config.imports.unsplash,
    importer,
    allowLoopback: allowLoopbackFetch,
  });
  await app.register(importsRoutes, {
    imports: createImportsService({ importer, providers: config.imports, allowLoopback: allowLoopbackFetch }),
    unsplashConfigured: unsplash.configured,
  });
  await app.register(unsplashRoutes, { unsplash });
  await app.register(mapsRoutes, { settings: config.maps, allowLoopback: allowLoopbackFetch });
  await registerContentRoutes(app, {
    ...{
      config,
      database,
      clock,
      events,
      outbox,
      realtime,
      store: blobStore,
      uploads,
      queue,
      ai,
      summarizer,
    },
    ...{
      convertJob: jobs.convertAsset,
      linkPreview,
      recipientFiles,
      fileUrl,
      thumbnails: processing.thumbnails,
    },
  });
  await registerRecipientRoutes(app, {
    config,
    database,
    clock,
    events,
    outbox,
    realtime,
    notifications,
    store: blobStore,
    renditions,
    recipientFiles,
    contentChanges,
  });
  await registerTeamBranding(app, { db: database.db, clock, store: blobStore, fileUrl, contentChanges });
  await app.register(notificationsRoutes, { notifications });
  await app.register(webPushRoutes, { webPush });
  await app.register(billingRoutes, { billing });
  await app.register(invoicesRoutes, { billing });
  await app.register(stripeWebhookRoutes, { billing, clock });
  await app.register(dfyRoutes, { billing });
  await registerTeams(app, {
    db: database.db,
    clock,
    events,
    outbox,
    billing,
    accounts,
    flags: config.flags,
    publicUrl: config.publicUrl,
    fileUrl,
  });
  const referrals = createReferralsService({
    db: database.db,
    publicUrl: config.publicUrl,
    paymentsConfigured: billing !== null,
    enabled: config.flags.referral,
  });
  registerReferralListeners({ events, referrals });
  await app.register(referralsRoutes, { referrals });
  await registerInsights(app, {
    ...{ database, clock, events, outbox, ai: ai.client, recipientFiles, fileUrl },
    publicUrl: config.publicUrl,
  });
  await registerTeamDashboard(app, { db: database.db, clock });
  await registerIntegrations(app, { ...integrations, outbox, queue, accounts, sessionCache, auth, importer });
  const insightsLive = registerInsightsLive({ events, realtime });
  app.addHook('onClose', async () => insightsLive.close());
  // Every listener is registered: recorded events (this run's and those a crash left) can be delivered.
  const relay = startOutboxRelay({ database, events, log: app.log });
  app.addHook('onClose', () => relay.stop());
  await relay.start();
  const mayRead = createFileAccess(database.db);
  await app.register(fileRoutes, { store: blobStore, mayRead });
  await app.register(renditionRoutes, { store: blobStore, renditions, mayRead });
  await app.register(realtimeRoutes, { hub: realtime, db: database.db, clock, publicUrl: config.publicUrl });
  if (!config.isProduction && !config.smtpUrl) await app.register(devMailRoutes, { mailDir });
  await registerSpa(app, webDist, createLinkCards({ db: database.db, files: recipientFiles, clock }));
  return app;
}
