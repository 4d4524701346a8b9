import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ConversionError,
  convertImage,
  detectKind,
  isBlankImage,
  officeToPdf,
  pdfPageCount,
  type RenderedPage,
  renderPdf,
} from '@folio/converters';
import type { AssetConvertedMessage, AssetFailedMessage, AssetProgressMessage } from '@folio/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { conversionPages } from '../../platform/metrics.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { newPageKeys, type PageKeys, removeUnusedAssetFiles } from './asset-storage.ts';
import { type AssetRow, assetPages, assets } from './assets.table.ts';

const FAILED = 'This file could not be converted. Try again, or save it as a PDF first.';

type AssetMessage = AssetProgressMessage | AssetConvertedMessage | AssetFailedMessage;
/** A message's own fields: announce adds which asset it is about and how far its conversion is. */
type Extra<T extends AssetMessage> = Omit<
  T,
  'presentation_id' | 'asset_id' | 'percentage' | 'number_of_pages'
>;

/** The asset was deleted while its pages were being made: the job stops and tidies up. */
class AssetGone extends Error {}

type Deps = {
  db: Db;
  store: BlobStore;
  realtime: RealtimeHub;
  clock: Clock;
  fileUrl: (key: string) => string;
  conversionTimeoutMs: number;
  /** Each change to an asset, by its owner: recipients' answers are read again. */
  onAssetChanged: (ownerId: number) => Promise<void>;
  /** After the last page (again on a rerun of a finished job, so a crash in between loses nothing). */
  onConverted: (asset: AssetRow) => Promise<void>;
};

/**
 * Turns an uploaded file into page images, one page at a time: each stored page is saved on the asset
 * and announced over the socket at once. A rerun (retry after a crash) goes on after the last stored page.
 */
export function createConversion({
  db,
  store,
  realtime,
  clock,
  fileUrl,
  conversionTimeoutMs,
  onAssetChanged,
  onConverted,
}: Deps) {
  // One lookup per presentation, not per page: a 50-page file announces 50 times.
  const owners = new Map<number, number | undefined>();
  async function ownerOf(asset: AssetRow) {
    if (owners.has(asset.presentationId)) return owners.get(asset.presentationId);
    const [row] = await db
      .select({ userId: presentations.userId })
      .from(presentations)
      .where(eq(presentations.id, asset.presentationId));
    if (owners.size > 1000) owners.clear();
    owners.set(asset.presentationId, row?.userId);
    return row?.userId;
  }

  async function announce<T extends AssetMessage>(asset: AssetRow, message: Extra<T>) {
    const userId = await ownerOf(asset);
    if (userId === undefined) return;
    await onAssetChanged(userId);
    await realtime.publish(userId, {
      presentation_id: asset.presentationId,
      asset_id: asset.id,
      percentage: asset.percentageUpload,
      number_of_pages: asset.numberOfPages,
      ...message,
    });
  }

  const update = async (id: number, values: Partial<typeof assets.$inferInsert>) => {
    const [row] = await db
      .update(assets)
      .set({ ...values, updatedAt: clock.now() })
      .where(eq(assets.id, id))
      .returning();
    return row;
  };

  const exists = async (id: number) =>
    (await db.select({ id: assets.id }).from(assets).where(eq(assets.id, id))).length > 0;

  /** Assets whose cover thumbnail is still a blank first page: a later page with content replaces it. */
  const blankCovers = new Set<number>();
  async function coverThumbnail(asset: AssetRow, page: RenderedPage, thumbKey: string) {
    if (page.index > 0 && (page.index >= 5 || !blankCovers.has(asset.id))) return {};
    const blank = await isBlankImage(page.thumbnail);
    if (blank && page.index === 0) blankCovers.add(asset.id);
    if (!blank) blankCovers.delete(asset.id);
    if (page.index > 0 && blank) return {};
    // The asset's own thumbnail: shown unless the user chose another (kept for "back to original").
    const url = fileUrl(thumbKey);
    return {
      originalThumbnail: url,
      thumbnail: sql`case when ${assets.thumbnailIsOriginal} then ${url} else ${assets.thumbnail} end`,
    };
  }

  /** Appends a stored page to the asset unless it is already there; the updated row, or none. */
  async function recordPage(asset: AssetRow, page: RenderedPage, total: number, keys: PageKeys) {
    await db
      .insert(assetPages)
      .values({ assetId: asset.id, index: page.index, text: page.text })
      .onConflictDoUpdate({ target: [assetPages.assetId, assetPages.index], set: { text: page.text } });
    const [row] = await db
      .update(assets)
      .set({
        convertedFiles: sql`${assets.convertedFiles} || ${JSON.stringify([keys.image])}::jsonb`,
        pageThumbnails: sql`${assets.pageThumbnails} || ${JSON.stringify([keys.thumbnail])}::jsonb`,
        pageSizes: sql`${assets.pageSizes} || ${JSON.stringify([[page.width, page.height]])}::jsonb`,
        numberOfPages: total,
        percentageUpload: Math.max(asset.percentageUpload, Math.round(((page.index + 1) / total) * 100)),
        ...(await coverThumbnail(asset, page, keys.thumbnail)),
        updatedAt: clock.now(),
      })
      .where(sql`${assets.id} = ${asset.id} and jsonb_array_length(${assets.convertedFiles}) = ${page.index}`)
      .returning();
    return row;
  }

  /** Stores one rendered page, each file under its own random key, and appends it to the asset. */
  async function savePage(asset: AssetRow, page: RenderedPage, total: number) {
    const keys = newPageKeys();
    const { image: imageKey, thumbnail: thumbKey } = keys;
    await store.putFile(imageKey, page.image, 'image/jpeg');
    await store.putFile(thumbKey, page.thumbnail, 'image/jpeg');
    // Not recorded (stored already by an earlier run, or the asset is gone): these copies are nobody's.
    const discard = () => Promise.all([store.delete(imageKey), store.delete(thumbKey)]);
    const row = await recordPage(asset, page, total, keys).catch(async (error) => {
      await discard();
      throw error;
    });
    if (!row) {
      await discard();
      if (!(await exists(asset.id))) throw new AssetGone();
      return asset;
    }
    await announce<AssetProgressMessage>(row, {
      type: 'asset.progress',
      page: page.index,
      converted_file: fileUrl(imageKey),
      page_thumbnail: fileUrl(thumbKey),
      page_size: [page.width, page.height],
    });
    return row;
  }

  async function renderPages(asset: AssetRow, pdf: string, workDir: string) {
    const total = await pdfPageCount(pdf);
    let current = (await update(asset.id, { numberOfPages: total })) ?? asset;
    const outDir = path.join(workDir, 'pages');
    await mkdir(outDir);
    for await (const page of renderPdf(pdf, outDir, { fromPage: current.convertedFiles.length })) {
      current = await savePage(current, page, total);
      conversionPages.inc();
    }
    return current;
  }

  async function run(asset: AssetRow, workDir: string) {
    const source = path.join(workDir, `source${path.extname(asset.fileKey!)}`);
    await store.download(asset.fileKey!, source);
    const { kind, ext } = await detectKind(source, asset.filename ?? source);
    if (kind === 'video') return asset;
    if (kind === 'image') {
      if (asset.convertedFiles.length) return asset;
      const page = await convertImage(source, ext, workDir);
      return savePage(asset, page, 1);
    }
    const pdf =
      kind === 'office' ? await officeToPdf(source, workDir, { timeoutMs: conversionTimeoutMs }) : source;
    return renderPages(asset, pdf, workDir);
  }

  async function fail(asset: AssetRow, message: string) {
    const row = await update(asset.id, {
      hasError: true,
      error: message,
      uploading: false,
      waitingForConvertedFiles: false,
      jobStatus: 'failed',
      conversionFinishedAt: clock.now(),
    });
    if (row) await announce<AssetFailedMessage>(row, { type: 'asset.failed', error: message });
  }

  return {
    /** The job's work; a ConversionError (a bad file) ends it, anything else is retried until the last attempt. */
    async convert(assetId: number, { lastAttempt }: { lastAttempt: boolean }) {
      const [found] = await db.select().from(assets).where(eq(assets.id, assetId));
      if (!found?.fileKey) return;
      if (found.jobStatus === 'done') return onConverted(found);
      const asset = (await update(found.id, {
        jobStatus: 'converting',
        conversionStartedAt: found.conversionStartedAt ?? clock.now(),
      }))!;
      const workDir = await mkdtemp(path.join(os.tmpdir(), 'folio-convert-'));
      try {
        const converted = await run(asset, workDir);
        const row = await update(asset.id, {
          uploading: false,
          waitingForConvertedFiles: false,
          percentageUpload: 100,
          jobStatus: 'done',
          hasError: false,
          error: null,
          conversionFinishedAt: clock.now(),
          numberOfPages: converted.convertedFiles.length || converted.numberOfPages,
        });
        if (row) {
          await announce<AssetConvertedMessage>(row, { type: 'asset.converted' });
          await onConverted(row);
        }
      } catch (error) {
        // Deleted while converting (the page text's row may then fail its foreign key): stop and tidy up.
        if (error instanceof AssetGone || !(await exists(asset.id)))
          return removeUnusedAssetFiles(db, store, [asset]);
        if (error instanceof ConversionError) return fail(asset, error.userMessage);
        if (lastAttempt) await fail(asset, FAILED);
        throw error;
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}

export type Conversion = ReturnType<typeof createConversion>;
