import { z } from 'zod';

/**
 * QR codes of share links (issue 18): the code encodes the link's URL with `?src=qr`, which the view
 * session records as its source, shown in insights as 'via QR code'.
 */
export const LINK_SOURCES = ['qr'] as const;
export const linkSourceSchema = z.enum(LINK_SOURCES);
export type LinkSource = z.infer<typeof linkSourceSchema>;
/** The query parameter a link's URL carries its source in. */
export const LINK_SOURCE_PARAM = 'src';

export const QR_CODE_FORMATS = ['png', 'svg'] as const;
export const qrCodeQuerySchema = z.object({ format: z.enum(QR_CODE_FORMATS).default('png') });
export type QrCodeQuery = z.infer<typeof qrCodeQuerySchema>;

export const QR_CODE_TEXTS = {
  viaQrCode: 'via QR code',
  title: 'QR code',
  downloadPng: 'Download PNG',
  downloadSvg: 'Download SVG',
  hint: 'Print it on flyers and open-house signs: scans are tracked as views via QR code.',
} as const;
