/*
 * The picture editor's numbers (spec §4 "Picture editor", §9): zoom 0.1 to 2.5 in steps of 0.01,
 * starting at 1.4, centred (position 0.5/0.5, which react-easy-crop writes as an offset of 0, 0);
 * a square frame of 216 by 216 with a border of 28, and a rectangle frame of 152 by 232, read as
 * 232 wide and 152 high so that it is the landscape '3 : 2' its button names.
 */

export type Size = { width: number; height: number };
export type Point = { x: number; y: number };

export const ZOOM = { min: 0.1, max: 2.5, step: 0.01, initial: 1.4 } as const;

export type Shape = 'square' | 'rectangle';

export const SHAPES: { value: Shape; label: string }[] = [
  { value: 'square', label: '1 : 1' },
  { value: 'rectangle', label: '3 : 2' },
];

export const FRAMES: Record<Shape, Size> = {
  square: { width: 216, height: 216 },
  rectangle: { width: 232, height: 152 },
};

/** The dimmed margin around the square frame, in which the rest of the image stays visible. */
export const FRAME_BORDER = 28;

/** One stage for both frames, so the dialog keeps its size when the ratio changes. */
export const STAGE: Size = {
  width: Math.max(FRAMES.square.width, FRAMES.rectangle.width) + 2 * FRAME_BORDER,
  height: Math.max(FRAMES.square.height, FRAMES.rectangle.height) + 2 * FRAME_BORDER,
};

/** How much the stage and its frames shrink to fit `available` pixels; 1 while the width is unknown. */
export const stageScale = (available: number) => (available > 0 ? Math.min(1, available / STAGE.width) : 1);

export const scaled = (size: Size, scale: number): Size => ({
  width: Math.round(size.width * scale),
  height: Math.round(size.height * scale),
});

/** A zoom on the slider's grid of 0.01, within its range. */
export const toZoomStep = (zoom: number) =>
  Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(zoom * 100) / 100));

/**
 * Keeps the image and the frame overlapping wherever it is dragged: a zoomed-in image still covers
 * the frame, a zoomed-out one stays inside it. `media` is the image's size on the stage at zoom 1,
 * `position` the offset of its centre from the frame's centre.
 */
export function keepInFrame(position: Point, media: Size, frame: Size, zoom: number): Point {
  const limit = (image: number, window: number) => Math.abs((image * zoom) / 2 - window / 2);
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value));
  return {
    x: clamp(position.x, limit(media.width, frame.width)),
    y: clamp(position.y, limit(media.height, frame.height)),
  };
}
