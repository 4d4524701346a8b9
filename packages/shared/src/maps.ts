import { z } from 'zod';
import { MAP_LIMITS, MAP_TEXTS } from './map-rules.ts';
import { textSchema } from './validation.ts';

const L = MAP_LIMITS;

/** A map asset's place: coordinates, zoom and the address shown with them. */
export const mapPlaceSchema = z.object({
  address: textSchema({ max: L.addressMax, tooLong: MAP_TEXTS.addressTooLong }).default(''),
  lat: z
    .number({ error: MAP_TEXTS.latitudeRange })
    .min(L.latMin, MAP_TEXTS.latitudeRange)
    .max(L.latMax, MAP_TEXTS.latitudeRange),
  lng: z
    .number({ error: MAP_TEXTS.longitudeRange })
    .min(L.lngMin, MAP_TEXTS.longitudeRange)
    .max(L.lngMax, MAP_TEXTS.longitudeRange),
  zoom: z
    .number({ error: MAP_TEXTS.zoomRange })
    .int(MAP_TEXTS.zoomRange)
    .min(L.zoomMin, MAP_TEXTS.zoomRange)
    .max(L.zoomMax, MAP_TEXTS.zoomRange)
    .default(L.zoomDefault),
});
export type MapPlace = z.infer<typeof mapPlaceSchema>;

/** GET /api/maps/geocode?q= */
export const geocodeQuerySchema = z.object({
  q: textSchema({ max: L.queryMax }).pipe(z.string().min(1, MAP_TEXTS.needPlace)),
});

export const geocodeResultSchema = z.object({
  results: z.array(z.object({ address: z.string(), lat: z.number(), lng: z.number() })).max(10),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** GET /api/maps/settings: what the editor and the recipient's map need to know of the server's map services. */
export const mapSettingsSchema = z.object({
  geocoder: z.boolean(),
  tiles: z.object({ url_template: z.string(), attribution: z.string() }).nullable(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;
