import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { FEEDBACK_RATE_LIMIT, MESSAGES, UNLOCK_RATE_LIMIT } from '@folio/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { startQueue } from './jobs/queue.ts';
import { createJobs } from './jobs/registry.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { createActivityService } from './modules/activity/activity.service.ts';
import { announcementsRoutes } from './modules/announcements/announcements.routes.ts';
import { createAssetFiles } from './modules/assets/asset-files.ts';
import { assetsRoutes } from './modules/assets/assets.routes.ts';
import { createAssetsService } from './modules/assets/assets.service.ts';
import { createConversion } from './modules/assets/conversion.ts';
import { createLinkPreviewer, type LinkPreviewer } from './modules/assets/link-preview.ts';
import { clipboardRoutes } from './modules/clipboard/clipboard.routes.ts';
import { createClipboardService } from './modules/clipboard/clipboard.service.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { createContactsService } from './modules/contacts/contacts.service.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { featureFlagsRoutes } from './modules/feature-flags/feature-flags.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { createFeedbackService } from './modules/feedback/feedback.service.ts';
import { foldersRoutes } from './modules/folders/folders.routes.ts';
import { createFoldersService } from './modules/folders/folders.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createFileImporter } from './modules/imports/file-importer.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { createImportsService } from './modules/imports/imports.service.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { createOnboardingService } from './modules/onboarding/onboarding.service.ts';
import { presentationsRoutes } from './modules/presentations/presentations.routes.ts';
import { createPresentationsService } from './modules/presentations/presentations.service.ts';
import { shareLinksRoutes } from './modules/share-links/share-links.routes.ts';
import { createShareLinksService } from './modules/share-links/share-links.service.ts';
import { unsplashRoutes } from './modules/unsplash/unsplash.routes.ts';
import { createUnsplashService } from './modules/unsplash/unsplash.service.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { createLinkCards, type LinkCard, recipientHash, withCard } from './modules/viewer/link-card.ts';
import { createPageSigner } from './modules/viewer/page-urls.ts';
import { createViewerRepository } from './modules/viewer/viewer.repository.ts';
import { viewerRoutes } from './modules/viewer/viewer.routes.ts';
import { createViewerService } from './modules/viewer/viewer.service.ts';
import { registerAuth } from './platform/auth.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { contentSecurityPolicy, openerPolicy } from './platform/csp.ts';
import { AppError, registerErrorHandler } from './platform/errors.ts';
import { devMailRoutes } from './platform/mail/dev-mail.routes.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { createOutbox } from './platform/mail/outbox.ts';
import { createRealtimeHub } from './platform/realtime/hub.ts';
import { realtimeRoutes } from './platform/realtime/realtime.routes.ts';
import { fileRoutes } from './platform/storage/files.routes.ts';
import { createLocalStore, isLocalStore } from './platform/storage/local-store.ts';
import { createS3Store } from './platform/storage/s3-store.ts';
import type { BlobStore } from './platform/storage/storage.ts';

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
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const mailDir = path.join(config.dataDir, 'mail');
  const blobStore =
    store ??
    (config.s3
      ? createS3Store(config.s3)
      : await createLocalStore(path.join(config.dataDir, 'files'), { clock }));
  const realtime = await createRealtimeHub({ database, log: app.log });
  app.addHook('onClose', () => realtime.close());
  const fileUrl = (key: string) => `${config.publicUrl}/api/files/${key}`;
  const uploads = createUploadsService({ db: database.db, store: blobStore, clock, flags: config.flags });
  const conversion = createConversion({
    db: database.db,
    store: blobStore,
    realtime,
    clock,
    fileUrl,
    conversionTimeoutMs: config.conversionTimeoutMs,
  });
  const jobs = createJobs({
    uploads,
    conversion,
    mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir }),
    database,
    store: blobStore,
    clock,
  });
  const queue = await startQueue(database, Object.values(jobs), {
    work: config.roles.worker,
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
  });
  app.addHook('onClose', () => queue.stop());

  const accounts = createAccountsService({
    db: database.db,
    clock,
    config,
    outbox: createOutbox(queue, jobs.sendMail),
    fileUrl,
  });
  const cookieOptions = { name: config.cookieName, domain: config.cookieDomain, secure: config.cookieSecure };

  // An S3 bucket is another origin the browser posts uploads to.
  const probe = await blobStore.createUploadPost({
    key: 'uploads/csp-probe.pdf',
    contentType: 'application/pdf',
    maxBytes: 1,
    expiresInSeconds: 1,
  });
  const uploadOrigin = probe.url.startsWith('/') ? null : new URL(probe.url).origin;
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config, uploadOrigin) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: openerPolicy(config) },
  });
  await app.register(cookie);
  await app.register(multipart);
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // The app's own scripts and styles are not counted: one page load fetches dozens of them.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, { detail: `Too many requests. Try again in ${context.after}.` }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Folio API',
        version: '1.0.0',
        description: 'Paths, payloads and errors of the Folio app.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerAuth(app, accounts.sessions, cookieOptions, config.publicUrl);

  await app.register(healthRoutes, { database });
  await app.register(featureFlagsRoutes, { config });
  await app.register(accountsRoutes, {
    accounts,
    store: blobStore,
    cookie: cookieOptions,
    authRateLimit: config.authRateLimit,
  });
  await app.register(onboardingRoutes, { onboarding: createOnboardingService(database.db), accounts });
  await app.register(announcementsRoutes, { db: database.db });
  const presentations = createPresentationsService({ db: database.db, clock, store: blobStore });
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
  await app.register(presentationsRoutes, { presentations, store: blobStore, fileUrl });
  await app.register(assetsRoutes, { assets, presentations, fileUrl });
  await app.register(shareLinksRoutes, {
    shareLinks: createShareLinksService({ db: database.db, clock, presentations, flags: config.flags }),
    publicUrl: config.publicUrl,
  });
  const activity = createActivityService({ db: database.db, clock });
  const viewer = createViewerService({
    db: database.db,
    activity,
    pages: createPageSigner((fresh) => createViewerRepository(database.db).signingKey(fresh), clock),
    fileUrl,
    publicUrl: config.publicUrl,
  });
  await app.register(viewerRoutes, { viewer, store: blobStore, unlockRateLimit: UNLOCK_RATE_LIMIT });
  await app.register(activityRoutes, { activity });
  await app.register(feedbackRoutes, {
    feedback: createFeedbackService({ db: database.db, clock, activity }),
    rateLimit: FEEDBACK_RATE_LIMIT,
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
  await app.register(fileRoutes, { store: blobStore });
  await app.register(realtimeRoutes, { hub: realtime, db: database.db, clock, publicUrl: config.publicUrl });
  if (!config.isProduction && !config.smtpUrl) await app.register(devMailRoutes, { mailDir });
  await registerSpa(app, webDist, createLinkCards({ db: database.db, fileUrl }));
  return app;
}

/**
 * Serves the built web app (files looked up at request time, so a rebuild needs no restart) with history
 * fallback for page paths. Unknown /api paths and missing files (anything with an extension) stay 404s.
 */
async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  cardOf: (hash: string) => Promise<LinkCard | null>,
) {
  const hasSpa = existsSync(path.join(webDist, 'index.html'));
  if (hasSpa)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      setHeaders: (res, file) =>
        res.header(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = !/^\/(api|ws|dev|verify|assets)(\/|$)/.test(pathname) && !/\.\w+$/.test(pathname);
    if (!hasSpa || !isPage || request.method !== 'GET')
      return reply.status(404).send({ detail: MESSAGES.notFound });
    // A shared link's page carries its card, so a pasted link unfurls (unfurlers run no script).
    const hash = recipientHash(pathname);
    const card = hash ? await cardOf(hash) : null;
    if (!card) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withCard(html, card));
  });
}
