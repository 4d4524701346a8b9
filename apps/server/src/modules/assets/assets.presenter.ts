import type { Asset } from '@folio/shared';
import type { AssetRow } from './assets.table.ts';

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
    contact: row.contact,
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
