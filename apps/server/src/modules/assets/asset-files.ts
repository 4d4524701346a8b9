import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConversionError, detectKind } from '@folio/converters';
import type { AssetCreate, SummarizeOptions } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { summaryFields } from '../summarizer/summary-fields.ts';
import { fileRefused } from '../uploads/uploads.errors.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { removeOwnPageFiles, removeUnusedAssetFiles, type StoredFiles } from './asset-storage.ts';
import type { AssetsRepository, NewAsset } from './assets.repository.ts';
import type { convertAssetJob } from './conversion.jobs.ts';

type Deps = {
  db: Db;
  repo: AssetsRepository;
  uploads: UploadsService;
  store: BlobStore;
  queue: Queue;
  convertJob: ReturnType<typeof convertAssetJob>;
};

/** The title a file brings: its name without the extension. */
const titleOf = (filename: string) => filename.replace(/\.[^.]+$/, '').slice(0, 200) || filename;

/**
 * Checks the first bytes of a stored upload against its extension (an executable renamed .pdf is refused);
 * answers why the file is refused, or null when it is what its name says.
 */
async function sniff(filename: string, start: Buffer): Promise<string | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'folio-sniff-'));
  try {
    const file = path.join(dir, `head${path.extname(filename).toLowerCase()}`);
    await writeFile(file, start);
    await detectKind(file, filename);
    return null;
  } catch (error) {
    if (error instanceof ConversionError) return error.userMessage;
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Assets made from uploaded files: created from a finished upload, converted by a job, removed with their files. */
export function createAssetFiles({ db, repo, uploads, store, queue, convertJob }: Deps) {
  /**
   * A finished upload of the user checked by its first bytes and moved to its own key: the values of the
   * asset it becomes (not written yet). A refused file is removed with its upload.
   */
  async function prepare(user: UserRow, uploadKey: string, fields: { title?: string; description?: string }) {
    const upload = await uploads.finished(user, uploadKey);
    const refusal = await sniff(upload.row.filename, upload.start);
    if (refusal) {
      await uploads.discard(upload.row, upload.fileKey);
      throw fileRefused(refusal);
    }
    const values: NewAsset = {
      type: upload.kind,
      title: fields.title ?? titleOf(upload.row.filename),
      description: fields.description ?? '',
      fileKey: upload.fileKey,
      filename: upload.row.filename,
      uploading: upload.kind !== 'video',
      waitingForConvertedFiles: upload.kind !== 'video',
      percentageUpload: upload.kind === 'video' ? 100 : 0,
      jobStatus: upload.kind === 'video' ? 'done' : 'queued',
    };
    return { uploadKey, fileKey: upload.fileKey, values };
  }

  return {
    prepare,

    async create(user: UserRow, presentationId: number, input: AssetCreate) {
      if (!input.upload_key) throw fieldError('upload_key', 'Upload the file first.');
      const prepared = await prepare(user, input.upload_key, input);
      const asset = await repo
        .insert(
          presentationId,
          { ...prepared.values, ...(prepared.values.type === 'file' && summaryFields(user, input)) },
          input.position,
          (tx) => uploads.attach(tx, prepared.uploadKey),
        )
        .catch(async (error: unknown) => {
          await store.delete(prepared.fileKey);
          throw error;
        });
      if (asset.jobStatus === 'queued') await queue.send(convertJob, { assetId: asset.id });
      return asset;
    },

    /**
     * Inside the caller's transaction: the prepared upload taken by its asset, and the asset's conversion
     * queued (it exists only if the transaction commits; call `wakeConversions` after the commit).
     */
    async attach(tx: Db, prepared: { uploadKey: string }, asset: { id: number; jobStatus: string | null }) {
      await uploads.attach(tx, prepared.uploadKey);
      if (asset.jobStatus === 'queued') await queue.sendInTransaction(tx, convertJob, { assetId: asset.id });
    },

    wakeConversions: () => queue.wake(convertJob),

    /** Converts the file again from the start (POST …/convert), then summarizes it if asked. */
    async reconvert(user: UserRow, presentationId: number, assetId: number, options: SummarizeOptions) {
      const asset = await repo.find(assetId, presentationId);
      if (!asset) throw notFound();
      if (!asset.fileKey) throw fieldError('type', 'This asset has no file to convert.');
      await removeOwnPageFiles(db, store, asset);
      const row = await repo.update(assetId, presentationId, {
        convertedFiles: [],
        pageThumbnails: [],
        pageSizes: [],
        numberOfPages: 0,
        percentageUpload: 0,
        uploading: true,
        waitingForConvertedFiles: true,
        hasError: false,
        error: null,
        jobStatus: 'queued',
        conversionStartedAt: null,
        conversionFinishedAt: null,
        // A page chosen as thumbnail goes with the pages: the new first page will show.
        ...(asset.thumbnailMeta?.source === 'page' && {
          thumbnailIsOriginal: true,
          thumbnailMeta: null,
          selectedThumbnail: null,
        }),
        ...(asset.type === 'file' && summaryFields(user, options)),
      });
      await queue.send(convertJob, { assetId });
      return row!;
    },

    /** Removes an asset's stored file and page images once no asset (copies included) uses them. */
    removeFiles: (asset: StoredFiles) => removeUnusedAssetFiles(db, store, [asset]),
  };
}

export type AssetFiles = ReturnType<typeof createAssetFiles>;
