import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { MEDIA_TEXTS, MESSAGES } from '@folio/shared';
import { fieldError } from './errors.ts';
import { detectImage, type ImageKind, isBlankImageFile, makeImageVariants } from './images.ts';
import type { BlobStore } from './storage/storage.ts';

export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Checks an uploaded image by its bytes, stores it with a thumbnail under `prefix`, and returns both keys.
 * A file that is not one of `kinds` (or cannot be decoded) is a 400 on `field`; so is a blank one
 * with `refuseBlank` (a header image or a picture: a white logo on a transparent ground is not blank to its owner).
 */
export async function storeImageUpload(
  store: BlobStore,
  upload: {
    prefix: string;
    field: string;
    file: string;
    kinds: ImageKind[];
    thumbSize?: number;
    refuseBlank?: boolean;
  },
): Promise<[string, string]> {
  const refused = () =>
    fieldError(
      upload.field,
      upload.kinds.includes('webp') ? MESSAGES.invalidImageOrWebp : MESSAGES.invalidImage,
    );
  const kind = await detectImage(upload.file, upload.kinds);
  if (!kind) throw refused();
  if (upload.refuseBlank && (await isBlankImageFile(upload.file, kind).catch(() => false)))
    throw fieldError(upload.field, MEDIA_TEXTS.blankImage);
  const variants = await makeImageVariants(
    upload.file,
    kind,
    path.dirname(upload.file),
    upload.thumbSize,
  ).catch(() => {
    throw refused();
  });
  // Two random names: the thumbnail's does not lead to the full-size image.
  const name = () => `${upload.prefix}/${upload.field}-${randomBytes(10).toString('hex')}`;
  const keys: [string, string] = [`${name()}${path.extname(variants.main)}`, `${name()}-thumb.jpg`];
  await store.putFile(keys[0], variants.main, '');
  await store.putFile(keys[1], variants.thumb, '');
  return keys;
}
