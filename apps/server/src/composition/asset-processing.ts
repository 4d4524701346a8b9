import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Queue } from '../jobs/queue.ts';
import { createAssetThumbnails } from '../modules/assets/asset-thumbnails.ts';
import { createConversion } from '../modules/assets/conversion.ts';
import { createWebsiteScreenshots } from '../modules/assets/website-screenshots.ts';
import { createSummarizer } from '../modules/summarizer/summarizer.service.ts';
import type { AiClient } from '../platform/ai/ai-client.ts';
import type { Clock } from '../platform/clock.ts';
import type { RealtimeHub } from '../platform/realtime/hub.ts';
import type { BlobStore } from '../platform/storage/storage.ts';

type Deps = {
  config: Config;
  database: Database;
  store: BlobStore;
  realtime: RealtimeHub;
  clock: Clock;
  fileUrl: (key: string) => string;
  /** The queue is made after the jobs it runs, hence a getter. */
  queue: () => Queue;
  onAssetChanged: (ownerId: number) => Promise<void>;
  /** The configured provider's client; null: the offline extractive method. */
  ai: AiClient | null;
  /** Website screenshots of the tests' local sites; production never sets this. */
  allowLoopbackFetch: boolean;
};

/**
 * What happens to an uploaded file in the background: conversion to page images, then (when asked) the
 * summarizer, with the AI provider when one is configured and the offline extractive method otherwise;
 * and websites' screenshots taken in headless Chromium.
 */
export function createAssetProcessing({
  config,
  database,
  store,
  realtime,
  clock,
  fileUrl,
  ai,
  queue,
  onAssetChanged,
  allowLoopbackFetch,
}: Deps) {
  const summarizer = createSummarizer({
    db: database.db,
    realtime,
    clock,
    fileUrl,
    ai,
    queue,
    onAssetChanged,
  });
  const conversion = createConversion({
    db: database.db,
    store,
    realtime,
    clock,
    fileUrl,
    conversionTimeoutMs: config.conversionTimeoutMs,
    onAssetChanged,
    onConverted: summarizer.afterConversion,
  });
  const screenshots = createWebsiteScreenshots({
    db: database.db,
    store,
    realtime,
    clock,
    fileUrl,
    allowLoopback: allowLoopbackFetch,
    ...config.screenshot,
    onAssetChanged,
  });
  const thumbnails = createAssetThumbnails({
    db: database.db,
    store,
    queue,
    screenshotJob: screenshots.job,
    fileUrl,
  });
  return { conversion, summarizer, thumbnails, jobs: [summarizer.job, screenshots.job] };
}
