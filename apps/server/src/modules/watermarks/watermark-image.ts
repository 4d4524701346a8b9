import sharp from 'sharp';
import { makeTile, type Tile } from './watermark-tile.ts';

/** As the converter writes page images. */
const PAGE_JPEG = { quality: 82, optimiseCoding: false } as const;
/** Memory the tiles of the text (one per viewer, opacity and page width, about 2 MB each) may take. */
const MAX_TILE_BYTES = 64 * 1024 * 1024;

export type WatermarkText = { text: string; opacity: number };

/**
 * Lays the tile over RGB pixels in place. libvips' tiled composite costs about 95 ms on a 1600 px page;
 * this loop skips the tile's clear pixels (most of it) and costs a third of that.
 */
function blendTiled(rgb: Buffer, width: number, height: number, tile: Tile) {
  for (let y = 0; y < height; y++) {
    const tileRow = (y % tile.height) * tile.width * 4;
    let at = y * width * 3;
    for (let x = 0; x < width; x++, at += 3) {
      const from = tileRow + (x % tile.width) * 4;
      const alpha = tile.data[from + 3]!;
      if (alpha === 0) continue;
      const keep = 255 - alpha;
      rgb[at] = (rgb[at]! * keep + tile.data[from]! * alpha) / 255;
      rgb[at + 1] = (rgb[at + 1]! * keep + tile.data[from + 1]! * alpha) / 255;
      rgb[at + 2] = (rgb[at + 2]! * keep + tile.data[from + 2]! * alpha) / 255;
    }
  }
}

/**
 * Draws a viewer's text into page images: the text is set once per viewer and page width as a turned tile
 * (watermark-tile.ts) and laid over the whole page, so each page costs a decode, one pass over its pixels
 * and an encode.
 */
export function createWatermarkDrawer(fontFile: string | null) {
  // Least recently used first (a Map keeps insertion order; a used tile is moved to the end).
  const tiles = new Map<string, Promise<Tile>>();
  const sizes = new Map<string, number>();
  let bytes = 0;

  function forget(key: string) {
    tiles.delete(key);
    bytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
  }

  function keep(key: string, tile: Tile) {
    if (tiles.get(key) === undefined) return;
    sizes.set(key, tile.data.length);
    bytes += tile.data.length;
    for (const oldest of tiles.keys()) {
      if (bytes <= MAX_TILE_BYTES || oldest === key) break;
      forget(oldest);
    }
  }

  function tileOf(text: WatermarkText, pageWidth: number) {
    const key = `${text.opacity} ${pageWidth} ${text.text}`;
    let tile = tiles.get(key);
    if (tile) {
      tiles.delete(key);
      tiles.set(key, tile);
      return tile;
    }
    tile = makeTile(text.text, text.opacity, pageWidth, fontFile);
    tiles.set(key, tile);
    tile.then(
      (made) => keep(key, made),
      () => forget(key),
    );
    return tile;
  }

  return {
    /** The page image (JPEG, PNG…) with the text tiled over it, as a JPEG. */
    async draw(page: Buffer, text: WatermarkText) {
      const { data, info } = await sharp(page)
        .removeAlpha()
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      blendTiled(data, info.width, info.height, await tileOf(text, info.width));
      return sharp(data, { raw: info }).jpeg(PAGE_JPEG).toBuffer();
    },
  };
}

export type WatermarkDrawer = ReturnType<typeof createWatermarkDrawer>;
