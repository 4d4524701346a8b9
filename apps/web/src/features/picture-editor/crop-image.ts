import { isBlankImage } from '@folio/shared';
import type { Size } from './frames.ts';

/** A rectangle in the image's own pixels; zoomed out, it may reach past the image's edges. */
export type Area = { x: number; y: number; width: number; height: number };

/** Spec §4: the edited picture is exported at quality 0.5. */
export const EXPORT_QUALITY = 0.5;
/** No side of the edited picture is longer: a frame zoomed out to 0.1 would otherwise ask for a huge canvas. */
export const MAX_OUTPUT_SIDE = 2048;

export type CropPlan = {
  canvas: Size;
  /** The part of the image inside the area, and where it lands on the canvas; null when none is. */
  draw: { source: Area; target: Area } | null;
};

/** Where the cropped area goes: the canvas size and the image's part drawn on it, clipped to the image. */
export function cropPlan(area: Area, image: Size, maxSide = MAX_OUTPUT_SIDE): CropPlan {
  const scale = Math.min(1, maxSide / Math.max(area.width, area.height));
  const canvas = {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  };
  const left = Math.max(0, area.x);
  const top = Math.max(0, area.y);
  const right = Math.min(image.width, area.x + area.width);
  const bottom = Math.min(image.height, area.y + area.height);
  if (right <= left || bottom <= top) return { canvas, draw: null };
  const source = { x: left, y: top, width: right - left, height: bottom - top };
  const target = {
    x: (left - area.x) * scale,
    y: (top - area.y) * scale,
    width: source.width * scale,
    height: source.height * scale,
  };
  return { canvas, draw: { source, target } };
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * The type a picture is exported as: its own when a canvas can write it (JPEG, PNG, WebP), else PNG
 * (BMP), which is lossless and keeps a logo's transparency.
 */
export const exportType = (sourceType: string) => (sourceType in EXTENSIONS ? sourceType : 'image/png');

/** The edited picture as the spec names it: avatar.{ext}, the extension matching what was encoded. */
export function avatarFile(blob: Blob): File {
  const type = blob.type in EXTENSIONS ? blob.type : 'image/png';
  return new File([blob], `avatar.${EXTENSIONS[type]}`, { type });
}

/** Whether what was drawn is blank (spec §5); false when the pixels cannot be read. */
function drawnIsBlank(context: CanvasRenderingContext2D, size: Size) {
  try {
    return isBlankImage(context.getImageData(0, 0, size.width, size.height).data);
  } catch {
    return false;
  }
}

/**
 * Draws the area of a decoded image on a canvas and encodes it (quality 0.5; PNG ignores it); `blank`
 * says whether the result is blank.
 */
export async function cropImage(image: HTMLImageElement, area: Area, sourceType: string) {
  const type = exportType(sourceType);
  const { canvas: size, draw } = cropPlan(area, { width: image.naturalWidth, height: image.naturalHeight });
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  // JPEG has no transparency: what lies outside a zoomed-out image turns white rather than black.
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
  }
  if (draw) {
    const { source, target } = draw;
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      image,
      source.x,
      source.y,
      source.width,
      source.height,
      target.x,
      target.y,
      target.width,
      target.height,
    );
  }
  const blank = drawnIsBlank(context, size);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, EXPORT_QUALITY));
  if (!blob) throw new Error('The picture could not be encoded');
  return { blob, blank };
}
