/** Slippy-map tiles (OpenStreetMap's scheme) laid out by hand: no map library in the recipient's pages. */
export const TILE_SIZE = 256;
/** Web Mercator stops here: beyond it a latitude has no tile. */
const MAX_LATITUDE = 85.05112878;

/** Fractional tile coordinates of a point at a zoom level. */
export function tilePoint(lat: number, lng: number, zoom: number) {
  const n = 2 ** zoom;
  const rad = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  return {
    x: ((lng + 180) / 360) * n,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n,
  };
}

/** One tile's address from the template: {z}/{x}/{y}, {s} a subdomain a, b or c, {r} no retina suffix. */
export function tileUrl(template: string, z: number, x: number, y: number) {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', 'abc'[(x + y) % 3] as string)
    .replaceAll('{r}', '');
}

export type PlacedTile = { key: string; url: string; left: number; top: number };
type Layout = {
  template: string;
  lat: number;
  lng: number;
  zoom: number;
  width: number;
  height: number;
  /** How far the map was dragged, in pixels (the place moves with it). */
  pan?: { x: number; y: number };
};

/**
 * The tiles covering a width × height view centred on the place (moved by `pan`), each with its position
 * in the view, and where the place's marker goes. Columns wrap around the world; rows beyond it are empty.
 */
export function tileLayout({ template, lat, lng, zoom, width, height, pan = { x: 0, y: 0 } }: Layout) {
  const n = 2 ** zoom;
  const point = tilePoint(lat, lng, zoom);
  const left0 = point.x * TILE_SIZE - pan.x - width / 2;
  const top0 = point.y * TILE_SIZE - pan.y - height / 2;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor(top0 / TILE_SIZE); ty * TILE_SIZE < top0 + height; ty++) {
    if (ty < 0 || ty >= n) continue;
    for (let tx = Math.floor(left0 / TILE_SIZE); tx * TILE_SIZE < left0 + width; tx++) {
      const x = ((tx % n) + n) % n;
      tiles.push({
        key: `${tx}:${ty}`,
        url: tileUrl(template, zoom, x, ty),
        left: Math.round(tx * TILE_SIZE - left0),
        top: Math.round(ty * TILE_SIZE - top0),
      });
    }
  }
  return { tiles, marker: { left: width / 2 + pan.x, top: height / 2 + pan.y } };
}
