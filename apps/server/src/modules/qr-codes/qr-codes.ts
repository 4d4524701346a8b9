import { LINK_SOURCE_PARAM } from '@folio/shared';
import QRCode from 'qrcode';

/** The print-ready size of a link's QR code: a PNG this many pixels wide, the SVG drawn at it. */
export const QR_CODE_PIXELS = 1024;
/** Modules of white around the code, as the QR standard asks for a reliable scan. */
export const QR_QUIET_ZONE = 4;
export type QrFormat = 'svg' | 'png';

/** The link's URL as its QR code encodes it: `?src=qr` added. */
export function qrTarget(url: string) {
  const target = new URL(url);
  target.searchParams.set(LINK_SOURCE_PARAM, 'qr');
  return target.toString();
}

/** A QR code of `text`, black on white, with its quiet zone; medium error correction (15 %). */
export async function qrCode(text: string, format: QrFormat) {
  const options = { margin: QR_QUIET_ZONE, errorCorrectionLevel: 'M' } as const;
  if (format === 'svg')
    return {
      body: await QRCode.toString(text, { ...options, width: QR_CODE_PIXELS, type: 'svg' }),
      type: 'image/svg+xml',
    };
  // Whole pixels per module, enough for QR_CODE_PIXELS at least (a width would round down).
  const modules = QRCode.create(text, options).modules.size + 2 * QR_QUIET_ZONE;
  const scale = Math.ceil(QR_CODE_PIXELS / modules);
  return { body: await QRCode.toBuffer(text, { ...options, scale, type: 'png' }), type: 'image/png' };
}
