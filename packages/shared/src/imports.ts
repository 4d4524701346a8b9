import { z } from 'zod';
import { pageParam } from './pagination.ts';
import { boxFileIdSchema } from './storage-connections.ts';

/** Files brought in from Dropbox, Box, Google Drive and the stock-photo library (spec §2, §3, §7). */

export const IMPORT_MESSAGES = {
  imageSearchNotConfigured: 'Image search is not configured.',
  imageSearchUnavailable: 'Image search is unavailable right now. Try again later.',
  importNotConfigured: (provider: string) => `${provider} import is not configured.`,
  notADropboxLink: 'Choose a file from Dropbox.',
  unreachable: 'The file could not be fetched from this address.',
  downloadFailed: 'The file could not be downloaded. Try again.',
} as const;

/** Unsplash asks every link back to it to carry the app's name (its API guidelines). */
export const UNSPLASH_REFERRAL = 'utm_source=folio&utm_medium=referral';
export const UNSPLASH_HOME = `https://unsplash.com/?${UNSPLASH_REFERRAL}`;

/** One photo of the image library (spec §3 "Image library photo"). */
export const imageLibraryPhotoSchema = z.object({
  id: z.string(),
  thumbnail: z.string(),
  alt_description: z.string().nullable(),
  author_name: z.string(),
  /** The author's Unsplash profile, with the referral parameters. */
  author_link: z.string(),
});
export type ImageLibraryPhoto = z.infer<typeof imageLibraryPhotoSchema>;

/** GET /unsplash/search/{text} and GET /unsplash/search?page={n}. */
export const imageSearchPageSchema = z.object({
  results: z.array(imageLibraryPhotoSchema),
  total_pages: z.number().int(),
  page: z.number().int(),
});
export type ImageSearchPage = z.infer<typeof imageSearchPageSchema>;

export const imageSearchQuerySchema = z.object({
  query: z.string().trim().min(1).max(200).optional(),
  page: pageParam(1000),
});

/** A file the server fetched and stored for the user: create the asset with `upload_key: key`. */
export const importedFileSchema = z.object({
  key: z.string(),
  filename: z.string(),
  size: z.number().int(),
});
export type ImportedFile = z.infer<typeof importedFileSchema>;

/** GET /unsplash/download/{photoId}: the stored photo and the credit the presentation keeps. */
export const unsplashDownloadSchema = importedFileSchema.extend({
  unsplash_author: z.string(),
  unsplash_author_link: z.string(),
});
export type UnsplashDownload = z.infer<typeof unsplashDownloadSchema>;

const filename = z
  .string()
  .trim()
  .min(1, 'This field may not be blank.')
  .max(255, 'This file name is too long.')
  .refine((name) => !/[/\\\0]/.test(name), 'Enter a file name without slashes.');
const accessToken = z.string().trim().min(1, 'This field may not be blank.').max(4096);

/** POST /api/imports/dropbox: a Dropbox Chooser direct link. */
export const dropboxImportSchema = z.object({
  link: z.string().trim().url('Enter a valid URL.').max(2048),
  filename: filename.optional(),
});
export type DropboxImport = z.infer<typeof dropboxImportSchema>;

/** POST /api/imports/box: a file chosen in the Box folder browser; the server uses the stored Box token. */
export const boxImportSchema = z.object({ file_id: boxFileIdSchema, filename });
export type BoxImport = z.infer<typeof boxImportSchema>;

/** POST /api/imports/google-drive: a file picked in Google Drive, with the user's Google token. */
export const googleDriveImportSchema = z.object({
  file_id: z.string().regex(/^[\w-]{1,200}$/, 'Enter a valid Google Drive file id.'),
  access_token: accessToken,
  mime_type: z.string().trim().max(255).optional(),
  filename,
});
export type GoogleDriveImport = z.infer<typeof googleDriveImportSchema>;

/** GET /api/imports/providers: which pickers the browser may offer, with their public keys. */
export const importProvidersSchema = z.object({
  dropbox: z.object({ app_key: z.string() }).nullable(),
  box: z.object({ client_id: z.string() }).nullable(),
  google_drive: z.object({ client_id: z.string(), api_key: z.string() }).nullable(),
  unsplash: z.boolean(),
});
export type ImportProviders = z.infer<typeof importProvidersSchema>;

/** POST /api/imports/facebook: one of the user's Facebook photos, with the token the SDK gave (used once, not kept). */
export const facebookImportSchema = z.object({
  photo_id: z.string().regex(/^\d{1,40}$/, 'Enter a valid Facebook photo id.'),
  access_token: accessToken,
});
export type FacebookImport = z.infer<typeof facebookImportSchema>;
