import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll } from 'vitest';
import { buildPdf, type PdfPage, type Rgb } from './pdf-builder.ts';

export { photoJpeg } from './photo.ts';

/** A temporary folder removed after the test file's last test. */
export async function tempDir(prefix = 'folio-converters-'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

export async function writeFixture(dir: string, name: string, content: Buffer | string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

/** Distinct, fully saturated colours: far from each other after JPEG compression. */
export const PAGE_COLOURS: Rgb[] = [
  [220, 20, 20],
  [20, 160, 40],
  [30, 60, 220],
  [240, 200, 0],
  [150, 30, 170],
];

/**
 * A4 pages, each with a rectangle of PAGE_COLOURS[i % 5] over the upper-left quarter of the page
 * and the text "Page N of M" at the bottom.
 */
export function colouredPages(count: number, photo?: PdfPage['photo']): PdfPage[] {
  return Array.from({ length: count }, (_, i) => ({
    rects: [{ x: 0, y: 421, width: 297.5, height: 421, rgb: PAGE_COLOURS[i % PAGE_COLOURS.length] as Rgb }],
    texts: [{ x: 60, y: 120, size: 24, text: `Page ${i + 1} of ${count}` }],
    ...(photo ? { photo } : {}),
  }));
}

export const colouredPdf = (count: number) => buildPdf(colouredPages(count));

/** The colour at a point given as fractions of the width and height of an image file. */
export async function colourAt(file: string, xFraction: number, yFraction: number): Promise<Rgb> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const x = Math.min(info.width - 1, Math.floor(info.width * xFraction));
  const y = Math.min(info.height - 1, Math.floor(info.height * yFraction));
  const i = (y * info.width + x) * info.channels;
  return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
}

/** True when each channel is within `tolerance` (JPEG shifts colours a little). */
export const near = (actual: Rgb, expected: Rgb, tolerance = 24) =>
  actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= tolerance);
