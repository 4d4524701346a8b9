import { z } from 'zod';
import { ASSET_TYPES, CONTACT_FORM_FIELDS, CONTENT_ASSET_TYPES, UPLOAD_ASSET_TYPES } from './asset-rules.ts';
import { assetThumbnailChoiceFields, assetThumbnailFields } from './asset-thumbnails.ts';
import { mapPlaceSchema } from './maps.ts';
import { assetSummarizerFields } from './summarizer.ts';
import { ID_MAX, idSchema } from './validation.ts';

export const contactFormSchema = z.object({
  fields: z.array(z.enum(CONTACT_FORM_FIELDS)).min(1).max(4),
  button_label: z.string().trim().min(1).max(40).default('Send'),
});

export const assetSchema = z.object({
  id: z.number().int(),
  presentation_id: z.number().int(),
  type: z.enum(ASSET_TYPES),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  is_hidden: z.boolean(),
  website: z.string().nullable(),
  thumbnail: z.string().nullable(),
  ...assetThumbnailFields,
  contact: contactFormSchema.nullable(),
  /** A map asset's place; null for every other kind. */
  map: mapPlaceSchema.nullable(),
  attributes: z.object({ height: z.number().int() }),
  file: z.string().nullable(),
  filename: z.string().nullable(),
  number_of_pages: z.number().int(),
  converted_files: z.array(z.string()),
  page_thumbnails: z.array(z.string()),
  page_sizes: z.array(z.tuple([z.number(), z.number()])),
  waiting_for_converted_files: z.boolean(),
  job_status: z.enum(['queued', 'converting', 'done', 'failed']).nullable(),
  uploading: z.boolean(),
  percentage_upload: z.number(),
  has_error: z.boolean(),
  error: z.string().nullable(),
  ...assetSummarizerFields,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

const assetFields = {
  title: z.string().trim().max(200, 'Ensure this field has no more than 200 characters.'),
  description: z.string().max(100_000, 'This text is too long.'),
  is_hidden: z.boolean(),
  website: z.string().trim().max(2048, 'This link is too long.'),
  contact: contactFormSchema,
  map: mapPlaceSchema,
  attributes: z.object({ height: z.number().int().min(80).max(4000) }),
};

/** Whether a document is summarized once converted, overriding the user's preferences for this file. */
export const summarizeOptionsSchema = z.object({
  auto_summarize_assets: z.boolean().optional(),
  hide_summarizer_modal: z.boolean().optional(),
});

export type SummarizeOptions = z.infer<typeof summarizeOptionsSchema>;

export const assetCreateSchema = z
  .object({
    type: z.enum([...CONTENT_ASSET_TYPES, ...UPLOAD_ASSET_TYPES]),
    position: z.number().int().min(0).max(ID_MAX).optional(),
    /** For file, image and video: the `key` of a finished upload (POST /api/uploads/sign). */
    upload_key: z.string().max(200).optional(),
  })
  .extend(z.object(assetFields).partial().shape)
  .extend(summarizeOptionsSchema.shape);
export type AssetCreate = z.infer<typeof assetCreateSchema>;

export const assetUpdateSchema = z
  .object({ ...assetFields, ...assetThumbnailChoiceFields })
  .partial()
  .strict();
export type AssetUpdate = z.infer<typeof assetUpdateSchema>;

export const assetConvertSchema = z
  .object({ type: z.string().max(40).optional() })
  .extend(summarizeOptionsSchema.shape);

export const convertedFilesSchema = z.object({
  converted_files: z.array(z.string()),
  page_thumbnails: z.array(z.string()),
  page_sizes: z.array(z.tuple([z.number(), z.number()])),
  number_of_pages: z.number().int(),
  percentage: z.number(),
  is_complete: z.boolean(),
  has_error: z.boolean(),
  error: z.string().nullable(),
});

export const assetsOrderSchema = z.object({ position_list: z.array(idSchema).max(2000) });
