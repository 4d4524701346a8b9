import { randomBytes } from 'node:crypto';
import { FILE_MESSAGES, MEDIA_TEXTS, MESSAGES, VIDEO_MAX_BYTES } from '@folio/shared';
import { fileTypeFromFile } from 'file-type';
import { fieldError } from '../../platform/errors.ts';
import { IMAGE_UPLOAD_MAX_BYTES, storeImageUpload } from '../../platform/image-uploads.ts';
import type { ImageKind } from '../../platform/images.ts';
import { contentTypeOf } from '../../platform/storage/content-types.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { formValues } from '../../platform/uploads.ts';

/** The files a cover PATCH may carry, stored: each key is set when its file came. */
export type CoverFiles = {
  logoKey?: string;
  backgroundKeys?: [string, string];
  backgroundCroppedKey?: string;
  pictureKey?: string;
  backgroundVideoKey?: string;
  backgroundVideoPosterKey?: string;
};

const IMAGE_KINDS: ImageKind[] = ['jpg', 'png', 'bmp', 'webp'];
/** What every browser's <video> plays, by magic bytes. */
const VIDEO_KINDS = ['mp4', 'm4v', 'mov', 'webm'];

/** multipart limits of PATCH presentations/{id}: pictures 10 MB, the header video 100 MB. */
export const COVER_UPLOAD_LIMITS = {
  maxFileBytes: IMAGE_UPLOAD_MAX_BYTES,
  tooLarge: MESSAGES.imageTooLarge,
  fileLimits: {
    background_video_url: { maxFileBytes: VIDEO_MAX_BYTES, tooLarge: FILE_MESSAGES.videoTooLarge },
  },
};

async function storeHeaderVideo(store: BlobStore, prefix: string, file: string) {
  const ext = (await fileTypeFromFile(file))?.ext;
  if (!ext || !VIDEO_KINDS.includes(ext))
    throw fieldError('background_video_url', MEDIA_TEXTS.videoNotAllowed);
  const key = `${prefix}/background_video-${randomBytes(10).toString('hex')}.${ext}`;
  await store.putFile(key, file, contentTypeOf(key));
  return key;
}

/**
 * Checks and stores the cover files of a multipart PATCH (`logo`, `background`, `background_cropped`,
 * `picture`, `background_video_url` as a file, `background_video_poster`); on a refused file, what was
 * already stored is removed.
 */
export async function storeCoverFiles(
  store: BlobStore,
  presentationId: number,
  files: Record<string, string>,
) {
  const prefix = `presentations/${presentationId}`;
  const stored: string[] = [];
  const image = async (field: string, options: { refuseBlank?: boolean; thumbSize?: number } = {}) => {
    const file = files[field];
    if (!file) return undefined;
    const keys = await storeImageUpload(store, { prefix, field, file, kinds: IMAGE_KINDS, ...options });
    stored.push(...keys);
    return keys;
  };
  /** Only the full size is used: its thumbnail goes at once. */
  const single = async (field: string, refuseBlank = true) => {
    const keys = await image(field, { refuseBlank });
    if (keys) await store.delete(keys[1]);
    return keys?.[0];
  };
  try {
    const result: CoverFiles = {
      logoKey: await single('logo', false),
      backgroundKeys: await image('background', { refuseBlank: true, thumbSize: 480 }),
      backgroundCroppedKey: await single('background_cropped'),
      pictureKey: await single('picture'),
      backgroundVideoPosterKey: await single('background_video_poster', false),
    };
    if (files.background_video_url) {
      result.backgroundVideoKey = await storeHeaderVideo(store, prefix, files.background_video_url);
      stored.push(result.backgroundVideoKey);
    }
    return result;
  } catch (error) {
    await Promise.all(stored.map((key) => store.delete(key)));
    throw error;
  }
}

/** multipart sends text: booleans, null, the opacity as a number and the crop as JSON come back as values. */
export function coverFormValues(fields: Record<string, string>) {
  const values = formValues(fields, ['background_opacity']);
  const meta = fields.background_meta;
  if (meta && meta !== 'null') {
    try {
      values.background_meta = JSON.parse(meta);
    } catch {
      throw fieldError('background_meta', 'Enter the crop as JSON.');
    }
  }
  return values;
}
