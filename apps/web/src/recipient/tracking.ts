import {
  type KeptStorage,
  leftOutboxes,
  localStorageOrNull,
  openOutbox,
  randomTabId,
  type SendBatch,
} from './activity-outbox.ts';
import type { ActivityEvent } from './types.ts';

/** The contract's ACTIVITY_* limits, as values here (see recipient-texts.ts); the test checks they agree. */
export const HEARTBEAT_MS = 15_000;
/** No pointer, key, scroll or touch for this long stops the clock (a tab left open must not log hours). */
export const IDLE_MS = 60_000;
/** The most seconds one time event carries. */
export const MAX_EVENT_SECONDS = 30;
export const MAX_EVENTS_PER_CALL = 200;
const ACTIVE_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

export type TrackerEnv = {
  viewToken: string;
  /** POST /api/client/activity; with keepalive when the page hides, so it outlives the tab. */
  send: SendBatch;
  /** Where batches wait until answered (localStorage by default; null: memory only). */
  storage?: KeptStorage | null;
  tabId?: string;
  now?: () => number;
  doc?: Document;
  win?: Window;
};

export type Tracker = {
  /** A page of a file seen (from PageViewer): each page once, in any order. */
  pageViewed: (assetId: number, page: number) => void;
  /**
   * Watches the asset sections (elements with data-asset-id) and their pages (data-page inside them) to
   * credit time to the asset most in view, and within it to the page most in view.
   */
  observe: (root: HTMLElement) => void;
  /** Stops the clock, sends what is left (keepalive) and removes every listener. */
  stop: () => void;
};

/**
 * The viewing session's activity: page views, time per asset (counted only while the page is visible
 * and the viewer active) and video play time, sent as heartbeats and as keepalive requests when the page
 * hides. Each batch carries this tab's id and its number, waits in storage until the server answers it
 * and is sent again until then (the server records a batch once); batches an earlier load left are sent
 * at the start.
 */
export function createTracker(env: TrackerEnv): Tracker {
  const now = env.now ?? (() => Date.now());
  const doc = env.doc ?? document;
  const win = env.win ?? window;
  const storage = env.storage === undefined ? localStorageOrNull() : env.storage;
  const tabId = env.tabId ?? randomTabId();
  const left = leftOutboxes(storage, env.send);
  const outbox = openOutbox(env.viewToken, tabId, storage, env.send);
  let seq = 0;

  const queue: ActivityEvent[] = [];
  const viewedPages = new Set<string>();
  /** Milliseconds not yet sent, per place: 'cover', 'closing' or "assetId:page" (page -1: the asset as a whole). */
  const timeMs = new Map<string, number>();
  const videoMs = new Map<number, number>();
  const playing = new Map<number, number>();
  /** Pixels in view per section element (an asset's, or a part of the cover or closing message), and per page. */
  const sectionHeights = new Map<HTMLElement, number>();
  const pageHeights = new Map<Element, number>();
  /** Where time goes now; the page opens on its cover. */
  let current = 'cover';
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
    // The cover is what time without an asset means to the server: no part named.
    if (key === 'cover') return { type: 'time', seconds };
    if (key === 'closing') return { type: 'time', part: 'closing', seconds };
    const [assetId, page] = key.split(':').map(Number) as [number, number];
    return page >= 0
      ? { type: 'time', asset_id: assetId, page, seconds }
      : { type: 'time', asset_id: assetId, seconds };
  }

  /**
   * The section most in view: the cover or the closing message (their parts' pixels together), or an asset
   * and, among its pages, the one most in view (-1 when it has none in view). Nothing in view: where it was.
   */
  function inView() {
    const heights = new Map<string, number>();
    for (const [element, height] of sectionHeights) {
      const section = element.dataset.part ?? `${element.dataset.assetId}`;
      heights.set(section, (heights.get(section) ?? 0) + height);
    }
    let section = '';
    let sectionHeight = 0;
    for (const [key, height] of heights) if (height > sectionHeight) [section, sectionHeight] = [key, height];
    if (!section) return current;
    if (section === 'cover' || section === 'closing') return section;
    const asset = Number(section);
    let page = -1;
    let pageHeight = 0;
    for (const [element, height] of pageHeights) {
      const owner = Number(element.closest<HTMLElement>('[data-asset-id]')?.dataset.assetId);
      if (owner === asset && height > pageHeight)
        [page, pageHeight] = [Number((element as HTMLElement).dataset.page), height];
    }
    return `${asset}:${page}`;
  }

  /** Everything to send; `all`: the fractions of a second too (the page is hiding). */
  function take(all: boolean) {
    accrue();
    accrueVideos();
    drain(timeMs, timeEvent, all);
    drain(videoMs, (assetId, seconds) => ({ type: 'video', asset_id: assetId, seconds }), all);
    return queue.splice(0, queue.length);
  }

  /** Puts the events into batches of this tab and posts every batch not answered yet. */
  function flush(all: boolean) {
    const events = take(all);
    for (let i = 0; i < events.length; i += MAX_EVENTS_PER_CALL) {
      seq += 1;
      outbox.add({ tab_id: tabId, seq, events: events.slice(i, i + MAX_EVENTS_PER_CALL) });
    }
    for (const box of [outbox, ...left]) box.flush(all);
  }

  const heartbeat = () => flush(false);
  const flushOnHide = () => flush(true);

  function onActive() {
    accrue();
    lastActive = now();
  }

  function onVisibility() {
    accrue();
    visible = doc.visibilityState !== 'hidden';
    if (visible) lastActive = now();
    else flushOnHide();
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
  win.addEventListener('pagehide', flushOnHide);
  for (const box of left) box.flush(false);
  for (const type of ['play', 'pause', 'ended'] as const) doc.addEventListener(type, onMedia, true);

  return {
    pageViewed(assetId, page) {
      const key = `${assetId}:${page}`;
      if (viewedPages.has(key)) return;
      viewedPages.add(key);
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
            else sectionHeights.set(target, height);
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
        '[data-asset-id], [data-asset-id] [data-page], [data-part]',
      ))
        observer.observe(element);
    },
    stop() {
      win.clearInterval(timer);
      flushOnHide();
      observer?.disconnect();
      for (const type of ACTIVE_EVENTS) win.removeEventListener(type, onActive, { capture: true });
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', flushOnHide);
      for (const type of ['play', 'pause', 'ended'] as const) doc.removeEventListener(type, onMedia, true);
    },
  };
}
