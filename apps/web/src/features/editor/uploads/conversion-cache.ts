import type { ConvertedFiles, EditorAsset } from '../types.ts';
import type { AssetConverted, AssetFailed, AssetProgress } from './conversion-messages.ts';

/** Whether the server is still turning the asset's file into page images. */
export const isConverting = (asset: Pick<EditorAsset, 'jobStatus' | 'uploading' | 'hasError' | 'type'>) =>
  asset.type !== 'video' &&
  !asset.hasError &&
  (asset.jobStatus === 'queued' || asset.jobStatus === 'converting' || asset.uploading);

/**
 * One stored page, appended when it is the next one. Spec §4: the percentage rises and never drops.
 * `gap` says pages before this one were missed (the socket was away): the caller catches up.
 */
export function applyProgress(
  asset: EditorAsset,
  message: AssetProgress,
): { asset: EditorAsset; gap: boolean } {
  const have = asset.convertedFiles.length;
  const progressed = {
    ...asset,
    numberOfPages: Math.max(asset.numberOfPages, message.numberOfPages),
    percentageUpload: Math.max(asset.percentageUpload, message.percentage),
    jobStatus: 'converting' as const,
    uploading: true,
  };
  if (message.page !== have)
    return { asset: have > message.page ? progressed : asset, gap: message.page > have };
  return {
    gap: false,
    asset: {
      ...progressed,
      convertedFiles: [...asset.convertedFiles, message.convertedFile],
      pageThumbnails: [...asset.pageThumbnails, message.pageThumbnail],
      pageSizes: [...asset.pageSizes, message.pageSize],
      thumbnail: message.page === 0 ? message.pageThumbnail : asset.thumbnail,
    },
  };
}

/** Spec §4: at 100% the uploading flag clears and the number of pages is merged. */
export const applyConverted = (asset: EditorAsset, message: AssetConverted): EditorAsset => ({
  ...asset,
  numberOfPages: message.numberOfPages || asset.convertedFiles.length,
  percentageUpload: 100,
  uploading: false,
  waitingForConvertedFiles: false,
  jobStatus: 'done',
  hasError: false,
  error: null,
});

/** Spec §4: a failure sets hasError (with the message) and clears uploading. */
export const applyFailed = (asset: EditorAsset, message: AssetFailed): EditorAsset => ({
  ...asset,
  uploading: false,
  waitingForConvertedFiles: false,
  jobStatus: 'failed',
  hasError: true,
  error: message.error,
});

/** The pages the server holds (GET …/converted), laid over the asset; the percentage still never drops. */
export function applyConvertedFiles(asset: EditorAsset, converted: ConvertedFiles): EditorAsset {
  const pages = converted.convertedFiles.length >= asset.convertedFiles.length ? converted : asset;
  const done = converted.isComplete && !converted.hasError;
  return {
    ...asset,
    convertedFiles: pages.convertedFiles,
    pageThumbnails: pages.pageThumbnails,
    pageSizes: pages.pageSizes,
    thumbnail: asset.thumbnail ?? pages.pageThumbnails[0] ?? null,
    numberOfPages: Math.max(converted.numberOfPages, pages.convertedFiles.length),
    percentageUpload: Math.max(asset.percentageUpload, converted.percentage),
    hasError: converted.hasError,
    error: converted.error,
    ...(done && { uploading: false, waitingForConvertedFiles: false, jobStatus: 'done' as const }),
    ...(converted.hasError && { uploading: false, jobStatus: 'failed' as const }),
  };
}

/** `asset` with the conversion state (pages, progress, status, error) of `source`. */
export function withConversionOf(asset: EditorAsset, source: EditorAsset): EditorAsset {
  const { convertedFiles, pageThumbnails, pageSizes, numberOfPages, percentageUpload, thumbnail } = source;
  const { uploading, waitingForConvertedFiles, jobStatus, hasError, error } = source;
  return {
    ...asset,
    ...{ convertedFiles, pageThumbnails, pageSizes, numberOfPages, percentageUpload, thumbnail },
    ...{ uploading, waitingForConvertedFiles, jobStatus, hasError, error },
  };
}

/**
 * A server answer for an asset (after an edit, say) may have been read before pages or the end that
 * the socket has already brought: while it still says "converting", what is held of the same
 * conversion wins when it is further along.
 */
export function keepConversionProgress(held: EditorAsset | undefined, incoming: EditorAsset): EditorAsset {
  if (!held || held.file !== incoming.file || !isConverting(incoming)) return incoming;
  const further = held.convertedFiles.length > incoming.convertedFiles.length || !isConverting(held);
  return further ? withConversionOf(incoming, held) : incoming;
}
