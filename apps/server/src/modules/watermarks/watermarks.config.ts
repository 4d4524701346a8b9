import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The environment variables of burned-in watermarks (spread into config.ts's envSchema). */
export const watermarkEnv = {
  WATERMARK_FONT_FILE: z
    .string()
    .default('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf')
    .describe(
      "TrueType font watermarks are drawn with (Debian's fonts-dejavu-core); when missing, the system's default sans-serif font",
    ),
  WATERMARK_CACHE_MB: z.coerce
    .number()
    .int()
    .min(1)
    .default(256)
    .describe(
      'disk space the watermarked page images of viewers are kept in (DATA_DIR/cache/watermarks), oldest out first',
    ),
};

type WatermarkEnv = z.infer<z.ZodObject<typeof watermarkEnv>>;

export type WatermarkSettings = { fontFile: string | null; cacheDir: string; cacheBytes: number };

/** Where watermarked pages are cached and which font draws them (null: the font file is not installed). */
export const watermarkSettings = (e: WatermarkEnv, dataDir: string): WatermarkSettings => ({
  fontFile: existsSync(e.WATERMARK_FONT_FILE) ? e.WATERMARK_FONT_FILE : null,
  cacheDir: path.join(dataDir, 'cache', 'watermarks'),
  cacheBytes: e.WATERMARK_CACHE_MB * 1024 * 1024,
});
