import type { Browser, BrowserContextOptions } from '@playwright/test';

/**
 * A fresh recipient on a 375 px phone: no cookies of the sender, a phone browser's user agent (headless
 * Chromium's own agent reads as a crawler, which the server never counts as a view).
 */
export const phoneContext = (browser: Browser, baseURL: string, options: BrowserContextOptions = {}) =>
  browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    // A phone's screen is its viewport (not the desktop project's 1920 px screen): the browser sizes
    // the pictures it preloads by it.
    screen: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    ...options,
  });
