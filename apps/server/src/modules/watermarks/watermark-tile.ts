import sharp from 'sharp';

/** The text's height as a share of the page's width. */
const TEXT_SHARE = 1 / 56;
const MIN_TEXT_PX = 9;
/** The lines rise by this many degrees. */
const TURN_DEGREES = 30;
/** The letters' colour (#111827); their shadow is white. */
const DARK = [0x11, 0x18, 0x27] as const;

/** The turned text as RGBA pixels (not premultiplied), laid edge to edge over the page. */
export type Tile = { data: Buffer; width: number; height: number };

/** How much of each pixel the text covers, 0 to 255, row after row. */
type Coverage = { alpha: Uint8Array; width: number; height: number };

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text set by Pango (with the font file when there is one): its alpha channel is the coverage. */
async function coverageOf(text: string, px: number, fontFile: string | null): Promise<Coverage> {
  const { data, info } = await sharp({
    text: {
      text: escapeMarkup(text),
      font: `DejaVu Sans ${px}px`,
      ...(fontFile && { fontfile: fontFile }),
      rgba: true,
      dpi: 72,
    },
  })
    .extractChannel('alpha')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { alpha: data, width: info.width, height: info.height };
}

/** The coverage of one pixel, nothing outside the text. */
const pixel = (c: Coverage, x: number, y: number) =>
  x < 0 || y < 0 || x >= c.width || y >= c.height ? 0 : c.alpha[y * c.width + x]!;

/** The coverage at a point between pixel centres (bilinear). */
function sample(c: Coverage, u: number, v: number) {
  const x = Math.floor(u);
  const y = Math.floor(v);
  const fx = u - x;
  const fy = v - y;
  const top = pixel(c, x, y) * (1 - fx) + pixel(c, x + 1, y) * fx;
  const bottom = pixel(c, x, y + 1) * (1 - fx) + pixel(c, x + 1, y + 1) * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * The viewer's tile for pages `pageWidth` px wide: the text (1/56 of the width high) with a light shadow
 * one pixel down and right, so it reads on light and dark pages alike, in a margin of three text heights,
 * turned 30° up. Drawn by sampling the one coverage mask for the tile's pixels over the text only (libvips'
 * rotate of the whole padded tile cost ten times the rest), at `opacity` percent.
 */
export async function makeTile(text: string, opacity: number, pageWidth: number, fontFile: string | null) {
  const px = Math.max(MIN_TEXT_PX, Math.round(pageWidth * TEXT_SHARE));
  const strength = Math.min(100, Math.max(1, Math.round(opacity))) / 100 / 255;
  const mask = await coverageOf(text, px, fontFile);
  const gap = px * 3;
  // The unturned tile, and the box around it once turned: the pattern's period.
  const flatWidth = mask.width + 2 * gap;
  const flatHeight = mask.height + 2 * gap;
  const cos = Math.cos((TURN_DEGREES * Math.PI) / 180);
  const sin = Math.sin((TURN_DEGREES * Math.PI) / 180);
  const width = Math.round(flatWidth * cos + flatHeight * sin);
  const height = Math.round(flatWidth * sin + flatHeight * cos);
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    // Each tile pixel turned back onto the mask: u = cos·x + uAt0, v = sin·x + vAt0 along the row.
    const dy = y + 0.5 - height / 2;
    const u0 = cos * (0.5 - width / 2) - sin * dy + flatWidth / 2 - 0.5 - gap;
    const v0 = sin * (0.5 - width / 2) + cos * dy + flatHeight / 2 - 0.5 - gap;
    // Only where the text or its shadow can be: -2 < u < mask width, -2 < v < mask height.
    const from = Math.max(0, Math.floor(Math.max((-2 - u0) / cos, (-2 - v0) / sin)));
    const to = Math.min(width - 1, Math.ceil(Math.min((mask.width - u0) / cos, (mask.height - v0) / sin)));
    for (let x = from; x <= to; x++) {
      const u = cos * x + u0;
      const v = sin * x + v0;
      const light = sample(mask, u, v) * strength;
      const dark = sample(mask, u + 1, v + 1) * strength;
      const alpha = dark + light * (1 - dark);
      if (alpha <= 0) continue;
      const lit = (light * (1 - dark) * 255) / alpha;
      const shade = dark / alpha;
      const at = (y * width + x) * 4;
      data[at] = DARK[0] * shade + lit;
      data[at + 1] = DARK[1] * shade + lit;
      data[at + 2] = DARK[2] * shade + lit;
      data[at + 3] = alpha * 255;
    }
  }
  return { data, width, height } satisfies Tile;
}
