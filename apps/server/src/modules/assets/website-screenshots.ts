import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConversionError, SCREENSHOT_MESSAGES, screenshotWebsite } from '@folio/converters';
import type { AssetThumbnailMessage, ThumbnailJobStatus } from '@folio/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import { startGuardedProxy } from '../../platform/guarded-proxy.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { assertOutboundUrl, assertPublicUrl } from '../../platform/safe-fetch.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { customized } from './asset-thumbnails.ts';
import { presentAsset } from './assets.presenter.ts';
import { type AssetRow, assets } from './assets.table.ts';
import { newThumbnailKey, removeUnusedThumbnails } from './thumbnail-files.ts';

type Deps = {
  db: Db;
  store: BlobStore;
  realtime: RealtimeHub;
  clock: Clock;
  fileUrl: (key: string) => string;
  /** Only tests reach their local sites; production refuses loopback like every outbound fetch. */
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
  onAssetChanged: (ownerId: number) => Promise<void>;
};

/** The screenshot's size as stored: the browser's 1280 × 800 viewport, halved. */
const WIDTH = 640;

/**
 * Website screenshots as thumbnails (spec §3 thumbnailScreenshot, isUsingScreenshot): a job opens the
 * site in headless Chromium behind the guarded proxy, stores the picture and, when the asset still wants
 * it, shows it. Each run has an id kept on the asset: a run the user replaced changes nothing.
 */
export function createWebsiteScreenshots(deps: Deps) {
  const { db, store, realtime, clock, fileUrl } = deps;

  async function update(row: AssetRow, run: string, values: Partial<typeof assets.$inferInsert>) {
    const [updated] = await db
      .update(assets)
      .set({ ...values, updatedAt: clock.now() })
      .where(and(eq(assets.id, row.id), eq(assets.jobThumbnailId, run)))
      .returning();
    return updated;
  }

  async function announce(row: AssetRow, status: ThumbnailJobStatus, percentage: number, error?: string) {
    const [owner] = await db
      .select({ userId: presentations.userId })
      .from(presentations)
      .where(eq(presentations.id, row.presentationId));
    if (!owner) return;
    await deps.onAssetChanged(owner.userId);
    const message: AssetThumbnailMessage = {
      type: 'asset.thumbnail',
      presentation_id: row.presentationId,
      asset_id: row.id,
      status,
      percentage,
      error: error ?? null,
      asset: presentAsset(row, fileUrl),
    };
    await realtime.publish(owner.userId, message);
  }

  /** Chromium's own check of each request; the proxy checks the addresses it connects to. */
  const allowRequest = (url: URL) => {
    try {
      assertOutboundUrl(url, deps.allowLoopback);
      return true;
    } catch {
      return false;
    }
  };

  async function shoot(website: string, workDir: string) {
    await assertPublicUrl(new URL(website), deps.allowLoopback).catch(() => {
      throw new ConversionError(SCREENSHOT_MESSAGES.refused);
    });
    const proxy = await startGuardedProxy({ maxBytes: deps.maxBytes, allowLoopback: deps.allowLoopback });
    const shot = path.join(workDir, 'shot.jpg');
    try {
      await screenshotWebsite(website, shot, {
        proxyServer: proxy.url,
        allowRequest,
        timeoutMs: deps.timeoutMs,
        signal: proxy.signal,
      });
    } finally {
      await proxy.close();
    }
    const small = path.join(workDir, 'thumbnail.jpg');
    await sharp(shot).resize({ width: WIDTH }).jpeg({ quality: 80 }).toFile(small);
    return small;
  }

  async function take(assetId: number, run: string, { lastAttempt }: { lastAttempt: boolean }) {
    const [found] = await db.select().from(assets).where(eq(assets.id, assetId));
    if (!found?.website || found.jobThumbnailId !== run || found.jobThumbnailStatus === 'done') return;
    const started = await update(found, run, { jobThumbnailStatus: 'running' });
    if (!started) return;
    await announce(started, 'running', 10);
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'folio-screenshot-'));
    try {
      const file = await shoot(found.website, workDir);
      await announce(started, 'running', 70);
      const key = newThumbnailKey('.jpg');
      await store.putFile(key, file, 'image/jpeg');
      const [current] = await db.select().from(assets).where(eq(assets.id, assetId));
      const url = fileUrl(key);
      const done =
        current &&
        (await update(current, run, {
          thumbnailScreenshot: url,
          jobThumbnailStatus: 'done',
          ...(current.isUsingScreenshot && {
            ...customized(current),
            thumbnail: url,
            thumbnailCropped: null,
            thumbnailMeta: { source: 'screenshot', picture: null, crop: null },
            selectedThumbnail: null,
          }),
        }));
      if (!done) return store.delete(key);
      await removeUnusedThumbnails(db, store, [current]);
      await announce(done, 'done', 100);
    } catch (error) {
      if (!(error instanceof ConversionError) && !lastAttempt) throw error;
      const message = error instanceof ConversionError ? error.userMessage : SCREENSHOT_MESSAGES.unreachable;
      const [current] = await db.select().from(assets).where(eq(assets.id, assetId));
      const failed =
        current &&
        (await update(current, run, {
          jobThumbnailStatus: 'failed',
          // Still showing another thumbnail: it no longer "uses the screenshot".
          isUsingScreenshot:
            current.isUsingScreenshot &&
            current.thumbnailScreenshot !== null &&
            current.thumbnail === current.thumbnailScreenshot,
        }));
      if (failed) await announce(failed, 'failed', 100, message);
      if (!(error instanceof ConversionError)) throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  const job = defineJob({
    name: 'assets.screenshot',
    schema: z.object({ assetId: z.number().int().positive(), run: z.string().uuid() }),
    retryLimit: 1,
    expireInSeconds: 5 * 60,
    handler: ({ assetId, run }, options) => take(assetId, run, options),
  });

  return { job, take };
}

export type WebsiteScreenshots = ReturnType<typeof createWebsiteScreenshots>;
