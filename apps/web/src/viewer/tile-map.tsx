import type { MapPlaceValue } from '@folio/shared';
import { type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import type { MapTiles } from './map-settings.ts';
import { tileLayout } from './map-tiles.ts';

/** Width to lay out before the element is measured (and where it cannot be, as in tests). */
const FALLBACK_WIDTH = 640;

/** The place drawn on a grid of tile images with a marker; dragging pans the view. */
export function TileMap({
  place,
  tiles,
  height,
  label,
}: {
  place: MapPlaceValue;
  tiles: MapTiles;
  height: number;
  label: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; from: { x: number; y: number } } | null>(null);

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { tiles: placed, marker } = tileLayout({
    template: tiles.urlTemplate,
    ...place,
    width,
    height,
    pan,
  });
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, from: pan };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start)
      setPan({ x: start.from.x + event.clientX - start.x, y: start.from.y + event.clientY - start.y });
  };
  const stop = () => {
    drag.current = null;
  };

  return (
    <div
      ref={frame}
      role="img"
      aria-label={label}
      className="relative cursor-grab touch-pan-y overflow-hidden rounded-xl border border-mist bg-paper select-none active:cursor-grabbing"
      style={{ height }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
    >
      {placed.map((tile) => (
        <img
          key={tile.key}
          src={tile.url}
          alt=""
          width={256}
          height={256}
          draggable={false}
          data-testid="map-tile"
          className="absolute max-w-none"
          style={{ left: tile.left, top: tile.top, width: 256, height: 256 }}
        />
      ))}
      <svg
        viewBox="0 0 24 32"
        aria-hidden
        data-testid="map-marker"
        className="absolute h-10 w-[30px] -translate-x-1/2 -translate-y-full drop-shadow"
        style={{ left: marker.left, top: marker.top }}
      >
        <path
          d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"
          fill="#e82f72"
        />
        <circle cx="12" cy="12" r="4.5" fill="#fff" />
      </svg>
      <p className="absolute right-0 bottom-0 max-w-full truncate rounded-tl bg-white/85 px-1.5 py-0.5 text-[11px] text-ink">
        {tiles.attribution}
      </p>
    </div>
  );
}
