import { z } from 'zod';
import { assetSchema } from './assets.ts';
import { pageParam } from './pagination.ts';
import { TITLE_MAX } from './presentation-rules.ts';
import { idSchema } from './validation.ts';

/** Spec §9: the document list is always paged by 5. */
export const DOCUMENT_PAGE_SIZE = 5;

const title = z.string().trim().max(TITLE_MAX, `Ensure this field has no more than ${TITLE_MAX} characters.`);

/** A document's file, with its conversion percentage (spec §3 Document: "each with percentage"). */
export const documentAssetSchema = assetSchema.extend({ percentage: z.number() });

/** A single-file document (spec §3): one uploaded file shared on its own. */
export const documentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  clean_title: z.string(),
  assets: z.array(documentAssetSchema),
  /** The file's name as uploaded (for "I've shared a {file type}"). */
  filename: z.string().nullable(),
  /** 1–100 while the file converts, 100 once its pages are ready. */
  percentage: z.number(),
  uploading: z.boolean(),
  is_complete: z.boolean(),
  has_error: z.boolean(),
  error: z.string().nullable(),
  thumbnail: z.string().nullable(),
  number_of_pages: z.number().int(),
  number_of_access: z.number().int(),
  number_of_invites: z.number().int(),
  number_of_feedback: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Document = z.infer<typeof documentSchema>;

/** POST /api/document: a finished upload (POST /api/uploads/sign) becomes a document. */
export const documentCreateSchema = z.object({
  upload_key: z.string().min(1, 'This field may not be blank.').max(200),
  title: title.optional(),
});
export type DocumentCreate = z.infer<typeof documentCreateSchema>;

/** GET /api/document: the page size is always 5, whatever is asked. */
export const documentListQuerySchema = z.object({
  page: pageParam(),
  page_size: z.coerce.number().int().optional(),
  search: z.string().trim().max(200).optional(),
});

/** POST /api/document/{id}/update. */
export const documentUpdateSchema = z.object({ title }).strict();
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;

/** POST /api/document/stats: the current counters and conversion state of these documents. */
export const documentStatsRequestSchema = z.object({ ids: z.array(idSchema).max(100) });
export const documentStatsSchema = z.object({
  id: z.number().int(),
  percentage: z.number(),
  uploading: z.boolean(),
  is_complete: z.boolean(),
  has_error: z.boolean(),
  thumbnail: z.string().nullable(),
  number_of_pages: z.number().int(),
  number_of_access: z.number().int(),
  number_of_invites: z.number().int(),
  number_of_feedback: z.number().int(),
  last_access: z.string().nullable(),
});
export type DocumentStats = z.infer<typeof documentStatsSchema>;

/**
 * POST /api/document/convert: converts a document's file again, named by the document `id`, or as the
 * spec's upload-convert names it, by `presentation_id` (the document) and `asset_id`.
 */
export const documentConvertSchema = z
  .object({ id: idSchema.optional(), presentation_id: idSchema.optional(), asset_id: idSchema.optional() })
  .refine((body) => body.id !== undefined || body.presentation_id !== undefined, {
    message: 'Name the document: id, or presentation_id and asset_id.',
    path: ['id'],
  });
export type DocumentConvert = z.infer<typeof documentConvertSchema>;
