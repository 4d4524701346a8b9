import { type PointerEvent, useCallback, useRef, useState, type WheelEvent } from 'react';

/** The furthest the full-screen viewer zooms in (the page viewer's limit). */
export const FULL_SCREEN_MAX_ZOOM = 4;
/** How far a finger must travel sideways for a swipe to turn the page. */
export const SWIPE_DISTANCE = 50;

type Point = { x: number; y: number };
type Gesture =
  | { kind: 'swipe'; start: Point }
  | { kind: 'pan'; start: Point; from: Point }
  | { kind: 'pinch'; distance: number; zoom: number }
  | null;

const clampZoom = (zoom: number) => Math.min(FULL_SCREEN_MAX_ZOOM, Math.max(1, zoom));
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The gestures of the full-screen viewer, by pointer events (touch, pen and mouse alike): a sideways
 * swipe turns the page, two fingers pinch the zoom, and once zoomed one finger pans. The keyboard and
 * the viewer's buttons do the same.
 */
export function useSwipeZoom(onSwipe: (direction: 1 | -1) => void) {
  const [zoom, setZoomState] = useState(1);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const [swipe, setSwipe] = useState(0);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>(null);
  const reset = useCallback(() => {
    setZoomState(1);
    setOffset({ x: 0, y: 0 });
    setSwipe(0);
  }, []);

  function setZoom(next: number) {
    const zoomTo = clampZoom(Math.round(next * 100) / 100);
    setZoomState(zoomTo);
    if (zoomTo === 1) setOffset({ x: 0, y: 0 });
  }

  /** The one pointer left, or the two of a pinch, start what they do from where they are now. */
  function restart(zoomNow: number) {
    const points = [...pointers.current.values()];
    if (points.length >= 2)
      gesture.current = { kind: 'pinch', distance: distance(points[0]!, points[1]!), zoom: zoomNow };
    else if (points.length === 1)
      gesture.current =
        zoomNow > 1 ? { kind: 'pan', start: points[0]!, from: offset } : { kind: 'swipe', start: points[0]! };
    else gesture.current = null;
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      setSwipe(0);
      restart(zoom);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!pointers.current.has(event.pointerId)) return;
      const point = { x: event.clientX, y: event.clientY };
      pointers.current.set(event.pointerId, point);
      const held = gesture.current;
      if (held?.kind === 'pinch') {
        const [a, b] = [...pointers.current.values()];
        if (a && b && held.distance > 0) setZoom(held.zoom * (distance(a, b) / held.distance));
      } else if (held?.kind === 'pan')
        setOffset({ x: held.from.x + point.x - held.start.x, y: held.from.y + point.y - held.start.y });
      else if (held?.kind === 'swipe') setSwipe(point.x - held.start.x);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const held = gesture.current;
      const point = pointers.current.get(event.pointerId);
      pointers.current.delete(event.pointerId);
      if (held?.kind === 'swipe' && point) {
        const dx = point.x - held.start.x;
        const dy = point.y - held.start.y;
        if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
      }
      setSwipe(0);
      // A pinch that ends with one finger still down goes on as a pan (or a swipe) from there.
      restart(zoom);
    },
    /** A trackpad's pinch (ctrl+wheel) zooms too. */
    onWheel(event: WheelEvent<HTMLElement>) {
      if (event.ctrlKey && event.deltaY !== 0) setZoom(zoom * (event.deltaY < 0 ? 1.1 : 1 / 1.1));
    },
    /** A double click (or tap) zooms in, and back out. */
    onDoubleClick: () => setZoom(zoom > 1 ? 1 : 2),
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      pointers.current.delete(event.pointerId);
      setSwipe(0);
      restart(zoom);
    },
  };

  return {
    zoom,
    offset,
    /** The sideways distance of a swipe under way: the picture follows the finger. */
    swipe,
    handlers,
    setZoom,
    /** Back to the whole picture (a new slide). */
    reset,
  };
}
