import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Queue } from '../jobs/queue.ts';
import { enhanceRoutes } from '../modules/ai/enhance.routes.ts';
import { createEnhanceService } from '../modules/ai/enhance.service.ts';
import {
  createProposalGenerator,
  generateAssetsJob,
} from '../modules/asset-builder/asset-builder.generate.ts';
import { registerAssetBuilder } from '../modules/asset-builder/asset-builder.module.ts';
import type { AssetsService } from '../modules/assets/assets.service.ts';
import { featureFlagsRoutes } from '../modules/feature-flags/feature-flags.routes.ts';
import type { PresentationsService } from '../modules/presentations/presentations.service.ts';
import { createAiClient } from '../platform/ai/ai-client.ts';
import type { Clock } from '../platform/clock.ts';
import type { RealtimeHub } from '../platform/realtime/hub.ts';
import type { BlobStore } from '../platform/storage/storage.ts';

type PrepareDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  realtime: RealtimeHub;
  allowLoopbackFetch: boolean;
  log: { error(details: object, message: string): void };
};

/**
 * The AI helpers (issue 16) before the job queue starts: one client of the configured provider (null
 * without AI_BASE_URL), handed to the features that call it, and their jobs. The client keeps no state
 * between calls (limits and budget are counted in ai_usage), so no user's text reaches another user's
 * prompt, and a second client (a worker's) counts the same.
 */
export function prepareAi(deps: PrepareDeps) {
  const client = createAiClient(deps);
  const generator = createProposalGenerator({
    db: deps.database.db,
    ai: () => client,
    realtime: deps.realtime,
    clock: deps.clock,
    allowLoopback: deps.allowLoopbackFetch,
    log: deps.log,
  });
  const generateAssets = generateAssetsJob(generator);
  const { config, database, allowLoopbackFetch } = deps;
  return { client, config, database, allowLoopbackFetch, generateAssets, jobs: [generateAssets] };
}

type Deps = {
  ai: ReturnType<typeof prepareAi>;
  presentations: PresentationsService;
  assets: AssetsService;
  queue: Queue;
  store: BlobStore;
  fileUrl: (key: string) => string;
};

/** The AI features' routes and the feature flags that depend on a provider. */
export async function registerAi(app: FastifyInstance, { ai, ...deps }: Deps) {
  await app.register(featureFlagsRoutes, { config: ai.config });
  await registerAssetBuilder(app, {
    ...deps,
    db: ai.database.db,
    ai: ai.client,
    generateJob: ai.generateAssets,
    flags: ai.config.flags,
    allowLoopback: ai.allowLoopbackFetch,
  });
  await app.register(enhanceRoutes, {
    enhance: createEnhanceService({
      ai: ai.client,
      db: ai.database.db,
      presentations: deps.presentations,
    }),
  });
  return { ai: ai.client };
}
