import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConversionError, detectKind } from '@folio/converters';
import type { AssetCreate } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { fileRefused } from '../uploads/uploads.errors.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { removePageFiles, removeUnusedAssetFiles, type StoredFiles } from './asset-storage.ts';
import type { AssetsRepository } from './assets.repository.ts';
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
  return {
    async create(user: UserRow, presentationId: number, input: AssetCreate) {
      if (!input.upload_key) throw fieldError('upload_key', 'Upload the file first.');
      const upload = await uploads.finished(user, input.upload_key);
      const refusal = await sniff(upload.row.filename, upload.start);
      if (refusal) {
        await uploads.discard(upload.row, upload.fileKey);
        throw fileRefused(refusal);
      }
      const asset = await repo
        .insert(
          presentationId,
          {
            type: upload.kind,
            title: input.title ?? titleOf(upload.row.filename),
            description: input.description ?? '',
            fileKey: upload.fileKey,
            filename: upload.row.filename,
            uploading: upload.kind !== 'video',
            waitingForConvertedFiles: upload.kind !== 'video',
            percentageUpload: upload.kind === 'video' ? 100 : 0,
            jobStatus: upload.kind === 'video' ? 'done' : 'queued',
          },
          input.position,
          (tx) => uploads.attach(tx, upload.row.key),
        )
        .catch(async (error: unknown) => {
          await store.delete(upload.fileKey);
          throw error;
        });
      if (upload.kind !== 'video') await queue.send(convertJob, { assetId: asset.id });
      return asset;
    },

    /** Converts the file again from the start (POST …/convert). */
    async reconvert(presentationId: number, assetId: number) {
      const asset = await repo.find(assetId, presentationId);
      if (!asset) throw notFound();
      if (!asset.fileKey) throw fieldError('type', 'This asset has no file to convert.');
      await removePageFiles(store, asset);
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
      });
      await queue.send(convertJob, { assetId });
      return row!;
    },

    /** Removes an asset's stored file and page images once no asset (copies included) uses them. */
    removeFiles: (asset: StoredFiles) => removeUnusedAssetFiles(db, store, [asset]),
  };
}

export type AssetFiles = ReturnType<typeof createAssetFiles>;
