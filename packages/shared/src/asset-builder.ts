import { z } from 'zod';
import { isWebsiteUrl, withScheme } from './links.ts';
import { idSchema, textSchema } from './validation.ts';

/**
 * The AI asset builder (spec §3 'Asset builder entry', §4 actions create, generate, cancel, update draft,
 * select thumbnail; §7 calls): listing URLs and uploaded files in, a proposed set of assets out, reviewed
 * by its owner before anything is added to the presentation.
 */
export const ASSET_BUILDER_URLS_MAX = 5;
export const ASSET_BUILDER_FILES_MAX = 20;
/** Proposed assets kept in a draft (the model's, and what the owner leaves of them). */
export const ASSET_BUILDER_ASSETS_MAX = 40;

export const ASSET_BUILDER_STATUSES = ['draft', 'generating', 'ready', 'failed', 'added'] as const;
export type AssetBuilderStatus = (typeof ASSET_BUILDER_STATUSES)[number];

export const ASSET_BUILDER_TEXTS = {
  menuItem: 'AI asset builder',
  urlInvalid: 'Enter a valid listing address (http or https).',
  urlsTooMany: `Add at most ${ASSET_BUILDER_URLS_MAX} listing addresses.`,
  filesTooMany: `Add at most ${ASSET_BUILDER_FILES_MAX} files.`,
  nothingToRead: 'Add a listing address or a file first.',
  uploadMissing: 'This upload was not found or has not finished. Upload the file again.',
  notEditable: 'This draft is being generated. Cancel it first, or wait for the proposal.',
  notReady: 'There is no proposal to add yet. Generate one first.',
  alreadyAdded: 'These assets were already added to the presentation.',
  unknownFile: 'This file is not part of the draft.',
  unknownLink: 'This link is not one of the draft’s listing addresses.',
  unknownThumbnail: 'Choose a thumbnail from the pictures found on the listing page.',
  emptyProposal: 'Keep at least one asset to add.',
  pageUnreadable: (url: string, reason: string) => `Folio could not read ${url}: ${reason}`,
  privateAddress: 'this address is on a private or local network, which Folio does not fetch.',
  otherPresentation: 'A draft stays with the presentation it was made for.',
  added: (count: number) => `${count} ${count === 1 ? 'asset' : 'assets'} added to the presentation.`,
} as const;

/** A listing address: a web address with http(s) added when typed without one. */
export const listingUrlSchema = z
  .string()
  .trim()
  .max(2048, 'This link is too long.')
  .refine(isWebsiteUrl, ASSET_BUILDER_TEXTS.urlInvalid)
  .transform((value) => new URL(withScheme(value)).toString());

/** The upload keys (`key` of POST /api/uploads/sign, once the file is posted) of files to place. */
const filePathsSchema = z
  .array(z.string().max(200))
  .max(ASSET_BUILDER_FILES_MAX, ASSET_BUILDER_TEXTS.filesTooMany);
const urlsSchema = z.array(listingUrlSchema).max(ASSET_BUILDER_URLS_MAX, ASSET_BUILDER_TEXTS.urlsTooMany);

const title = textSchema({ max: 200 });
const description = z.string().max(20_000, 'This text is too long.');

/** One proposed asset, as the owner edits it: a text section, a listing link, or one of the draft's files. */
export const proposedAssetInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), title, description }),
  z.object({
    type: z.literal('link'),
    website: z.string().max(2048),
    title,
    /** The selected thumbnail: one of `thumbnails`, or null for none. */
    thumbnail: z.string().max(2048).nullable(),
  }),
  z.object({ type: z.literal('file'), file_path: z.string().max(200), title, description }),
]);
export type ProposedAssetInput = z.infer<typeof proposedAssetInputSchema>;

export const proposedAssetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), title: z.string(), description: z.string() }),
  z.object({
    type: z.literal('link'),
    website: z.string(),
    title: z.string(),
    thumbnail: z.string().nullable(),
    /** Pictures found on the listing page (https only), to choose the thumbnail from. */
    thumbnails: z.array(z.string()),
  }),
  z.object({
    type: z.literal('file'),
    file_path: z.string(),
    filename: z.string(),
    /** What the file becomes: a picture, or a document converted to pages (or a video). */
    kind: z.enum(['image', 'file', 'video']),
    /** Where its owner sees it before it is added. */
    url: z.string(),
    title: z.string(),
    description: z.string(),
  }),
]);
export type ProposedAsset = z.infer<typeof proposedAssetSchema>;

export const assetBuilderDraftSchema = z.object({
  id: z.number().int(),
  presentation_id: z.number().int(),
  status: z.enum(ASSET_BUILDER_STATUSES),
  percentage: z.number().int(),
  urls: z.array(z.string()),
  files: z.array(
    z.object({
      file_path: z.string(),
      filename: z.string(),
      kind: z.enum(['image', 'file', 'video']),
      url: z.string(),
    }),
  ),
  /** The proposal, once generated (null before). */
  assets: z.array(proposedAssetSchema).nullable(),
  /** Why the last generation failed. */
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  generated_at: z.string().nullable(),
});
export type AssetBuilderDraft = z.infer<typeof assetBuilderDraftSchema>;

/** POST /api/asset-builder: a new draft (no `key`), or the draft `key` updated. */
export const assetBuilderKeyQuerySchema = z.object({ key: z.coerce.number().pipe(idSchema).optional() });
export const assetBuilderSaveSchema = z.object({
  /** Required when creating: the presentation the assets will be added to. */
  presentation_id: idSchema.optional(),
  urls: urlsSchema.optional(),
  file_paths: filePathsSchema.optional(),
  /** The reviewed proposal (edited, removed, reordered, thumbnail selected); only once generated. */
  assets: z
    .array(proposedAssetInputSchema)
    .min(1, ASSET_BUILDER_TEXTS.emptyProposal)
    .max(ASSET_BUILDER_ASSETS_MAX)
    .optional(),
});
export type AssetBuilderSave = z.infer<typeof assetBuilderSaveSchema>;

export const assetBuilderKeySchema = z.object({ key: idSchema });
export const assetBuilderUploadFilesSchema = z.object({
  key: idSchema,
  file_paths: filePathsSchema.min(1, 'Add a file.'),
});
