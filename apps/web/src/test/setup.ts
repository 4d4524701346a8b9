import '@testing-library/jest-dom/vitest';
import { SESSION_HINT_COOKIE } from '@folio/shared';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetClientStores } from '../lib/client-state.ts';
import { rememberInCookie } from '../lib/cookies.ts';
import { loadRadix } from '../ui/menu.tsx';

// Pages load lazily; the first test of a file also pays for importing them.
configure({ asyncUtilTimeout: 5000 });

// A findBy or waitFor retries its query on every DOM change until it passes, and each miss built an error
// printing the whole page (a fifth of a page test's time). While retrying (Testing Library flags it), a
// miss carries only its message: if time runs out, waitFor prints the page once under the last message.
configure((config) => {
  const withPage = config.getElementError;
  return {
    getElementError(message, container) {
      if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics)
        return withPage(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  };
});

// Screens start as in a browser the server has signed in (its session hint set); signed-out tests answer
// GET /api/user with 401 or clear the hint.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the app only reads it
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
});

afterEach(() => {
  cleanup();
  // The test's page is left: analytics sends what it queued (to this test's fetch) now, not 5 s later
  // into the next test's, where a page that must post nothing would see it.
  window.dispatchEvent(new Event('pagehide'));
  vi.unstubAllGlobals();
  resetClientStores();
  document.documentElement.removeAttribute('style');
});

// A menu swaps its plain trigger for Radix's when the code arrives (on idle): a test holding the plain
// button would press one no longer on the page. Loaded first, menus start as Radix's; ui/menu.test.tsx
// takes a fresh copy of the module to cover a press made before the code arrives.
beforeAll(() => loadRadix());

// sonner removes a dismissed toast 200 ms later: let that timer run while the page still exists. Then
// the next file in this worker (files share a jsdom, see vitest.config.ts) starts from a clean browser.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 250));
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  // A cookie remembered for no time is removed.
  for (const name of document.cookie.split(/;\s*/).map((cookie) => cookie.split('=')[0]))
    if (name) rememberInCookie(name, 0);
  document.title = '';
});

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
