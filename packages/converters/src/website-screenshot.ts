import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConversionError } from './conversion-error.ts';

/** Set by the proxy on the answer it gives instead of a request it refused. */
export const REFUSED_HEADER = 'x-folio-refused';

export const SCREENSHOT_MESSAGES = {
  unreachable: 'We could not take a screenshot of this website. Try again later.',
  refused: 'This website cannot be reached from Folio.',
} as const;

export type ScreenshotOptions = {
  /**
   * The HTTP proxy every request of the browser goes through (pages, redirects, subresources, sockets):
   * it decides which addresses may be reached. Loopback goes through it too.
   */
  proxyServer: string;
  /** Asked for each request before it leaves the page; false aborts it (the proxy still checks the rest). */
  allowRequest: (url: URL) => boolean;
  /** The whole run, browser start included; default 30 000 ms. */
  timeoutMs?: number;
  /** Stops the run (the proxy's size limit, say). */
  signal?: AbortSignal;
  executablePath?: string;
  viewport?: { width: number; height: number };
};

/** Chromium's switches: no direct connection of any kind, nothing fetched in the background. */
const ARGS = [
  // Without it Chromium sends loopback addresses past the proxy.
  '--proxy-bypass-list=<-loopback>',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--no-pings',
  '--mute-audio',
  '--hide-scrollbars',
  '--disable-gpu',
];

const SETTLE_MS = 1_500;

/**
 * A screenshot (JPEG, the viewport's size) of a website in headless Chromium, as LibreOffice runs:
 * its own profile and temporary folder, a bare environment, a time limit after which the browser is
 * killed, and no network but through `proxyServer`. Throws a ConversionError with a message for people.
 */
export async function screenshotWebsite(url: string, outFile: string, options: ScreenshotOptions) {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const sandbox = await mkdtemp(path.join(os.tmpdir(), 'folio-chromium-'));
  const started = Date.now();
  const left = () => Math.max(1, timeoutMs - (Date.now() - started));
  let browser: import('playwright-core').Browser | undefined;
  const stop = () => void browser?.close().catch(() => undefined);
  const timer = setTimeout(stop, timeoutMs);
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    options.signal?.throwIfAborted();
    // Loaded on the first screenshot, not with the server.
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: options.executablePath ?? '/usr/bin/chromium',
      args: ARGS,
      proxy: { server: options.proxyServer },
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: sandbox, TMPDIR: sandbox, LANG: 'C.UTF-8' },
      timeout: left(),
    });
    if (options.signal?.aborted) throw options.signal.reason;
    const context = await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 800 },
      serviceWorkers: 'block',
      acceptDownloads: false,
    });
    await context.route('**/*', (route) =>
      options.allowRequest(new URL(route.request().url()))
        ? route.continue()
        : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: 'load', timeout: left() });
    if (!response) throw new Error('No response');
    if (response.headers()[REFUSED_HEADER]) throw new ConversionError(SCREENSHOT_MESSAGES.refused);
    await page.waitForLoadState('networkidle', { timeout: Math.min(SETTLE_MS, left()) }).catch(() => {});
    await page.screenshot({ path: outFile, type: 'jpeg', quality: 80, timeout: left() });
  } catch (cause) {
    if (cause instanceof ConversionError) throw cause;
    throw new ConversionError(SCREENSHOT_MESSAGES.unreachable, { cause });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
    await browser?.close().catch(() => undefined);
    await rm(sandbox, { recursive: true, force: true });
  }
}
