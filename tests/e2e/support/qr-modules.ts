import QRCode from 'qrcode';
import sharp from 'sharp';

/** The quiet zone the server draws around its codes, in modules (qr-codes.ts). */
const QUIET_ZONE = 4;

/**
 * Whether a QR code image (PNG, or SVG drawn by librsvg) shows exactly the modules of `text` encoded as the
 * server encodes it (medium error correction): read at the centre of each module, dark or light. A code of
 * another text, version or mask differs in many modules.
 */
export async function showsQrCodeOf(image: Buffer, text: string) {
  const expected = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const modules = expected.size + 2 * QUIET_ZONE;
  const pixel = (module: number, pixels: number) => Math.floor(((module + 0.5) * pixels) / modules);
  const differing: string[] = [];
  for (let row = -QUIET_ZONE; row < expected.size + QUIET_ZONE; row++)
    for (let column = -QUIET_ZONE; column < expected.size + QUIET_ZONE; column++) {
      const x = pixel(column + QUIET_ZONE, info.width);
      const y = pixel(row + QUIET_ZONE, info.height);
      const dark = data[y * info.width + x]! < 128;
      const inside = row >= 0 && column >= 0 && row < expected.size && column < expected.size;
      const wanted = inside && expected.get(row, column) === 1;
      if (dark !== wanted) differing.push(`${row},${column}`);
    }
  return differing;
}
