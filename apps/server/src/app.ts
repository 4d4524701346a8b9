import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { createBackgroundWork } from './composition/background-work.ts';
import { registerIntegrations } from './composition/integrations.ts';
import { registerRecipientRoutes } from './composition/recipient-routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { brandingRoutes } from './modules/accounts/branding.routes.ts';
import { createBrandingService } from './modules/accounts/branding.service.ts';
import { emailVerificationRoutes } from './modules/accounts/email-verification.routes.ts';
import { announcementsRoutes } from './modules/announcements/announcements.routes.ts';
import { createAssetFiles } from './modules/assets/asset-files.ts';
import { assetsRoutes } from './modules/assets/assets.routes.ts';
import { createAssetsService } from './modules/assets/assets.service.ts';
import { createConversion } from './modules/assets/conversion.ts';
import { createLinkPreviewer, type LinkPreviewer } from './modules/assets/link-preview.ts';
import { createBilling } from './modules/billing/billing.module.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { dfyRoutes } from './modules/billing/dfy.routes.ts';
import { invoicesRoutes } from './modules/billing/invoices.routes.ts';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes.ts';
import { clipboardRoutes } from './modules/clipboard/clipboard.routes.ts';
import { createClipboardService } from './modules/clipboard/clipboard.service.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { createContactsService } from './modules/contacts/contacts.service.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { featureFlagsRoutes } from './modules/feature-flags/feature-flags.routes.ts';
import { foldersRoutes } from './modules/folders/folders.routes.ts';
import { createFoldersService } from './modules/folders/folders.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createFileImporter } from './modules/imports/file-importer.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { createImportsService } from './modules/imports/imports.service.ts';
import { registerInsightsLive } from './modules/insights/insights.live.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { createInsightsService } from './modules/insights/insights.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { createOnboardingService } from './modules/onboarding/onboarding.service.ts';
import { presentationsRoutes } from './modules/presentations/presentations.routes.ts';
import { createPresentationsService } from './modules/presentations/presentations.service.ts';
import { registerReferralListeners } from './modules/referrals/referrals.listeners.ts';
import { referralsRoutes } from './modules/referrals/referrals.routes.ts';
import { createReferralsService } from './modules/referrals/referrals.service.ts';
import { createRecipientSuggestions } from './modules/share-email/recipient-suggestions.ts';
import { createShareMails } from './modules/share-email/share-email.mails.ts';
import { shareEmailRoutes } from './modules/share-email/share-email.routes.ts';
import { createShareEmailService } from './modules/share-email/share-email.service.ts';
import { shareLinksRoutes } from './modules/share-links/share-links.routes.ts';
import { createShareLinksService } from './modules/share-links/share-links.service.ts';
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
}: AppDeps) {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // One load balancer: the client is the address it appended, never one the client wrote before it
    // (`true` would take the leftmost X-Forwarded-For entry, so any client could pick its rate-limit key).
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: 1_048_576,
    // Recipients' file tokens (/api/client/files/{token}) run past the default 100 characters.
    routerOptions: { maxParamLength: 300 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

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
  const conversion = createConversion({
    db: database.db,
    store: blobStore,
    realtime,
    clock,
    fileUrl,
    conversionTimeoutMs: config.conversionTimeoutMs,
    onAssetChanged: contentChanges.changed,
  });
  const billing = createBilling({
    settings: config.stripe,
    db: database.db,
    clock,
    events,
    queue: () => queue,
    publicUrl: config.publicUrl,
  });
  const billingJobs = billing ? [billing.stripeEvents.job, billing.referralCredits.job] : [];
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
    jobs: billingJobs,
  });
  app.addHook('onClose', () => queue.stop());

  const accounts = createAccountsService({
    queuePasswordReset: (request) => queue.send(jobs.passwordReset, request),
    db: database.db,
    events,
    clock,
    config,
    outbox,
    fileUrl,
  });
  const cookieOptions = { name: config.cookieName, domain: config.cookieDomain, secure: config.cookieSecure };

  await registerHttpPlugins(app, config, blobStore);
  const auth = registerAuth(app, accounts.sessions, cookieOptions, config.publicUrl);
  registerContentChanges(app, contentChanges);

  await app.register(healthRoutes, { database });
  await app.register(featureFlagsRoutes, { config });
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
  const presentations = createPresentationsService({
    db: database.db,
    clock,
    store: blobStore,
    events,
    fileUrl,
  });
  const assets = createAssetsService({
    db: database.db,
    preview: linkPreview,
    files: (repo) =>
      createAssetFiles({
        db: database.db,
        repo,
        uploads,
        store: blobStore,
        queue,
        convertJob: jobs.convertAsset,
      }),
  });
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
  await app.register(presentationsRoutes, {
    presentations,
    store: blobStore,
    fileUrl,
    publicUrl: config.publicUrl,
  });
  await app.register(assetsRoutes, { assets, presentations, fileUrl });
  await app.register(shareLinksRoutes, {
    shareLinks: createShareLinksService({ db: database.db, clock, presentations, flags: config.flags }),
    publicUrl: config.publicUrl,
    fileUrl,
  });
  await app.register(shareEmailRoutes, {
    shareEmail: createShareEmailService({
      db: database.db,
      clock,
      presentations,
      flags: config.flags,
      realtime,
      events,
      mails: createShareMails(outbox, { publicUrl: config.publicUrl, files: recipientFiles, clock }),
    }),
    suggest: createRecipientSuggestions({ db: database.db, fileUrl }),
    publicUrl: config.publicUrl,
    fileUrl,
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
  await app.register(documentsRoutes, {
    documents: createDocumentsService({ db: database.db, assets }),
    fileUrl,
  });
  await app.register(clipboardRoutes, {
    clipboard: createClipboardService({ db: database.db, presentations }),
    fileUrl,
  });
  await app.register(foldersRoutes, { folders: createFoldersService({ db: database.db, clock }) });
  await app.register(contactsRoutes, { contacts: createContactsService({ db: database.db, clock }) });
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
  await app.register(insightsRoutes, {
    insights: createInsightsService({ db: database.db, clock, fileUrl }),
  });
  await registerTeamDashboard(app, { db: database.db, clock });
  await registerIntegrations(app, { ...integrations, outbox, queue, accounts, auth, importer });
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
  await registerSpa(app, webDist, createLinkCards({ db: database.db, files: recipientFiles }));
  return app;
}
