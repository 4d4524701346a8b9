import type { MapSettings } from '@folio/shared';

export type MapTiles = { urlTemplate: string; attribution: string };

let pending: Promise<MapTiles | null> | null = null;

/**
 * The server's tile settings (GET /api/maps/settings), asked once per page; null when tiles are not
 * configured or the answer did not come (the map is then drawn as a card).
 */
export function loadMapTiles(): Promise<MapTiles | null> {
  pending ??= fetch('/api/maps/settings', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<MapSettings>) : null))
    .then((settings) =>
      settings?.tiles
        ? { urlTemplate: settings.tiles.url_template, attribution: settings.tiles.attribution }
        : null,
    )
    .catch(() => {
      pending = null;
      return null;
    });
  return pending;
}

/** Tests start each case without an earlier answer. */
export const forgetMapTiles = () => {
  pending = null;
};
