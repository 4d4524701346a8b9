import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES } from './conversion-error.ts';
import { convertImage, isBlankImage } from './images.ts';
import { buildBmp } from './test/bmp-writer.ts';
import { colourAt, near, photoJpeg, tempDir, writeFixture } from './test/fixtures.ts';

const dir = await tempDir();
const RED = [220, 20, 20] as const;
const BLUE = [30, 60, 220] as const;
const WHITE = [255, 255, 255] as const;
const solid = (width: number, height: number, background: string | sharp.RGBA) =>
  sharp({ create: { width, height, channels: 4, background } });

/** Left half red, right half blue. */
async function halves(width: number, height: number): Promise<sharp.Sharp> {
  const right = await solid(Math.ceil(width / 2), height, '#1e3cdc')
    .png()
    .toBuffer();
  return solid(width, height, '#dc1414').composite([{ input: right, left: Math.floor(width / 2), top: 0 }]);
}

describe('convertImage', () => {
  it('shrinks a large JPEG to 1600 px wide, upright by its EXIF orientation, with a 400 px thumbnail', async () => {
    // Stored 3000 × 2000, left red; orientation 6 shows it turned a quarter clockwise: red on top.
    const jpeg = await (await halves(3000, 2000)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const out = path.join(dir, 'exif');
    const page = await convertImage(await writeFixture(dir, 'photo.jpg', jpeg), 'jpg', out);
    expect(page).toMatchObject({ index: 0, width: 1600, height: 2400, text: '', isBlank: false });
    expect(page.image).toBe(path.join(out, 'page-0001.jpg'));
    expect(await sharp(page.image).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 2400 });
    expect(await sharp(page.thumbnail).metadata()).toMatchObject({ width: 400, height: 600 });
    expect(near(await colourAt(page.image, 0.5, 0.25), RED)).toBe(true);
    expect(near(await colourAt(page.image, 0.5, 0.75), BLUE)).toBe(true);
    expect(near(await colourAt(page.thumbnail, 0.5, 0.25), RED)).toBe(true);
  });

  it('never enlarges a small picture and lays transparency on white', async () => {
    const png = await solid(300, 200, { r: 0, g: 0, b: 0, alpha: 0 })
      .composite([{ input: await solid(150, 200, '#1e3cdc').png().toBuffer(), left: 0, top: 0 }])
      .png()
      .toBuffer();
    const page = await convertImage(
      await writeFixture(dir, 'small.png', png),
      'png',
      path.join(dir, 'small'),
    );
    expect(page).toMatchObject({ width: 300, height: 200, isBlank: false });
    expect(near(await colourAt(page.image, 0.25, 0.5), BLUE)).toBe(true);
    expect(near(await colourAt(page.image, 0.75, 0.5), WHITE)).toBe(true);
    expect((await sharp(page.thumbnail).metadata()).width).toBe(300);
  });

  it('takes the first frame of an animated GIF', async () => {
    const red = await solid(100, 80, '#dc1414').png().toBuffer();
    const blue = await solid(100, 80, '#1e3cdc').png().toBuffer();
    const gif = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();
    const page = await convertImage(await writeFixture(dir, 'anim.gif', gif), 'gif', path.join(dir, 'gif'));
    expect(page).toMatchObject({ width: 100, height: 80 });
    expect(near(await colourAt(page.image, 0.5, 0.5), RED, 40)).toBe(true);
  });

  it.each([
    ['tif', 2000, (image: sharp.Sharp) => image.tiff()],
    ['webp', 2000, (image: sharp.Sharp) => image.webp({ lossless: true })],
    // AV1 inside (what sharp can write); HEVC ones, what phones write, go through heic-convert.
    ['heic', 600, (image: sharp.Sharp) => image.heif({ compression: 'av1', quality: 90 })],
  ])('reads %s', async (ext, width, encode) => {
    const file = await writeFixture(
      dir,
      `halves.${ext}`,
      await encode(await halves(width, width / 2)).toBuffer(),
    );
    const page = await convertImage(file, ext, path.join(dir, ext));
    expect(page).toMatchObject({ width: Math.min(width, 1600), height: Math.min(width, 1600) / 2 });
    expect(near(await colourAt(page.image, 0.25, 0.5), RED)).toBe(true);
    expect(near(await colourAt(page.image, 0.75, 0.5), BLUE)).toBe(true);
  });

  it.each([8, 24, 32] as const)('decodes a %i-bit BMP, which sharp cannot read', async (bits) => {
    const bmp = buildBmp(64, 32, (x, y) => (y < 16 ? (x < 32 ? RED : BLUE) : x < 32 ? BLUE : WHITE), bits);
    const page = await convertImage(
      await writeFixture(dir, `q${bits}.bmp`, bmp),
      'bmp',
      path.join(dir, `bmp${bits}`),
    );
    expect(page).toMatchObject({ width: 64, height: 32 });
    expect(near(await colourAt(page.image, 0.2, 0.2), RED)).toBe(true);
    expect(near(await colourAt(page.image, 0.8, 0.2), BLUE)).toBe(true);
    expect(near(await colourAt(page.image, 0.2, 0.8), BLUE)).toBe(true);
    expect(near(await colourAt(page.image, 0.8, 0.8), WHITE)).toBe(true);
  });

  describe('SVG', () => {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      response.writeHead(200, { 'content-type': 'image/png' }).end();
    });
    let origin = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('sanitizes, then draws 1600 px wide without loading anything', async () => {
      const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <rect width="100" height="100" fill="#dc1414" onclick="steal()"/>
  <image x="100" width="100" height="100" href="${origin}/tracker.png"/>
  <image x="100" width="100" height="100" xlink:href="file:///etc/hostname"/>
  <a href="javascript:alert(2)"><text y="50">click</text></a>
  <foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
</svg>`;
      const page = await convertImage(await writeFixture(dir, 'logo.svg', svg), 'svg', path.join(dir, 'svg'));
      expect(page).toMatchObject({ width: 1600, height: 800, isBlank: false });
      expect(near(await colourAt(page.image, 0.25, 0.5), RED)).toBe(true);
      expect(near(await colourAt(page.image, 0.75, 0.5), WHITE)).toBe(true);
      expect(page.sanitizedSvg).toBeDefined();
      for (const gone of ['<script', 'onload', 'onclick', 'javascript:', 'foreignObject', origin, 'file:']) {
        expect(page.sanitizedSvg).not.toContain(gone);
      }
      expect(page.sanitizedSvg).toContain('<rect width="100" height="100" fill="#dc1414"/>');
      expect(requests).toEqual([]);
    });
  });

  it.each([
    ['png', Buffer.from('\x89PNG\r\n\x1a\n this is not really a png')],
    ['bmp', Buffer.from('BM not really a bitmap')],
    ['svg', Buffer.from('<svg><unclosed')],
    ['heic', Buffer.from('....ftypheic....garbage')],
  ])('refuses an unreadable %s with a message a person understands', async (ext, content) => {
    const file = await writeFixture(dir, `broken.${ext}`, content);
    await expect(convertImage(file, ext, path.join(dir, `broken-${ext}`))).rejects.toMatchObject({
      userMessage: CONVERSION_MESSAGES.imageUnreadable,
    });
  });
});

describe('isBlankImage', () => {
  /** A white 200 × 200 image with `share` of it covered by black squares spread over it. */
  async function dotted(share: number): Promise<Buffer> {
    const dots = [];
    const cell = 10;
    const count = Math.round((share * 200 * 200) / (cell * cell));
    for (let i = 0; i < count; i++) {
      dots.push({
        input: await solid(cell, cell, '#000000').png().toBuffer(),
        left: ((i * 37) % 19) * cell,
        top: (Math.floor((i * 37) / 19) % 20) * cell,
      });
    }
    return solid(200, 200, '#ffffff').composite(dots).png().toBuffer();
  }

  it('is blank when fewer than 5% of the pixels are neither white nor transparent', async () => {
    expect(await isBlankImage(await solid(300, 300, '#ffffff').png().toBuffer())).toBe(true);
    expect(await isBlankImage(await solid(300, 300, { r: 0, g: 0, b: 0, alpha: 0 }).png().toBuffer())).toBe(
      true,
    );
    expect(await isBlankImage(await dotted(0.03))).toBe(true);
  });

  it('is not blank from 5% up', async () => {
    expect(await isBlankImage(await dotted(0.08))).toBe(false);
    expect(await isBlankImage(await photoJpeg(2, 400, 300))).toBe(false);
    expect(await isBlankImage(await writeFixture(dir, 'photo-file.jpg', await photoJpeg(3, 400, 300)))).toBe(
      false,
    );
  });
});
