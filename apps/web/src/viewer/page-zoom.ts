/** Spec §9: the asset viewer zooms from 70% to about 400% in 10% steps. */
export const ZOOM_MIN = 0.7;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.1;

/** The zoom one step in (+1) or out (-1), kept on the 10% grid and within the limits. */
export function stepZoom(zoom: number, direction: 1 | -1) {
  const next = Math.round((zoom + direction * ZOOM_STEP) * 10) / 10;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next));
}

/** '140%' */
export const zoomLabel = (zoom: number) => `${Math.round(zoom * 100)}%`;

/** Spec §9: a page counts as seen (and is loaded) when a quarter of it is in view. */
export const VISIBLE_SHARE = 0.25;

/**
 * How much of a page is in view, 0–1: its visible height over the most of it that could be visible.
 * A page taller than the viewport (zoomed in) counts as fully in view when it fills the viewport, and
 * the sideways cut-off of a zoomed page does not count, so any zoom can reach the 25% threshold.
 */
export function visibleShare(
  entry: Pick<
    IntersectionObserverEntry,
    'isIntersecting' | 'intersectionRect' | 'boundingClientRect' | 'rootBounds'
  >,
) {
  if (!entry.isIntersecting) return 0;
  const height = entry.boundingClientRect.height;
  const room = Math.min(height, entry.rootBounds?.height ?? height);
  return room > 0 ? Math.min(1, entry.intersectionRect.height / room) : 0;
}

/**
 * Intersection ratios at which the observers look again. A zoomed page is cut off sideways, so its
 * ratio stays small: the fine steps at the low end keep the share above up to date at any zoom.
 */
export const OBSERVER_THRESHOLDS = [0, 0.01, 0.02, 0.04, 0.06, 0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 0.75, 1];
