import { formatCoordinates, MAP_TEXTS, type MapPlaceValue, openInMapsLinks } from '@folio/shared';
import { ExternalLink, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { shownTitle } from './asset-text.ts';
import { loadMapTiles, type MapTiles } from './map-settings.ts';
import { RichHtml } from './rich-html.tsx';
import { TileMap } from './tile-map.tsx';
import type { Asset } from './types.ts';

const MAP_HEIGHT_MAX = 480;

/** A map asset: the place on tiles (or a card when tiles are not configured) and 'Open in Maps' links. */
export function MapView({ asset }: { asset: Asset }) {
  const [tiles, setTiles] = useState<MapTiles | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadMapTiles().then((answer) => {
      if (live) setTiles(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  const place = asset.map;
  if (!place) return null;
  const title = shownTitle(asset);
  const height = Math.min(asset.attributes.height, MAP_HEIGHT_MAX);
  return (
    <section className="flex flex-col gap-3">
      {title && <h2 className="text-xl font-semibold break-words text-ink">{title}</h2>}
      {tiles === undefined ? (
        <div
          role="status"
          aria-label={MAP_TEXTS.loadingMap}
          className="animate-pulse rounded-xl bg-mist/50"
          style={{ height }}
        />
      ) : tiles ? (
        <TileMap place={place} tiles={tiles} height={height} label={MAP_TEXTS.mapOf(placeName(place))} />
      ) : (
        <PlaceCard place={place} />
      )}
      {tiles && place.address && <p className="text-sm break-words text-muted">{place.address}</p>}
      <RichHtml html={asset.description} />
      <OpenInMaps place={place} />
    </section>
  );
}

const placeName = (place: MapPlaceValue) => place.address.trim() || formatCoordinates(place);

/** Without tiles: the address and coordinates in a clean card. */
function PlaceCard({ place }: { place: MapPlaceValue }) {
  return (
    <div className="flex items-start gap-4 rounded-xl border border-mist bg-white p-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent/10 text-accent">
        <MapPin className="size-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        {place.address && <p className="font-medium break-words text-ink">{place.address}</p>}
        <p className="text-sm text-muted tabular-nums">{formatCoordinates(place)}</p>
      </div>
    </div>
  );
}

function OpenInMaps({ place }: { place: MapPlaceValue }) {
  return (
    <nav aria-label={MAP_TEXTS.openInMaps} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <span className="font-medium text-ink">{MAP_TEXTS.openInMaps}</span>
      {openInMapsLinks(place).map((link) => (
        <a
          key={link.name}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1 font-medium text-theme underline-offset-4 hover:underline"
        >
          {link.name}
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
      ))}
    </nav>
  );
}
