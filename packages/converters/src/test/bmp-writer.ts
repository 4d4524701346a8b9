/** Writes a Windows bitmap of RGB pixels: 24-bit bottom-up, 32-bit top-down, or 8-bit with a palette. */
export function buildBmp(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number],
  bits: 8 | 24 | 32 = 24,
): Buffer {
  const palette: string[] = [];
  const indexOf = (rgb: readonly [number, number, number]) => {
    const key = rgb.join(',');
    let index = palette.indexOf(key);
    if (index === -1) index = palette.push(key) - 1;
    return index;
  };
  if (bits === 8) for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) indexOf(pixel(x, y));
  const paletteBytes = bits === 8 ? 256 * 4 : 0;
  const stride = Math.ceil((width * bits) / 32) * 4;
  const offset = 14 + 40 + paletteBytes;
  const file = Buffer.alloc(offset + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(bits === 32 ? -height : height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bits, 28);
  palette.forEach((key, i) => {
    const [r, g, b] = key.split(',').map(Number);
    file[54 + i * 4] = b ?? 0;
    file[54 + i * 4 + 1] = g ?? 0;
    file[54 + i * 4 + 2] = r ?? 0;
  });
  for (let y = 0; y < height; y++) {
    const row = offset + (bits === 32 ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const rgb = pixel(x, y);
      if (bits === 8) file[row + x] = indexOf(rgb);
      else {
        const at = row + x * (bits / 8);
        file[at] = rgb[2];
        file[at + 1] = rgb[1];
        file[at + 2] = rgb[0];
      }
    }
  }
  return file;
}
