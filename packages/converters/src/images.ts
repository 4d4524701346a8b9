import { mkdir, readFile } from 'node:fs/promises';
import heicConvert from 'heic-convert';
import sharp from 'sharp';
import { decodeBmp } from './bmp.ts';
import { CONVERSION_MESSAGES, ConversionError } from './conversion-error.ts';
import { normalizeExtension } from './file-kind.ts';
import {
  PAGE_JPEG,
  PAGE_WIDTH,
  pageFiles,
  THUMBNAIL_JPEG,
  THUMBNAIL_WIDTH,
  writeAtomically,
} from './page-files.ts';
import type { RenderedPage } from './pdf-render-job.ts';
import { sanitizeSvg } from './svg-sanitize.ts';

/** Pixels sampled by isBlankImage (a 100 × 100 grid) and what counts as white or transparent. */
const SAMPLE_SIDE = 100;
const WHITE_FROM = 245;
const TRANSPARENT_BELOW = 16;
const BLANK_SHARE = 0.05;

async function isBlank(image: sharp.Sharp): Promise<boolean> {
  const { data } = await image
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'fill', kernel: 'nearest' })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let marked = 0;
  for (let i = 0; i < data.length; i += 4) {
    const white = data[i]! >= WHITE_FROM && data[i + 1]! >= WHITE_FROM && data[i + 2]! >= WHITE_FROM;
    if (data[i + 3]! >= TRANSPARENT_BELOW && !white) marked++;
  }
  return marked < BLANK_SHARE * (data.length / 4);
}

/** Blank = fewer than 5% of sampled pixels are non-white and non-transparent (spec). Any format sharp reads. */
export async function isBlankImage(input: string | Buffer): Promise<boolean> {
  return isBlank(sharp(input, { pages: 1 }).autoOrient());
}

/** An SVG is drawn 1600 px wide whatever its declared size: it is vector, drawing it larger loses nothing. */
async function svgSource(svg: string): Promise<sharp.Sharp> {
  const buffer = Buffer.from(svg, 'utf8');
  const { width } = await sharp(buffer).metadata();
  const density = Math.min(Math.max((72 * PAGE_WIDTH) / Math.max(width, 1), 1), 2400);
  return sharp(buffer, { density });
}

/** HEVC-coded HEIC (what phones write) → JPEG with heic-convert: sharp's prebuilt libheif reads only AV1. */
async function heicAsJpeg(inputPath: string): Promise<sharp.Sharp> {
  const jpeg = await heicConvert({ buffer: await readFile(inputPath), format: 'JPEG', quality: 0.92 });
  return sharp(Buffer.from(jpeg));
}

async function openImage(
  inputPath: string,
  ext: string,
): Promise<{ image: sharp.Sharp; sanitizedSvg?: string }> {
  if (ext === 'svg') {
    const sanitizedSvg = sanitizeSvg(await readFile(inputPath, 'utf8'));
    return { image: await svgSource(sanitizedSvg), sanitizedSvg };
  }
  if (ext === 'bmp') {
    const { data, width, height, channels } = decodeBmp(await readFile(inputPath));
    return { image: sharp(data, { raw: { width, height, channels } }) };
  }
  return { image: sharp(inputPath, { pages: 1 }) };
}

type Converted = RenderedPage & { isBlank: boolean; sanitizedSvg?: string };

async function writePage(
  opened: { image: sharp.Sharp; sanitizedSvg?: string },
  outDir: string,
): Promise<Converted> {
  const files = pageFiles(outDir, 0);
  const upright = opened.image.autoOrient();
  const blank = await isBlank(upright.clone());
  const onWhite = upright.flatten({ background: '#ffffff' });
  let size = { width: 0, height: 0 };
  await Promise.all([
    writeAtomically(files.image, async (to) => {
      size = await onWhite
        .clone()
        .resize({ width: PAGE_WIDTH, withoutEnlargement: true })
        .jpeg(PAGE_JPEG)
        .toFile(to);
    }),
    writeAtomically(files.thumbnail, (to) =>
      onWhite
        .clone()
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .jpeg(THUMBNAIL_JPEG)
        .toFile(to),
    ),
  ]);
  return {
    index: 0,
    ...files,
    width: size.width,
    height: size.height,
    text: '',
    isBlank: blank,
    ...(opened.sanitizedSvg === undefined ? {} : { sanitizedSvg: opened.sanitizedSvg }),
  };
}

/**
 * One picture → one page: page-0001.jpg at most 1600 px wide (never enlarged, turned upright by
 * its EXIF orientation, transparency on white) and thumb-0001.jpg at 400 px. An SVG is sanitized
 * before it is drawn, and the sanitized text is returned to be stored instead of the upload.
 */
export async function convertImage(inputPath: string, ext: string, outDir: string): Promise<Converted> {
  const kind = normalizeExtension(ext);
  try {
    await mkdir(outDir, { recursive: true });
    try {
      return await writePage(await openImage(inputPath, kind), outDir);
    } catch (error) {
      if (kind !== 'heic' && kind !== 'heif') throw error;
      return await writePage({ image: await heicAsJpeg(inputPath) }, outDir);
    }
  } catch (cause) {
    throw new ConversionError(CONVERSION_MESSAGES.imageUnreadable, { cause });
  }
}
