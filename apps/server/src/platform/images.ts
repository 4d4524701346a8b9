import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isBlankImage } from '@folio/shared';
import bmp from 'bmp-js';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';

/** The image kinds a profile picture or logo may be (spec §5: jpg, jpeg, png, bmp; logos also webp). */
export type ImageKind = 'jpg' | 'png' | 'bmp' | 'webp';

/** Detects the image by its magic bytes, never by its name; null when it is not one of `allowed`. */
export async function detectImage(file: string, allowed: ImageKind[]): Promise<ImageKind | null> {
  const ext = (await fileTypeFromFile(file))?.ext;
  return allowed.find((kind) => kind === ext) ?? null;
}

/** sharp reads everything but BMP; a BMP is decoded here (bmp-js gives ABGR) and handed over as raw RGBA. */
async function openImage(file: string, kind: ImageKind) {
  if (kind !== 'bmp') return sharp(file, { failOn: 'error' });
  const decoded = bmp.decode(await readFile(file));
  const rgba = Buffer.alloc(decoded.data.length);
  for (let i = 0; i < rgba.length; i += 4) {
    rgba[i] = decoded.data[i + 3] ?? 0;
    rgba[i + 1] = decoded.data[i + 2] ?? 0;
    rgba[i + 2] = decoded.data[i + 1] ?? 0;
    rgba[i + 3] = 255;
  }
  return sharp(rgba, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
}

/** Writes a normalised copy (PNG for a BMP, else the same format) and a square JPEG thumbnail into `dir`. */
export async function makeImageVariants(file: string, kind: ImageKind, dir: string, thumbSize = 256) {
  const image = (await openImage(file, kind)).rotate();
  const main = path.join(dir, `main.${kind === 'bmp' ? 'png' : kind}`);
  const thumb = path.join(dir, 'thumb.jpg');
  await image.clone().toFile(main);
  await image.clone().resize(thumbSize, thumbSize, { fit: 'cover' }).jpeg({ quality: 82 }).toFile(thumb);
  return { main, thumb };
}

/** Whether the image is blank (spec §5): its pixels sampled on a copy at most 128 px wide. */
export async function isBlankImageFile(file: string, kind: ImageKind) {
  const { data } = await (await openImage(file, kind))
    .resize(128, 128, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return isBlankImage(data);
}
