import { z } from 'zod';

/** Below this share of non-white, non-transparent sampled pixels an image is blank (spec §5). */
export const BLANK_IMAGE_THRESHOLD = 0.05;
/** At most this many pixels are looked at, evenly spread, however large the image. */
const BLANK_SAMPLES = 10_000;
/** A channel at or above this is white to the eye (JPEG noise on a white page stays below). */
const WHITE_LEVEL = 245;
const TRANSPARENT_ALPHA = 10;

export const MEDIA_TEXTS = {
  blankImage: 'This image looks blank. Choose another one.',
  invalidImageUrl: 'Enter a valid image address.',
  invalidVideoUrl: 'Enter a valid video address (https).',
  videoNotAllowed: 'Header videos must be MP4, WebM or MOV files.',
} as const;

/**
 * Whether RGBA pixels (a canvas's ImageData, sharp's raw output) are blank: fewer than 5% of the sampled
 * pixels are neither white nor transparent.
 */
export function isBlankImage(rgba: ArrayLike<number>): boolean {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return true;
  const step = Math.max(1, Math.floor(pixels / BLANK_SAMPLES));
  let sampled = 0;
  let inked = 0;
  for (let i = 0; i < pixels; i += step) {
    const o = i * 4;
    sampled += 1;
    const transparent = (rgba[o + 3] ?? 255) < TRANSPARENT_ALPHA;
    const white = rgba[o]! >= WHITE_LEVEL && rgba[o + 1]! >= WHITE_LEVEL && rgba[o + 2]! >= WHITE_LEVEL;
    if (!transparent && !white) inked += 1;
  }
  return inked / sampled < BLANK_IMAGE_THRESHOLD;
}

/**
 * An image address the app may show (spec §5): a data image, or a valid http(s) URL that is not one of
 * the `img-{n}.jpeg` placeholders.
 */
export function isValidImageUrl(value: string): boolean {
  if (/^data:image\/[\w.+-]+[;,]/i.test(value)) return true;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return !/(^|\/)img-\d+\.jpeg$/i.test(url.pathname);
  } catch {
    return false;
  }
}

/** Another site's video for a header: https only, so a recipient's page never loads mixed content. */
export function isVideoUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}

export const videoUrlSchema = z.string().trim().max(2000).refine(isVideoUrl, MEDIA_TEXTS.invalidVideoUrl);

const MEGABYTE = 1024 * 1024;

/** A file size as the spec shows sizes: in MB rounded to 2 decimals ('12.35 MB'). */
export const formatMegabytes = (bytes: number) => `${(bytes / MEGABYTE).toFixed(2)} MB`;
