import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { resetClientStores } from '../lib/client-state.ts';

// Pages load lazily; the first test of a file also pays for importing them.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetClientStores();
  document.documentElement.removeAttribute('style');
});

// sonner removes a dismissed toast 200 ms later: let that timer run while the page still exists.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 250)));

// jsdom lacks these browser APIs that Radix, sonner and the router touch.
window.scrollTo = () => undefined;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
// Pointer capture (sonner's swipe-to-dismiss calls it when a toast's button is pressed).
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
