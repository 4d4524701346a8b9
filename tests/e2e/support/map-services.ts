import http from 'node:http';
import sharp from 'sharp';

/** One street-map tile per address: a light square with a grid line, tinted by its column and row. */
const tile = (x: number, y: number) =>
  sharp({
    create: {
      width: 256,
      height: 256,
      channels: 3,
      background: { r: 226, g: 232 - (x % 4) * 6, b: 220 + (y % 4) * 8 },
    },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="256" height="256"><rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#b8c2cc"/></svg>',
        ),
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

export type MapServices = {
  geocoderUrl: string;
  tileTemplate: string;
  tilesServed: () => number;
  close(): Promise<void>;
};

/**
 * A Nominatim-compatible geocoder (/search?format=jsonv2) that knows one address, and an
 * OpenStreetMap-compatible tile server (/tiles/{z}/{x}/{y}.png), on one local port.
 */
export async function startMapServices(place: { query: string; name: string; lat: string; lon: string }) {
  let served = 0;
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://map.test');
    const tilePath = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url.pathname);
    if (tilePath) {
      served += 1;
      response
        .writeHead(200, { 'content-type': 'image/png' })
        .end(await tile(Number(tilePath[2]), Number(tilePath[3])));
      return;
    }
    if (url.pathname === '/search' && url.searchParams.get('format') === 'jsonv2') {
      const known = url.searchParams.get('q')?.toLowerCase() === place.query.toLowerCase();
      const body = known
        ? [{ place_id: 1, lat: place.lat, lon: place.lon, display_name: place.name, type: 'house' }]
        : [];
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    geocoderUrl: base,
    tileTemplate: `${base}/tiles/{z}/{x}/{y}.png`,
    tilesServed: () => served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies MapServices;
}
