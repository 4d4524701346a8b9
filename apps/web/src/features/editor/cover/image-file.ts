import { MESSAGES } from '@folio/shared';

/** What the server takes for a logo or header image (jpg, png, bmp, webp; 10 MB). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/bmp,image/webp';
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const INVALID_IMAGE = 'Upload a valid image. Accepted formats: jpg, jpeg, png, bmp, webp.';

/** Why this file cannot be a logo or header image, or null when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return INVALID_IMAGE;
  if (file.size > IMAGE_MAX_BYTES) return MESSAGES.imageTooLarge;
  return null;
}
