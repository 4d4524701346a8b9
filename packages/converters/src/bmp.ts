import type { RawPixels } from './page-files.ts';

/** Same ceiling as sharp's limitInputPixels: a header cannot make us allocate gigabytes. */
const MAX_PIXELS = 268_402_689;

type Masks = { r: number; g: number; b: number; a: number };

function channel(value: number, mask: number): number {
  if (mask === 0) return 255;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = mask >>> shift;
  return Math.round((((value & mask) >>> shift) * 255) / max);
}

/**
 * Decodes an uncompressed Windows bitmap (1, 4, 8, 16, 24 or 32 bits, BI_RGB or BI_BITFIELDS,
 * bottom-up or top-down) to RGBA pixels; sharp cannot read BMP. RLE-compressed files are refused.
 */
export function decodeBmp(file: Buffer): RawPixels {
  if (file.length < 26 || file.toString('latin1', 0, 2) !== 'BM') throw new Error('not a BMP file');
  const dataOffset = file.readUInt32LE(10);
  const headerSize = file.readUInt32LE(14);
  const core = headerSize === 12;
  const width = core ? file.readUInt16LE(18) : file.readInt32LE(18);
  const rawHeight = core ? file.readInt16LE(20) : file.readInt32LE(22);
  const bits = core ? file.readUInt16LE(24) : file.readUInt16LE(28);
  const compression = core ? 0 : file.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width < 1 || height < 1 || width * height > MAX_PIXELS)
    throw new Error(`bad BMP size ${width}×${height}`);
  if (![0, 3, 6].includes(compression)) throw new Error(`unsupported BMP compression ${compression}`);

  let masks: Masks | undefined;
  if (compression === 3 || compression === 6) {
    const at = 54;
    masks = {
      r: file.readUInt32LE(at),
      g: file.readUInt32LE(at + 4),
      b: file.readUInt32LE(at + 8),
      a: headerSize >= 56 || compression === 6 ? file.readUInt32LE(at + 12) : 0,
    };
  } else if (bits === 16) {
    masks = { r: 0x7c00, g: 0x03e0, b: 0x001f, a: 0 };
  }

  const paletteAt = 14 + headerSize;
  const entrySize = core ? 3 : 4;
  const colours = bits <= 8 ? (!core && file.readUInt32LE(46)) || 1 << bits : 0;
  if (bits <= 8 && paletteAt + colours * entrySize > file.length)
    throw new Error('the BMP palette is cut short');

  const stride = Math.ceil((width * bits) / 32) * 4;
  if (dataOffset + stride * height > file.length) throw new Error('the BMP file is cut short');
  const m = masks ?? { r: 0xff0000, g: 0xff00, b: 0xff, a: 0 };
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (bits <= 8) {
        const bitPos = x * bits;
        const index = (file[row + (bitPos >> 3)]! >> (8 - bits - (bitPos & 7))) & ((1 << bits) - 1);
        const at = paletteAt + Math.min(index, colours - 1) * entrySize;
        out[o] = file[at + 2]!;
        out[o + 1] = file[at + 1]!;
        out[o + 2] = file[at]!;
        out[o + 3] = 255;
      } else if (bits === 24) {
        const at = row + x * 3;
        out[o] = file[at + 2]!;
        out[o + 1] = file[at + 1]!;
        out[o + 2] = file[at]!;
        out[o + 3] = 255;
      } else if (bits === 16 || bits === 32) {
        const value = bits === 16 ? file.readUInt16LE(row + x * 2) : file.readUInt32LE(row + x * 4);
        out[o] = channel(value, m.r);
        out[o + 1] = channel(value, m.g);
        out[o + 2] = channel(value, m.b);
        out[o + 3] = channel(value, m.a);
      } else {
        throw new Error(`unsupported BMP depth ${bits}`);
      }
    }
  }
  return { data: out, width, height, channels: 4 };
}
