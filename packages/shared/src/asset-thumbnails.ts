import { z } from 'zod';
import { pictureCropSchema } from './picture-crop.ts';

/** The screenshot job of a website asset: queued, running, then done or failed. */
export const THUMBNAIL_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ThumbnailJobStatus = (typeof THUMBNAIL_JOB_STATUSES)[number];

/** The picture editor's crop of an uploaded thumbnail (as a header image's: spec §4). */
export const thumbnailCropSchema = pictureCropSchema;
export type ThumbnailCrop = z.infer<typeof thumbnailCropSchema>;

/** Where a custom thumbnail came from: an upload (its uncropped picture and crop), a page, a screenshot. */
export const thumbnailMetaSchema = z.object({
  source: z.enum(['upload', 'page', 'screenshot']),
  /** The uploaded picture before cropping, to edit the crop again. */
  picture: z.string().nullable(),
  crop: thumbnailCropSchema.nullable(),
});
export type ThumbnailMeta = z.infer<typeof thumbnailMetaSchema>;

/** The asset's thumbnail fields of spec §3, as the API shows them. */
export const assetThumbnailFields = {
  thumbnail_cropped: z.string().nullable(),
  original_thumbnail: z.string().nullable(),
  thumbnail_is_original: z.boolean(),
  thumbnail_meta: thumbnailMetaSchema.nullable(),
  thumbnail_screenshot: z.string().nullable(),
  is_using_screenshot: z.boolean(),
  selected_thumbnail: z.number().int().nullable(),
  job_thumbnail_id: z.string().nullable(),
  job_thumbnail_status: z.enum(THUMBNAIL_JOB_STATUSES).nullable(),
};

/** The thumbnail fields of an asset whose thumbnail nobody changed. */
export const ORIGINAL_THUMBNAIL_STATE = {
  thumbnail_cropped: null,
  original_thumbnail: null,
  thumbnail_is_original: true,
  thumbnail_meta: null,
  thumbnail_screenshot: null,
  is_using_screenshot: false,
  selected_thumbnail: null,
  job_thumbnail_id: null,
  job_thumbnail_status: null,
} as const;

/**
 * The JSON choices of PATCH/PUT asset: a page as thumbnail (`selected_thumbnail`, 0-based), the website's
 * screenshot (`is_using_screenshot: true`, taken by a job when there is none yet), or back to the
 * original (`thumbnail_is_original: true`). An uploaded thumbnail comes as multipart instead.
 */
export const assetThumbnailChoiceFields = {
  selected_thumbnail: z.number().int().min(0).max(10_000),
  is_using_screenshot: z.boolean(),
  thumbnail_is_original: z.literal(true),
  /** `true` takes a new screenshot even when there is one. */
  retake_screenshot: z.literal(true),
};

/** The asset types whose thumbnail may be a website's screenshot. */
export const SCREENSHOT_ASSET_TYPES = ['website', 'link'] as const;

export const THUMBNAIL_TEXTS = {
  pageMissing: 'This page is not among the converted pages.',
  noPages: 'This asset has no pages to choose from.',
  notAWebsite: 'Only a website can use its screenshot as thumbnail.',
  cropInvalid: 'The crop of the thumbnail is not valid.',
  thumbnailRequired: 'Upload the thumbnail picture with its crop.',
  applied: 'Thumbnail changed.',
  restored: 'Back to the original thumbnail.',
  screenshotQueued: 'Taking a screenshot of the website…',
} as const;
