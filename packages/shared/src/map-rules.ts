/** Map asset constants and pure rules without zod, so the recipient's map chunk can import them alone. */
export const MAP_LIMITS = {
  latMin: -90,
  latMax: 90,
  lngMin: -180,
  lngMax: 180,
  zoomMin: 1,
  zoomMax: 19,
  zoomDefault: 15,
  addressMax: 300,
  queryMax: 300,
} as const;

export const MAP_TEXTS = {
  menuItem: 'Map',
  dialogTitle: 'Add a map',
  dialogDescription: 'Type an address, or the coordinates of the place, and recipients see it on a map.',
  address: 'Address',
  latitude: 'Latitude',
  longitude: 'Longitude',
  zoom: 'Zoom (1–19)',
  find: 'Find address',
  found: (place: string) => `Found: ${place}`,
  geocoderNotConfigured:
    'Address search is not configured on this server: type the coordinates of the place.',
  geocoderUnavailable: 'Address search is not available right now: try again, or type the coordinates.',
  notFound: 'No place found for this address: check it, or type the coordinates.',
  needPlace: 'Type an address or the coordinates of the place.',
  latitudeRange: 'Enter a latitude between -90 and 90.',
  longitudeRange: 'Enter a longitude between -180 and 180.',
  zoomRange: 'Enter a zoom between 1 and 19.',
  addressTooLong: `Ensure the address has no more than ${MAP_LIMITS.addressMax} characters.`,
  onlyMapAssets: 'Only a map asset has a place.',
  openInMaps: 'Open in Maps',
  mapOf: (place: string) => `Map of ${place}`,
  loadingMap: 'Loading the map…',
} as const;

export type MapPlaceValue = { address: string; lat: number; lng: number; zoom: number };

/** Coordinates as people read them: 5 decimals (about a metre). */
export const formatCoordinates = ({ lat, lng }: { lat: number; lng: number }) =>
  `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

/** 'Open in Maps' links by coordinates: Google Maps, Apple Maps and OpenStreetMap. */
export function openInMapsLinks({ lat, lng, zoom, address }: MapPlaceValue) {
  const ll = `${lat},${lng}`;
  const apple = new URLSearchParams({ ll, z: String(zoom), q: address.trim() || ll });
  return [
    { name: 'Google Maps', url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ll)}` },
    { name: 'Apple Maps', url: `https://maps.apple.com/?${apple}` },
    {
      name: 'OpenStreetMap',
      url: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`,
    },
  ];
}
