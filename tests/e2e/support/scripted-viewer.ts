import type { Browser, BrowserContext, Page } from '@playwright/test';
import { phoneContext } from './phone.ts';

/** Stay on this page (0-based) of the file, centred on screen, for this many seconds. */
export type Stop = { page: number; seconds: number };

export type ViewerScript = {
  device: 'desktop' | 'phone';
  stops: Stop[];
  /** Reload the tab before this stop (the same viewing session continues). */
  reloadBefore?: number;
  /** 'leave': follow a link to another site; 'close': the tab is closed at once, nothing asked. */
  ending: 'leave' | 'close';
};

/** What really happened in the tab, measured by the script: the truth the insights must report. */
export type ViewerRun = {
  /** Pages that had a quarter of themselves in view at some point (spec §4: a page seen). */
  seen: number[];
  /** Milliseconds each page was the one most in view; -1: none was (the cover, the file's title). */
  shownMs: Record<number, number>;
  /** When the viewer began to leave (epoch ms): the last batch reaches the server after it. */
  leftAt: number;
};

/** A desktop browser as recipients use it (headless Chromium's own agent reads as a crawler). */
const desktopContext = (browser: Browser, baseURL: string) =>
  browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 720 },
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The screen now, by geometry: pages a quarter in view (of the viewport when taller), the one most in view. */
type Screen = { at: number; seen: number[]; most: number };

/** Runs in the page: optionally centres a page first, then reads the screen and the time. */
function look(centre: number | null): Screen {
  if (centre !== null)
    document
      .querySelector(`[data-page="${centre}"]`)
      ?.scrollIntoView({ block: 'center', behavior: 'instant' });
  const seen: number[] = [];
  let most = -1;
  let mostHeight = 0;
  for (const element of document.querySelectorAll<HTMLElement>('[data-page]')) {
    const box = element.getBoundingClientRect();
    const shown = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
    const page = Number(element.dataset.page);
    if (shown > 0 && shown / Math.min(box.height, innerHeight) >= 0.25) seen.push(page);
    if (shown > mostHeight) [most, mostHeight] = [page, shown];
  }
  return { at: Date.now(), seen, most };
}

/** The tab's timeline: which page is most in view since when. */
function timeline() {
  const seen = new Set<number>();
  const shownMs: Record<number, number> = {};
  let current: { page: number; since: number } | null = null;
  const hide = (at: number) => {
    if (current) shownMs[current.page] = (shownMs[current.page] ?? 0) + at - current.since;
    current = null;
  };
  const show = (screen: Screen) => {
    hide(screen.at);
    for (const page of screen.seen) seen.add(page);
    current = { page: screen.most, since: screen.at };
  };
  return { seen, shownMs, show, hide };
}

type Marked = { pagesShownAt?: number };

/** Runs in each document before its own scripts: notes when the pages of the file are first in it. */
function markPagesShown() {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-page]')) return;
    (window as Marked).pagesShownAt = Date.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** What the opening position shows, from the moment the pages appeared (the tracker starts with them). */
async function opened(page: Page): Promise<Screen> {
  const at = await page
    .waitForFunction(() => (window as Marked).pagesShownAt, undefined, { timeout: 20_000 })
    .then((handle) => handle.jsonValue());
  return { ...(await page.evaluate(look, null)), at: at! };
}

/** Reads like a person: the page centred at once (no smooth scroll), the pointer moving now and then. */
async function stay(page: Page, stop: Stop, tab: ReturnType<typeof timeline>) {
  const screen = await page.evaluate(look, stop.page);
  tab.show(screen);
  const until = screen.at + stop.seconds * 1000;
  for (let step = 0; Date.now() < until; step += 1) {
    await page.mouse.move(200 + (step % 5) * 40, 300 + (step % 3) * 30);
    await sleep(Math.min(1500, until - Date.now()));
  }
}

/** Opens the link in a fresh browser, follows the script and answers what happened. */
export async function runViewer(
  browser: Browser,
  baseURL: string,
  url: string,
  script: ViewerScript,
): Promise<ViewerRun> {
  const context: BrowserContext =
    script.device === 'phone' ? await phoneContext(browser, baseURL) : await desktopContext(browser, baseURL);
  await context.addInitScript(markPagesShown);
  const page = await context.newPage();
  // The old document hides as the next one commits (reload, another site) or as the tab goes.
  let hiddenAt = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) hiddenAt = Date.now();
  });
  page.on('close', () => {
    hiddenAt = Date.now();
  });
  const tab = timeline();
  await page.goto(url, { waitUntil: 'commit' });
  tab.show(await opened(page));
  for (const [index, stop] of script.stops.entries()) {
    if (index === script.reloadBefore) {
      const reloadAt = Date.now();
      await page.reload({ waitUntil: 'commit' });
      const screen = await opened(page);
      tab.hide(Math.max(hiddenAt, reloadAt));
      tab.show(screen);
    }
    await stay(page, stop, tab);
  }
  const leftAt = Date.now();
  if (script.ending === 'close') await page.close({ runBeforeUnload: false });
  else await page.goto('about:blank');
  tab.hide(Math.max(hiddenAt, leftAt));
  await context.close();
  return { seen: [...tab.seen].sort((a, b) => a - b), shownMs: tab.shownMs, leftAt };
}
