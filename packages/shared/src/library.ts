import { z } from 'zod';
import { assetSchema } from './assets.ts';
import { emailField, idSchema, textSchema, VALIDATION } from './validation.ts';

export const FOLDER_NAME_MAX = 100;

export const folderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number_of_presentations: z.number().int(),
  created_at: z.string(),
});
export type Folder = z.infer<typeof folderSchema>;
export const folderWriteSchema = z.object({
  name: textSchema({ max: FOLDER_NAME_MAX }).min(1, 'Folder name is required'),
});
export const folderPresentationsSchema = z.object({
  presentations: z.array(idSchema).min(1).max(100),
});

export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactWriteSchema = z.object({
  name: textSchema({ max: 150 })
    .min(1, VALIDATION.nameRequired)
    .refine((v) => !v.includes('@'), VALIDATION.nameNoAt),
  email: emailField({ required: VALIDATION.emailRequired, invalid: VALIDATION.invalidEmail }),
  note: z.string().trim().max(2000).optional(),
});

export const CLIPBOARD_PAGE_SIZE = 5;
export const clipboardItemSchema = z.object({
  id: z.number().int(),
  presentation_id: z.number().int().nullable(),
  asset: assetSchema.omit({ id: true, presentation_id: true, position: true }),
  created_at: z.string(),
});
export type ClipboardItem = z.infer<typeof clipboardItemSchema>;
export const clipboardUseSchema = z.object({ presentation_id: idSchema });

export const PREMIUM_MESSAGES = {
  favorites: 'Favorites are a Premium feature. Upgrade to keep your best presentations at hand.',
  folders: 'Folders are a Premium feature. Upgrade to keep presentations in order.',
  contacts: 'Saved contacts are a Premium feature. Upgrade to keep your contacts.',
  videoHeaders: 'Video headers are a Premium feature. Upgrade to play a video behind your title.',
} as const;

/** What the upgrade dialog lists (spec §2). */
export const UPGRADE_BENEFITS = ['Unlimited analytics', 'Folders', 'Favorites', 'Saved contacts'] as const;
