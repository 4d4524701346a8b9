import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Queue } from '../jobs/queue.ts';
import { createAssetFiles } from '../modules/assets/asset-files.ts';
import type { AssetThumbnails } from '../modules/assets/asset-thumbnails.ts';
import { assetsRoutes } from '../modules/assets/assets.routes.ts';
import { createAssetsService } from '../modules/assets/assets.service.ts';
import type { convertAssetJob } from '../modules/assets/conversion.jobs.ts';
import type { LinkPreviewer } from '../modules/assets/link-preview.ts';
import { clipboardRoutes } from '../modules/clipboard/clipboard.routes.ts';
import { createClipboardService } from '../modules/clipboard/clipboard.service.ts';
import { contactsRoutes } from '../modules/contacts/contacts.routes.ts';
import { createContactsService } from '../modules/contacts/contacts.service.ts';
import { documentsRoutes } from '../modules/documents/documents.routes.ts';
import { createDocumentsService } from '../modules/documents/documents.service.ts';
import { foldersRoutes } from '../modules/folders/folders.routes.ts';
import { createFoldersService } from '../modules/folders/folders.service.ts';
import { agreementsRoutes } from '../modules/link-agreements/link-agreements.routes.ts';
import { createAgreementsService } from '../modules/link-agreements/link-agreements.service.ts';
import { presentationsRoutes } from '../modules/presentations/presentations.routes.ts';
import { createPresentationsService } from '../modules/presentations/presentations.service.ts';
import { createRecipientSuggestions } from '../modules/share-email/recipient-suggestions.ts';
import { createShareMails } from '../modules/share-email/share-email.mails.ts';
import { shareEmailRoutes } from '../modules/share-email/share-email.routes.ts';
import { createShareEmailService } from '../modules/share-email/share-email.service.ts';
import { shareLinksRoutes } from '../modules/share-links/share-links.routes.ts';
import { createShareLinksService } from '../modules/share-links/share-links.service.ts';
import type { Summarizer } from '../modules/summarizer/summarizer.service.ts';
import type { UploadsService } from '../modules/uploads/uploads.service.ts';
import type { FileCapabilities } from '../modules/viewer/file-capabilities.ts';
import type { Clock } from '../platform/clock.ts';
import type { Events } from '../platform/events.ts';
import type { Outbox } from '../platform/mail/outbox.ts';
import type { RealtimeHub } from '../platform/realtime/hub.ts';
import type { BlobStore } from '../platform/storage/storage.ts';
import { type prepareAi, registerAi } from './ai.ts';

type Deps = {
  config: Config;
  database: Database;
  clock: Clock;
  events: Events;
  outbox: Outbox;
  realtime: RealtimeHub;
  store: BlobStore;
  uploads: UploadsService;
  queue: Queue;
  convertJob: ReturnType<typeof convertAssetJob>;
  linkPreview: LinkPreviewer;
  thumbnails: AssetThumbnails;
  ai: ReturnType<typeof prepareAi>;
  summarizer: Summarizer;
  recipientFiles: FileCapabilities;
  fileUrl: (key: string) => string;
};

/** What an owner builds and shares: presentations, their assets, documents, folders, contacts and links. */
export async function registerContentRoutes(app: FastifyInstance, deps: Deps) {
  const { config, database, clock, events, store, fileUrl } = deps;
  const db = database.db;
  const presentations = createPresentationsService({ db, clock, store, events, fileUrl });
  const assets = createAssetsService({
    db,
    preview: deps.linkPreview,
    thumbnails: deps.thumbnails,
    files: (repo) =>
      createAssetFiles({
        db,
        repo,
        uploads: deps.uploads,
        store,
        queue: deps.queue,
        convertJob: deps.convertJob,
      }),
  });
  await app.register(presentationsRoutes, { presentations, store, fileUrl, publicUrl: config.publicUrl });
  await app.register(assetsRoutes, { assets, presentations, summarizer: deps.summarizer, fileUrl });
  await registerAi(app, { ai: deps.ai, presentations, assets, queue: deps.queue, store, fileUrl });
  await app.register(shareLinksRoutes, {
    shareLinks: createShareLinksService({ db, clock, presentations, flags: config.flags }),
    publicUrl: config.publicUrl,
    fileUrl,
  });
  await app.register(agreementsRoutes, { agreements: createAgreementsService({ db, clock, presentations }) });
  await app.register(shareEmailRoutes, {
    shareEmail: createShareEmailService({
      db,
      clock,
      presentations,
      flags: config.flags,
      realtime: deps.realtime,
      events,
      mails: createShareMails(deps.outbox, {
        publicUrl: config.publicUrl,
        files: deps.recipientFiles,
        clock,
      }),
    }),
    suggest: createRecipientSuggestions({ db, fileUrl }),
    publicUrl: config.publicUrl,
    fileUrl,
  });
  await app.register(documentsRoutes, { documents: createDocumentsService({ db, assets }), fileUrl });
  await app.register(clipboardRoutes, {
    clipboard: createClipboardService({ db, store, presentations }),
    fileUrl,
  });
  await app.register(foldersRoutes, { folders: createFoldersService({ db, clock }) });
  await app.register(contactsRoutes, { contacts: createContactsService({ db, clock }) });
}
