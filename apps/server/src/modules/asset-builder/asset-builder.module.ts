import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobDefinition, Queue } from '../../jobs/queue.ts';
import type { AiClient } from '../../platform/ai/ai-client.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import type { AssetsService } from '../assets/assets.service.ts';
import type { PresentationsService } from '../presentations/presentations.service.ts';
import { assetBuilderRoutes } from './asset-builder.routes.ts';
import { createAssetBuilderService } from './asset-builder.service.ts';

type Deps = {
  db: Db;
  ai: AiClient | null;
  generateJob: JobDefinition;
  queue: Queue;
  store: BlobStore;
  presentations: PresentationsService;
  assets: AssetsService;
  flags: Config['flags'];
  allowLoopback: boolean;
  fileUrl: (key: string) => string;
};

/** The AI asset builder's routes (503 without a provider: the app then shows no builder). */
export async function registerAssetBuilder(app: FastifyInstance, deps: Deps) {
  const builder = createAssetBuilderService({ ...deps, realtime: app.realtime });
  await app.register(assetBuilderRoutes, {
    builder,
    fileUrl: deps.fileUrl,
    videoUpload: deps.flags.video_upload,
  });
}
