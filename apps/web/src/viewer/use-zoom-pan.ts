import {
  type PointerEvent,
  type RefObject,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { stepZoom } from './page-zoom.ts';
import { verticalScroller } from './scrolling.ts';

type Anchor = { page: HTMLElement; along: number; across: number };
type Drag = { pointer: number; x: number; y: number; left: number; top: number; scroller: Element };

/**
 * The zoom of a page viewer and its panning. Zooming keeps the point at the middle of the screen where
 * it was; ctrl+wheel (and a trackpad's pinch) zooms too. While zoomed in, dragging with a mouse pans
 * both ways; otherwise the pointer and touch scroll as usual.
 */
export function useZoomPan(box: RefObject<HTMLDivElement | null>, pageInView: () => HTMLElement | null) {
  const [zoom, setZoom] = useState(1);
  const [dragging, setDragging] = useState(false);
  const anchor = useRef<Anchor | null>(null);
  const drag = useRef<Drag | null>(null);

  /** Zooms to `next`, keeping in place the spot of `page` (the one in view) at the middle of the screen. */
  function zoomTo(next: number, page: HTMLElement | null) {
    const scroller = box.current;
    if (next === zoom) return;
    if (page && scroller) {
      const rect = page.getBoundingClientRect();
      const middle = window.innerHeight / 2;
      anchor.current = {
        page,
        along: rect.height > 0 ? (middle - rect.top) / rect.height : 0,
        across:
          scroller.scrollWidth > 0
            ? (scroller.scrollLeft + scroller.clientWidth / 2) / scroller.scrollWidth
            : 0.5,
      };
    }
    setZoom(next);
  }

  // After the render that applied a new zoom (the anchor is only set by zoomTo): scroll the spot back.
  useLayoutEffect(() => {
    const held = anchor.current;
    const scroller = box.current;
    anchor.current = null;
    if (!held || !scroller) return;
    const rect = held.page.getBoundingClientRect();
    verticalScroller(scroller).scrollBy?.(0, rect.top + held.along * rect.height - window.innerHeight / 2);
    scroller.scrollLeft = held.across * scroller.scrollWidth - scroller.clientWidth / 2;
  });

  const onWheel = useEffectEvent((event: WheelEvent) => {
    if (!event.ctrlKey || event.deltaY === 0) return;
    event.preventDefault();
    zoomTo(stepZoom(zoom, event.deltaY < 0 ? 1 : -1), pageInView());
  });
  // A native listener: React's wheel events are passive and cannot be cancelled.
  useEffect(() => {
    const scroller = box.current;
    if (!scroller) return;
    const listener = (event: WheelEvent) => onWheel(event);
    scroller.addEventListener('wheel', listener, { passive: false });
    return () => scroller.removeEventListener('wheel', listener);
  }, [box]);

  const zoomed = zoom > 1;
  const pan = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      const scroller = box.current;
      if (!zoomed || !scroller || event.pointerType === 'touch' || event.button !== 0) return;
      const page = verticalScroller(scroller);
      drag.current = {
        pointer: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        left: scroller.scrollLeft,
        top: page.scrollTop,
        scroller: page,
      };
      scroller.setPointerCapture?.(event.pointerId);
      setDragging(true);
      event.preventDefault();
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      const held = drag.current;
      const scroller = box.current;
      if (!held || !scroller || held.pointer !== event.pointerId) return;
      scroller.scrollLeft = held.left - (event.clientX - held.x);
      held.scroller.scrollTop = held.top - (event.clientY - held.y);
    },
    onPointerUp: () => {
      drag.current = null;
      setDragging(false);
    },
    onPointerCancel: () => {
      drag.current = null;
      setDragging(false);
    },
  };

  return {
    zoom,
    zoomed,
    dragging,
    pan,
    /** Zooms one step in or out, or back to 100%, around the page in view. */
    zoomBy: (direction: 1 | -1 | 0) => zoomTo(direction === 0 ? 1 : stepZoom(zoom, direction), pageInView()),
  };
}
