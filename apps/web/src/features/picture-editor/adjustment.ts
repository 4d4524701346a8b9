import type { Point, Shape } from './frames.ts';
import { ZOOM } from './frames.ts';

/** What step 1 has set; kept while the preview shows, so Back returns to it. */
export type Adjustment = {
  shape: Shape;
  zoom: number;
  /** The image's offset from the centre, in stage pixels: 0, 0 is position 0.5/0.5. */
  crop: Point;
  /** The 'Pan image' overlay, shown until it is clicked or the zoom or the ratio changes. */
  panHint: boolean;
};

export const INITIAL_ADJUSTMENT: Adjustment = {
  shape: 'square',
  zoom: ZOOM.initial,
  crop: { x: 0, y: 0 },
  panHint: true,
};
