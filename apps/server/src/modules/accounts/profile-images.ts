import { storeImageUpload } from '../../platform/image-uploads.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';

/** Validates and stores an uploaded logo (a user's or a team's) under `prefix`: its key and its unused thumbnail's. */
export const storeLogo = (store: BlobStore, prefix: string, file: string) =>
  storeImageUpload(store, { prefix, field: 'logo', file, kinds: ['jpg', 'png', 'bmp', 'webp'] });

/** Validates and stores an uploaded picture and/or logo; returns the new storage keys. */
export async function storeProfileImages(store: BlobStore, userId: number, files: Record<string, string>) {
  const prefix = `users/${userId}`;
  const pictureKeys = files.picture
    ? await storeImageUpload(store, {
        prefix,
        field: 'picture',
        file: files.picture,
        kinds: ['jpg', 'png', 'bmp'],
      })
    : undefined;
  const logoKeys = files.logo ? await storeLogo(store, prefix, files.logo) : undefined;
  return { pictureKeys, logoKey: logoKeys?.[0], unusedKeys: logoKeys ? [logoKeys[1]] : [] };
}
