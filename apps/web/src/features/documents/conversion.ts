import type { AssetConverted, AssetFailed, AssetProgress } from '../editor/uploads/conversion-messages.ts';
import type { DocumentFile, DocumentStats, FolioDocument } from './types.ts';

/** Whether the document's file is still being turned into pages. */
export const isConverting = (doc: Pick<FolioDocument, 'isComplete' | 'hasError'>) =>
  !doc.isComplete && !doc.hasError;

/** One more page stored: the percentage only rises; the page is added when it is the next one. */
export function applyProgress(doc: FolioDocument, message: AssetProgress): FolioDocument {
  return {
    ...doc,
    percentage: Math.max(doc.percentage, Math.min(99, message.percentage)),
    numberOfPages: Math.max(doc.numberOfPages, message.numberOfPages),
    thumbnail: doc.thumbnail ?? (message.page === 0 ? message.pageThumbnail : null),
    assets: doc.assets.map((file) => {
      if (file.id !== message.assetId) return file;
      const percentage = Math.max(file.percentage, message.percentage);
      const progressed = {
        ...file,
        percentage,
        percentageUpload: percentage,
        numberOfPages: Math.max(file.numberOfPages, message.numberOfPages),
        jobStatus: 'converting' as const,
        uploading: true,
      };
      if (file.convertedFiles.length !== message.page) return progressed;
      return {
        ...progressed,
        convertedFiles: [...file.convertedFiles, message.convertedFile],
        pageThumbnails: [...file.pageThumbnails, message.pageThumbnail],
        pageSizes: [...file.pageSizes, message.pageSize],
      };
    }),
  };
}

const patchFile = (
  doc: FolioDocument,
  assetId: number,
  patch: Partial<DocumentFile>,
): FolioDocument['assets'] => doc.assets.map((file) => (file.id === assetId ? { ...file, ...patch } : file));

/** The conversion ended; pages missed on the way come with the next read of the document. */
export const applyConverted = (doc: FolioDocument, message: AssetConverted): FolioDocument => ({
  ...doc,
  percentage: 100,
  uploading: false,
  isComplete: true,
  hasError: false,
  error: null,
  numberOfPages: message.numberOfPages || doc.numberOfPages,
  assets: patchFile(doc, message.assetId, {
    percentage: 100,
    percentageUpload: 100,
    uploading: false,
    waitingForConvertedFiles: false,
    jobStatus: 'done',
    hasError: false,
    error: null,
  }),
});

export const applyFailed = (doc: FolioDocument, message: AssetFailed): FolioDocument => ({
  ...doc,
  uploading: false,
  hasError: true,
  error: message.error,
  assets: patchFile(doc, message.assetId, {
    uploading: false,
    waitingForConvertedFiles: false,
    jobStatus: 'failed',
    hasError: true,
    error: message.error,
  }),
});

/** Stats read back (POST /document/stats): counters as they are, the percentage still never drops. */
export const applyStats = (doc: FolioDocument, stats: DocumentStats): FolioDocument => ({
  ...doc,
  ...stats,
  percentage: Math.max(doc.percentage, stats.percentage),
  thumbnail: stats.thumbnail ?? doc.thumbnail,
});
