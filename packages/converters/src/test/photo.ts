import sharp from 'sharp';

/** A photo-like JPEG (gradients and waves) to embed in heavier test and benchmark pages. */
export async function photoJpeg(seed = 0, width = 1200, height = 800): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = ((x * 255) / width + seed * 40) & 255;
      raw[i + 1] = ((y * 255) / height) & 255;
      raw[i + 2] = (Math.sin(x / 17 + seed) * Math.cos(y / 23) * 127 + 128) | 0;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
