import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Width of a page image, of its thumbnail, and the tallest page image we draw (a guard against 1:1000 pages). */
export const PAGE_WIDTH = 1600;
export const THUMBNAIL_WIDTH = 400;
export const MAX_PAGE_HEIGHT = PAGE_WIDTH * 8;
export const PAGE_JPEG = { quality: 82, optimiseCoding: false } as const;
export const THUMBNAIL_JPEG = { quality: 80, optimiseCoding: false } as const;

export type PageFiles = { image: string; thumbnail: string };
export type RawPixels = { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 };

const number = (index: number) => String(index + 1).padStart(4, '0');

/** page-0001.jpg and thumb-0001.jpg for index 0. */
export function pageFiles(outDir: string, index: number): PageFiles {
  return {
    image: path.join(outDir, `page-${number(index)}.jpg`),
    thumbnail: path.join(outDir, `thumb-${number(index)}.jpg`),
  };
}

/**
 * Each file is written beside its final name and renamed, so a page file that exists is complete
 * even when the process died mid-write (a resumed job may trust it).
 */
export async function writeAtomically(target: string, write: (partial: string) => Promise<unknown>) {
  const partial = `${target}.partial`;
  try {
    await write(partial);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Encodes rendered pixels as the page JPEG, then the thumbnail from that JPEG: decoding a JPEG at
 * a quarter of its size is cheaper than resizing the raw pixels.
 */
export async function writePageFromPixels(raw: RawPixels, files: PageFiles): Promise<void> {
  const jpeg = await sharp(raw.data, {
    raw: { width: raw.width, height: raw.height, channels: raw.channels },
  })
    .jpeg(PAGE_JPEG)
    .toBuffer();
  await writePageFromJpeg(jpeg, files);
}

/** Moves a JPEG written by another program into place and adds its thumbnail; answers its size. */
export async function adoptPageJpeg(
  jpegPath: string,
  files: PageFiles,
): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(jpegPath).metadata();
  await writeAtomically(files.thumbnail, (to) =>
    sharp(jpegPath)
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .jpeg(THUMBNAIL_JPEG)
      .toFile(to),
  );
  await rename(jpegPath, files.image);
  return { width, height };
}

/** Writes an encoded page JPEG and its thumbnail. */
export async function writePageFromJpeg(jpeg: Buffer, files: PageFiles): Promise<void> {
  await Promise.all([
    writeAtomically(files.image, (to) => writeFile(to, jpeg)),
    writeAtomically(files.thumbnail, (to) =>
      sharp(jpeg)
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .jpeg(THUMBNAIL_JPEG)
        .toFile(to),
    ),
  ]);
}

/** Removes an engine's scratch files (names starting with `prefix`) left when it was stopped. */
export async function removeLeftovers(outDir: string, prefix: string): Promise<void> {
  const names = await readdir(outDir).catch(() => []);
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix))
      .map((name) => rm(path.join(outDir, name), { force: true })),
  );
}
