import { describe, expect, it } from 'vitest';
import { avatarFile, cropPlan, exportType } from './crop-image.ts';
import { keepInFrame, STAGE, stageScale, toZoomStep } from './frames.ts';

const image = { width: 800, height: 600 };

describe('the cropped rectangle (cropPlan)', () => {
  it('copies an area inside the image pixel for pixel', () => {
    expect(cropPlan({ x: 100, y: 50, width: 300, height: 300 }, image)).toEqual({
      canvas: { width: 300, height: 300 },
      draw: {
        source: { x: 100, y: 50, width: 300, height: 300 },
        target: { x: 0, y: 0, width: 300, height: 300 },
      },
    });
  });

  it('clips an area reaching past the edges (zoomed out) and leaves the rest empty', () => {
    // The image zoomed out in a square frame: 1000 × 1000 around an 800 × 600 picture.
    expect(cropPlan({ x: -100, y: -200, width: 1000, height: 1000 }, image)).toEqual({
      canvas: { width: 1000, height: 1000 },
      draw: {
        source: { x: 0, y: 0, width: 800, height: 600 },
        target: { x: 100, y: 200, width: 800, height: 600 },
      },
    });
  });

  it('shrinks an area longer than the output limit, keeping its proportions', () => {
    const plan = cropPlan({ x: -1000, y: 0, width: 3000, height: 2000 }, image, 1500);
    expect(plan.canvas).toEqual({ width: 1500, height: 1000 });
    expect(plan.draw).toEqual({
      source: { x: 0, y: 0, width: 800, height: 600 },
      target: { x: 500, y: 0, width: 400, height: 300 },
    });
  });

  it('draws nothing when the area misses the image', () => {
    expect(cropPlan({ x: 900, y: 0, width: 100, height: 100 }, image)).toEqual({
      canvas: { width: 100, height: 100 },
      draw: null,
    });
  });
});

describe('the exported file', () => {
  it('keeps JPEG, PNG and WebP and writes BMP as PNG', () => {
    expect(exportType('image/jpeg')).toBe('image/jpeg');
    expect(exportType('image/png')).toBe('image/png');
    expect(exportType('image/webp')).toBe('image/webp');
    expect(exportType('image/bmp')).toBe('image/png');
  });

  it('is named avatar.{ext} after what was encoded', () => {
    const jpeg = avatarFile(new Blob(['x'], { type: 'image/jpeg' }));
    expect([jpeg.name, jpeg.type]).toEqual(['avatar.jpg', 'image/jpeg']);
    expect(avatarFile(new Blob(['x'], { type: 'image/png' })).name).toBe('avatar.png');
    expect(avatarFile(new Blob(['x'], { type: 'image/webp' })).name).toBe('avatar.webp');
  });
});

describe('the frames and the zoom', () => {
  it('fits both frames with their 28 px border on one stage, shrunk on narrow screens only', () => {
    expect(STAGE).toEqual({ width: 288, height: 272 });
    expect(stageScale(400)).toBe(1);
    expect(stageScale(280)).toBeCloseTo(280 / 288);
    expect(stageScale(0)).toBe(1);
  });

  it('rounds the zoom to the slider’s 0.01 steps within 0.1 and 2.5', () => {
    expect(toZoomStep(1.40000001)).toBe(1.4);
    expect(toZoomStep(0.0004)).toBe(0.1);
    expect(toZoomStep(7)).toBe(2.5);
  });

  it('keeps a zoomed-in image over the frame and a zoomed-out one inside it', () => {
    const frame = { width: 216, height: 216 };
    const media = { width: 288, height: 192 };
    // At 1.4 the image is 403 × 269: its edge may come up to the frame's, no further.
    expect(keepInFrame({ x: 500, y: -500 }, media, frame, 1.4)).toEqual({
      x: (288 * 1.4 - 216) / 2,
      y: -(192 * 1.4 - 216) / 2,
    });
    // At 0.5 the image is 144 × 96 and moves only within the frame.
    expect(keepInFrame({ x: 500, y: 10 }, media, frame, 0.5)).toEqual({ x: (216 - 144) / 2, y: 10 });
  });
});
