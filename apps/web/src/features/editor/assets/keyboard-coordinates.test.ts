import { describe, expect, it } from 'vitest';
import { neighbourCoordinates } from './keyboard-coordinates.ts';

const rects = new Map([
  [1, { top: 0, left: 10, height: 60 }],
  [2, { top: 72, left: 10, height: 60 }],
  [3, { top: 144, left: 10, height: 500 }],
]);

describe('moving an asset with the arrow keys', () => {
  it('puts a tall asset’s centre on the centre of the one above', () => {
    expect(neighbourCoordinates('up', [1, 2, 3], 3, rects.get(3)!, (id) => rects.get(Number(id)))).toEqual({
      x: 10,
      y: 72 + 30 - 250,
    });
  });

  it('moves on from where the asset is now, and stops at the ends', () => {
    expect(neighbourCoordinates('up', [1, 2, 3], 2, rects.get(3)!, (id) => rects.get(Number(id)))?.y).toBe(
      30 - 250,
    );
    expect(
      neighbourCoordinates('up', [1, 2, 3], 1, rects.get(3)!, (id) => rects.get(Number(id))),
    ).toBeUndefined();
    expect(
      neighbourCoordinates('down', [1, 2, 3], 3, rects.get(1)!, (id) => rects.get(Number(id))),
    ).toBeUndefined();
    expect(neighbourCoordinates('down', [1, 2, 3], 1, rects.get(1)!, (id) => rects.get(Number(id)))?.y).toBe(
      72,
    );
  });
});
