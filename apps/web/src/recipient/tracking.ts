import type { ActivityEvent } from './types.ts';

/** The contract's ACTIVITY_* limits, as values here (see recipient-texts.ts); the test checks they agree. */
export const HEARTBEAT_MS = 15_000;
/** No pointer, key, scroll or touch for this long stops the clock (a tab left open must not log hours). */
export const IDLE_MS = 60_000;
/** The most seconds one time event carries. */
export const MAX_EVENT_SECONDS = 30;
export const MAX_EVENTS_PER_CALL = 200;
const ACTIVITY_URL = '/api/client/activity';
const ACTIVE_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

export type TrackerEnv = {
  viewToken: string;
  /** POST /api/client/activity during the visit. */
  send: (viewToken: string, events: ActivityEvent[]) => Promise<unknown>;
  /** navigator.sendBeacon, used when the page hides: it outlives the tab. */
  beacon?: (url: string, data: Blob) => boolean;
  now?: () => number;
  doc?: Document;
  win?: Window;
};

export type Tracker = {
  /** A page of a file seen (from PageViewer): each page once, in increasing order per asset. */
  pageViewed: (assetId: number, page: number) => void;
  /**
   * Watches the asset sections (elements with data-asset-id) and their pages (data-page inside them) to
   * credit time to the asset most in view, and within it to the page most in view.
   */
  observe: (root: HTMLElement) => void;
  /** Stops the clock, sends what is left by beacon and removes every listener. */
  stop: () => void;
};

/**
 * The viewing session's activity: page views, time per asset (counted only while the page is visible
 * and the viewer active) and video play time, sent as heartbeats and by beacon when the page hides.
 */
export function createTracker(env: TrackerEnv): Tracker {
  const now = env.now ?? (() => Date.now());
  const doc = env.doc ?? document;
  const win = env.win ?? window;
  const beacon = env.beacon ?? ((url: string, data: Blob) => navigator.sendBeacon?.(url, data) ?? false);

  const queue: ActivityEvent[] = [];
  const lastPage = new Map<number, number>();
  /** Milliseconds not yet sent, per "assetId:page" (asset 0: none in view; page -1: the asset as a whole). */
  const timeMs = new Map<string, number>();
  const videoMs = new Map<number, number>();
  const playing = new Map<number, number>();
  /** Pixels in view per asset section, and per page element. */
  const assetHeights = new Map<number, number>();
  const pageHeights = new Map<Element, number>();
  let current = '0:-1';
  let visible = doc.visibilityState !== 'hidden';
  let from = now();
  let lastActive = from;
  let observer: IntersectionObserver | null = null;

  /** Credits the time since the last call to the asset in view, up to where the viewer went idle. */
  function accrue() {
    const t = now();
    const end = Math.min(t, lastActive + IDLE_MS);
    if (visible && end > from) timeMs.set(current, (timeMs.get(current) ?? 0) + end - from);
    from = t;
  }

  function accrueVideos() {
    const t = now();
    for (const [assetId, since] of playing) {
      videoMs.set(assetId, (videoMs.get(assetId) ?? 0) + t - since);
      playing.set(assetId, t);
    }
  }

  /**
   * Time out of a map into events of at most 30 s: whole seconds for a heartbeat (the remainder waits
   * for the next flush), everything when the page hides, as the fractions left on each page would
   * otherwise be lost: up to a second per page seen, a tenth of an eight-second look.
   */
  function drain<K>(map: Map<K, number>, toEvent: (key: K, seconds: number) => ActivityEvent, all: boolean) {
    for (const [key, ms] of map) {
      let left = all ? ms : ms - (ms % 1000);
      if (ms > left) map.set(key, ms - left);
      else map.delete(key);
      while (left > 0) {
        const part = Math.min(left, MAX_EVENT_SECONDS * 1000);
        queue.push(toEvent(key, part / 1000));
        left -= part;
      }
    }
  }

  function timeEvent(key: string, seconds: number): ActivityEvent {
    const [assetId, page] = key.split(':').map(Number) as [number, number];
    if (!assetId) return { type: 'time', seconds };
    return page >= 0
      ? { type: 'time', asset_id: assetId, page, seconds }
      : { type: 'time', asset_id: assetId, seconds };
  }

  /** The asset most in view and, among its pages, the one most in view (-1 when it has none in view). */
  function inView() {
    let asset = 0;
    let assetHeight = 0;
    for (const [assetId, height] of assetHeights)
      if (height > assetHeight) [asset, assetHeight] = [assetId, height];
    let page = -1;
    let pageHeight = 0;
    for (const [element, height] of pageHeights) {
      const owner = Number(element.closest<HTMLElement>('[data-asset-id]')?.dataset.assetId);
      if (owner === asset && height > pageHeight)
        [page, pageHeight] = [Number((element as HTMLElement).dataset.page), height];
    }
    return `${asset}:${asset ? page : -1}`;
  }

  /** Everything to send; `all`: the fractions of a second too (the page is hiding). */
  function take(all: boolean) {
    accrue();
    accrueVideos();
    drain(timeMs, timeEvent, all);
    drain(videoMs, (assetId, seconds) => ({ type: 'video', asset_id: assetId, seconds }), all);
    return queue.splice(0, queue.length);
  }

  function batches(events: ActivityEvent[]) {
    const out: ActivityEvent[][] = [];
    for (let i = 0; i < events.length; i += MAX_EVENTS_PER_CALL)
      out.push(events.slice(i, i + MAX_EVENTS_PER_CALL));
    return out;
  }

  function heartbeat() {
    for (const events of batches(take(false)))
      env.send(env.viewToken, events).catch(() => {
        // Kept for the next heartbeat or the beacon; a lost connection must not lose the seconds.
        queue.unshift(...events);
      });
  }

  function flushByBeacon() {
    for (const events of batches(take(true))) {
      const json = JSON.stringify({ view_token: env.viewToken, events });
      if (!beacon(ACTIVITY_URL, new Blob([json], { type: 'text/plain' }))) queue.push(...events);
    }
  }

  function onActive() {
    accrue();
    lastActive = now();
  }

  function onVisibility() {
    accrue();
    visible = doc.visibilityState !== 'hidden';
    if (visible) lastActive = now();
    else flushByBeacon();
  }

  function onMedia(event: Event) {
    const video = event.target;
    if (!(video instanceof HTMLMediaElement)) return;
    const assetId = Number(video.closest<HTMLElement>('[data-asset-id]')?.dataset.assetId);
    if (!assetId) return;
    if (event.type === 'play') playing.set(assetId, now());
    else if (playing.has(assetId)) {
      accrueVideos();
      playing.delete(assetId);
    }
  }

  const timer = win.setInterval(heartbeat, HEARTBEAT_MS);
  for (const type of ACTIVE_EVENTS) win.addEventListener(type, onActive, { passive: true, capture: true });
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', flushByBeacon);
  for (const type of ['play', 'pause', 'ended'] as const) doc.addEventListener(type, onMedia, true);

  return {
    pageViewed(assetId, page) {
      if (page <= (lastPage.get(assetId) ?? -1)) return;
      lastPage.set(assetId, page);
      queue.push({ type: 'page_view', asset_id: assetId, page });
    },
    observe(root) {
      const Observer = (win as Window & typeof globalThis).IntersectionObserver;
      if (!Observer) return;
      observer?.disconnect();
      observer = new Observer(
        (entries) => {
          for (const entry of entries) {
            const target = entry.target as HTMLElement;
            const height = entry.isIntersecting ? entry.intersectionRect.height : 0;
            if (target.dataset.page !== undefined) pageHeights.set(target, height);
            else if (target.dataset.assetId) assetHeights.set(Number(target.dataset.assetId), height);
          }
          const next = inView();
          if (next !== current) {
            accrue();
            current = next;
          }
        },
        { threshold: [0, 0.25, 0.5, 0.75, 1] },
      );
      for (const element of root.querySelectorAll<HTMLElement>(
        '[data-asset-id], [data-asset-id] [data-page]',
      ))
        observer.observe(element);
    },
    stop() {
      win.clearInterval(timer);
      flushByBeacon();
      observer?.disconnect();
      for (const type of ACTIVE_EVENTS) win.removeEventListener(type, onActive, { capture: true });
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', flushByBeacon);
      for (const type of ['play', 'pause', 'ended'] as const) doc.removeEventListener(type, onMedia, true);
    },
  };
}
