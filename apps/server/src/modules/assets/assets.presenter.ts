import type { Asset } from '@folio/shared';
import type { AssetRow } from './assets.table.ts';

/** The thumbnail fields of spec §3 (`thumbnail` itself is what shows everywhere). */
const presentThumbnailFields = (row: AssetRow) => ({
  thumbnail_cropped: row.thumbnailCropped,
  original_thumbnail: row.originalThumbnail,
  thumbnail_is_original: row.thumbnailIsOriginal,
  thumbnail_meta: row.thumbnailMeta,
  thumbnail_screenshot: row.thumbnailScreenshot,
  is_using_screenshot: row.isUsingScreenshot,
  selected_thumbnail: row.selectedThumbnail,
  job_thumbnail_id: row.jobThumbnailId,
  job_thumbnail_status: row.jobThumbnailStatus,
});

/** The only place that shapes an asset for the API. */
export function presentAsset(row: AssetRow, fileUrl: (key: string) => string): Asset {
  return {
    id: row.id,
    presentation_id: row.presentationId,
    type: row.type,
    title: row.title,
    description: row.description,
    position: row.position,
    is_hidden: row.isHidden,
    website: row.website,
    thumbnail: row.thumbnail,
    ...presentThumbnailFields(row),
    contact: row.contact,
    map: row.map,
    attributes: { height: row.height },
    file: row.fileKey ? fileUrl(row.fileKey) : null,
    filename: row.filename,
    number_of_pages: row.numberOfPages,
    converted_files: row.convertedFiles.map(fileUrl),
    page_thumbnails: row.pageThumbnails.map(fileUrl),
    page_sizes: row.pageSizes,
    waiting_for_converted_files: row.waitingForConvertedFiles,
    job_status: row.jobStatus,
    uploading: row.uploading,
    percentage_upload: row.percentageUpload,
    has_error: row.hasError,
    error: row.error,
    ai_summarizer_result: row.aiSummarizerResult,
    summarizer_progress: row.summarizerProgress,
    ignore_asset_summarizer: row.ignoreAssetSummarizer,
    show_selection_summarize: row.showSelectionSummarize,
    show_warning_ai_summarizer: row.showWarningAiSummarizer,
    ai_generated: row.aiGenerated,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The pages converted so far (GET …/converted). */
export const presentConverted = (row: AssetRow, fileUrl: (key: string) => string) => ({
  converted_files: row.convertedFiles.map(fileUrl),
  page_thumbnails: row.pageThumbnails.map(fileUrl),
  page_sizes: row.pageSizes,
  number_of_pages: row.numberOfPages,
  percentage: row.percentageUpload,
  is_complete: row.jobStatus === 'done',
  has_error: row.hasError,
  error: row.error,
});
