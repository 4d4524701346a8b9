import type { Asset, EditorAsset } from '../types.ts';

/** The thumbnail fields of a server answer laid over the held asset (its texts stay as held). */
export const withThumbnailOf = (asset: EditorAsset, answer: Asset): EditorAsset => ({
  ...asset,
  thumbnail: answer.thumbnail,
  thumbnailCropped: answer.thumbnailCropped,
  originalThumbnail: answer.originalThumbnail,
  thumbnailIsOriginal: answer.thumbnailIsOriginal,
  thumbnailMeta: answer.thumbnailMeta,
  thumbnailScreenshot: answer.thumbnailScreenshot,
  isUsingScreenshot: answer.isUsingScreenshot,
  selectedThumbnail: answer.selectedThumbnail,
  jobThumbnailId: answer.jobThumbnailId,
  jobThumbnailStatus: answer.jobThumbnailStatus,
});

/** What the list shows for an asset: its thumbnail, else its first page. */
export const shownThumbnail = (asset: Pick<Asset, 'thumbnail' | 'pageThumbnails'>) =>
  asset.thumbnail ?? asset.pageThumbnails[0] ?? null;

/** Whether a website screenshot is being taken. */
export const isTakingScreenshot = (asset: Pick<Asset, 'jobThumbnailStatus'>) =>
  asset.jobThumbnailStatus === 'queued' || asset.jobThumbnailStatus === 'running';
