import type { RawPixels } from './page-files.ts';

const HEADER = /^P([56])\s+(\d+)\s+(\d+)\s+(\d+)\s/;

/** Reads a binary PPM (P6) or PGM (P5) image with 8-bit samples, as mutool draw -F pnm writes them. */
export function parsePnm(file: Buffer): RawPixels {
  const match = HEADER.exec(file.subarray(0, 64).toString('latin1'));
  if (!match) throw new Error('not a binary PNM image');
  const [header, type, w, h, max] = match;
  if (max !== '255') throw new Error(`unsupported PNM depth ${max}`);
  const channels = type === '6' ? 3 : 1;
  const width = Number(w);
  const height = Number(h);
  const data = file.subarray(header.length, header.length + width * height * channels);
  if (data.length !== width * height * channels) throw new Error('the PNM image is cut short');
  return { data, width, height, channels };
}
