import { MAP_TEXTS } from '@folio/shared';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { camelize } from '../lib/case.ts';
import { buildAssetWire } from '../test/editor-factories.ts';
import { mockApi } from '../test/fetch-mock.ts';
import { AssetView } from './asset-view.tsx';
import { forgetMapTiles } from './map-settings.ts';
import { tileLayout, tilePoint } from './map-tiles.ts';

const place = { address: '5 Avenue Anatole France, Paris', lat: 48.85837, lng: 2.294481, zoom: 16 };
const mapAsset = camelize(buildAssetWire({ id: 7, type: 'map', title: 'The flat', map: place }));
const settings = (tiles: object | null) => ({
  'GET /api/maps/settings': { body: { geocoder: false, tiles } },
});

beforeEach(forgetMapTiles);

describe('map tiles', () => {
  it("finds a point's tile as OpenStreetMap numbers them", () => {
    const { x, y } = tilePoint(place.lat, place.lng, 16);
    expect([Math.floor(x), Math.floor(y)]).toEqual([33185, 22545]);
  });

  it('covers the view with tiles around the place, wrapping columns and leaving out rows off the world', () => {
    const view = tileLayout({
      template: '/t/{z}/{x}/{y}.png',
      lat: 0,
      lng: 180,
      zoom: 1,
      width: 600,
      height: 600,
    });
    expect(view.marker).toEqual({ left: 300, top: 300 });
    expect(view.tiles.map((t) => t.url).sort()).toEqual(
      [
        '/t/1/0/0.png',
        '/t/1/0/1.png',
        '/t/1/1/0.png',
        '/t/1/1/1.png',
        '/t/1/0/0.png',
        '/t/1/0/1.png',
        '/t/1/1/0.png',
        '/t/1/1/1.png',
      ].sort(),
    );
    expect([...new Set(view.tiles.map((t) => t.top))].sort()).toEqual([300, 44]);
    expect([...new Set(view.tiles.map((t) => t.left))].sort((a, b) => a - b)).toEqual([-212, 44, 300, 556]);
  });
});

describe('a map asset as a recipient sees it', () => {
  it('draws the tiles with a marker and the attribution, and links to the place in three map apps', async () => {
    mockApi(
      settings({
        url_template: 'https://{s}.tile.example/{z}/{x}/{y}.png',
        attribution: '© OSM contributors',
      }),
    );
    render(<AssetView asset={mapAsset} interactive />);
    const map = await screen.findByRole('img', { name: `Map of ${place.address}` });
    const tiles = within(map).getAllByTestId('map-tile');
    expect(tiles.length).toBeGreaterThanOrEqual(6);
    expect(tiles.map((t) => t.getAttribute('src'))).toContain('https://c.tile.example/16/33185/22545.png');
    expect(within(map).getByText('© OSM contributors')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The flat' })).toBeInTheDocument();

    const links = within(screen.getByRole('navigation', { name: MAP_TEXTS.openInMaps })).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Google Maps', 'https://www.google.com/maps/search/?api=1&query=48.85837%2C2.294481'],
      [
        'Apple Maps',
        'https://maps.apple.com/?ll=48.85837%2C2.294481&z=16&q=5+Avenue+Anatole+France%2C+Paris',
      ],
      [
        'OpenStreetMap',
        'https://www.openstreetmap.org/?mlat=48.85837&mlon=2.294481#map=16/48.85837/2.294481',
      ],
    ]);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows a card with the address and coordinates when tiles are not configured', async () => {
    mockApi(settings(null));
    render(<AssetView asset={mapAsset} interactive />);
    expect(await screen.findByText(place.address)).toBeInTheDocument();
    expect(screen.getByText('48.85837, 2.29448')).toBeInTheDocument();
    expect(screen.queryByTestId('map-tile')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: MAP_TEXTS.openInMaps })).toBeInTheDocument();
  });
});
