import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, onTestFinished } from 'vitest';

type Drawn = { canvas: { width: number; height: number }; args: unknown[] };

/**
 * jsdom decodes no image and has no canvas. This stands in for both until the test ends: images
 * decode at the given size (or fail), a 2D context records what is drawn, toBlob answers a small
 * Blob of the asked type, and object URLs exist.
 */
export function stubPictures({ width = 800, height = 600, readable = true } = {}) {
  const undo: (() => void)[] = [];
  const define = (target: object, key: string, descriptor: PropertyDescriptor) => {
    const original = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { configurable: true, ...descriptor });
    undo.push(() =>
      original ? Object.defineProperty(target, key, original) : Reflect.deleteProperty(target, key),
    );
  };
  const drawn: Drawn[] = [];
  const encoded: { type: string; quality: unknown }[] = [];

  const image = HTMLImageElement.prototype;
  define(image, 'decode', {
    value: () =>
      readable ? Promise.resolve() : Promise.reject(new DOMException('Bad image', 'EncodingError')),
  });
  define(image, 'complete', { get: () => true });
  for (const [key, value] of Object.entries({ naturalWidth: width, offsetWidth: width })) {
    define(image, key, { get: () => value });
  }
  for (const [key, value] of Object.entries({ naturalHeight: height, offsetHeight: height })) {
    define(image, key, { get: () => value });
  }
  define(HTMLCanvasElement.prototype, 'getContext', {
    value(this: HTMLCanvasElement) {
      const canvas = { width: this.width, height: this.height };
      return {
        fillStyle: '',
        imageSmoothingQuality: 'low',
        fillRect: () => undefined,
        drawImage: (...args: unknown[]) => drawn.push({ canvas, args }),
      };
    },
  });
  define(HTMLCanvasElement.prototype, 'toBlob', {
    value(callback: BlobCallback, type = 'image/png', quality?: unknown) {
      encoded.push({ type, quality });
      callback(new Blob(['pixels'], { type }));
    },
  });
  let urls = 0;
  define(URL, 'createObjectURL', { value: () => `blob:picture-${++urls}` });
  define(URL, 'revokeObjectURL', { value: () => undefined });
  onTestFinished(() => {
    for (const step of undo.reverse()) step();
  });
  return { drawn, encoded };
}

/** Accepts the picture editor as it opens: Next once the image is in place, then Finish. */
export async function acceptPicture(user: UserEvent, label: string) {
  const dialog = await screen.findByRole('dialog', { name: `Edit ${label}` });
  const next = await within(dialog).findByRole('button', { name: 'Next' });
  await waitFor(() => expect(next).toBeEnabled());
  await user.click(next);
  await user.click(await within(dialog).findByRole('button', { name: 'Finish' }));
}
