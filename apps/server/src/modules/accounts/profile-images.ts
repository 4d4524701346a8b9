import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { MESSAGES } from '@folio/shared';
import { fieldError } from '../../platform/errors.ts';
import { detectImage, makeImageVariants } from '../../platform/images.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';

export const PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

async function storeImage(store: BlobStore, userId: number, field: 'picture' | 'logo', file: string) {
  const kind = await detectImage(
    file,
    field === 'picture' ? ['jpg', 'png', 'bmp'] : ['jpg', 'png', 'bmp', 'webp'],
  );
  if (!kind) throw fieldError(field, MESSAGES.invalidImage);
  const variants = await makeImageVariants(file, kind, path.dirname(file)).catch(() => {
    throw fieldError(field, MESSAGES.invalidImage);
  });
  const stem = `users/${userId}/${field}-${randomBytes(10).toString('hex')}`;
  const mainKey = `${stem}${path.extname(variants.main)}`;
  const thumbKey = `${stem}-thumb.jpg`;
  await store.putFile(mainKey, variants.main, '');
  await store.putFile(thumbKey, variants.thumb, '');
  return [mainKey, thumbKey] as [string, string];
}

/** Validates and stores an uploaded picture and/or logo; returns the new storage keys. */
export async function storeProfileImages(store: BlobStore, userId: number, files: Record<string, string>) {
  const pictureKeys = files.picture ? await storeImage(store, userId, 'picture', files.picture) : undefined;
  const logoKeys = files.logo ? await storeImage(store, userId, 'logo', files.logo) : undefined;
  const unusedKeys = logoKeys ? [logoKeys[1]] : [];
  return { pictureKeys, logoKey: logoKeys?.[0], unusedKeys };
}
