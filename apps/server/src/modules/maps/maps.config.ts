import { z } from 'zod';

const TILE_PLACEHOLDERS = ['{z}', '{x}', '{y}'];

/** The environment variables of the map asset (spread into config.ts's envSchema). */
export const mapsEnv = {
  GEOCODER_URL: z
    .string()
    .url()
    .optional()
    .describe(
      'Nominatim-compatible geocoder base URL (its /search is called); unset = the map dialog asks for coordinates',
    ),
  GEOCODER_USER_AGENT: z
    .string()
    .max(200)
    .optional()
    .describe(
      'User-Agent sent to the geocoder (Nominatim asks for one naming the app); default Folio and PUBLIC_URL',
    ),
  GEOCODER_MIN_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(1000)
    .describe('least time between two geocoder calls of this process (Nominatim allows one a second)'),
  MAP_TILE_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v) && TILE_PLACEHOLDERS.every((p) => v.includes(p)), {
      message: 'an http(s) URL template with {z}, {x} and {y}',
    })
    .optional()
    .describe(
      'OpenStreetMap-compatible tile URL template ({z}/{x}/{y}, optional {s}); unset = map assets show an address card',
    ),
  MAP_ATTRIBUTION: z
    .string()
    .max(300)
    .default('© OpenStreetMap contributors')
    .describe('attribution text shown on every map drawn with MAP_TILE_URL'),
};

type MapsEnv = z.infer<z.ZodObject<typeof mapsEnv>>;

/** The geocoder (null without GEOCODER_URL) and the tiles (null without MAP_TILE_URL). */
export function mapsSettings(e: MapsEnv, publicUrl: string) {
  return {
    geocoder: e.GEOCODER_URL
      ? {
          url: e.GEOCODER_URL.replace(/\/+$/, ''),
          userAgent: e.GEOCODER_USER_AGENT ?? `Folio (${publicUrl})`,
          minIntervalMs: e.GEOCODER_MIN_INTERVAL_MS,
        }
      : null,
    tiles: e.MAP_TILE_URL
      ? { urlTemplate: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION, origins: tileOrigins(e.MAP_TILE_URL) }
      : null,
  };
}

export type MapsSettings = ReturnType<typeof mapsSettings>;
export type GeocoderSettings = NonNullable<MapsSettings['geocoder']>;

/** The origins tiles come from, for the pages' img-src: {s} subdomains a, b and c. */
function tileOrigins(urlTemplate: string) {
  const filled = urlTemplate.replace(/\{[xyz]\}/g, '0').replace(/\{r\}/g, '');
  const hosts = filled.includes('{s}') ? ['a', 'b', 'c'].map((s) => filled.replaceAll('{s}', s)) : [filled];
  return [...new Set(hosts.map((url) => new URL(url).origin))];
}
