import { MAP_LIMITS, type MapPlaceValue, mapPlaceSchema } from '@folio/shared';

/** The place as typed: every field a string, as the inputs hold it. */
export type PlaceInput = { address: string; lat: string; lng: string; zoom: string };
export type PlaceField = keyof PlaceInput;

export const placeInput = (place: MapPlaceValue | null): PlaceInput => ({
  address: place?.address ?? '',
  lat: place ? String(place.lat) : '',
  lng: place ? String(place.lng) : '',
  zoom: String(place?.zoom ?? MAP_LIMITS.zoomDefault),
});

const number = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/** The typed place checked by the server's rule: the place, or a message per field. */
export function parsePlace(input: PlaceInput) {
  const parsed = mapPlaceSchema.safeParse({
    address: input.address,
    lat: number(input.lat),
    lng: number(input.lng),
    zoom: number(input.zoom),
  });
  if (parsed.success) return { place: parsed.data, errors: {} };
  const errors: Partial<Record<PlaceField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PlaceField;
    errors[field] ??= issue.message;
  }
  return { place: null, errors };
}
