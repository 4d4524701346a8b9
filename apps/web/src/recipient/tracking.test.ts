import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker, HEARTBEAT_MS } from './tracking.ts';
import type { ActivityEvent } from './types.ts';

/** jsdom's Blob cannot be read back synchronously: this one keeps its text. */
class FakeBlob {
  readonly type: string;
  constructor(
    readonly parts: string[],
    options?: BlobPropertyBag,
  ) {
    this.type = options?.type ?? '';
  }
}
const blobText = (blob: Blob) => (blob as unknown as FakeBlob).parts.join('');

/** A stand-in for IntersectionObserver that the test drives by hand. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  /** Shows each asset id with that many pixels in view. */
  show(heights: Record<number, number>) {
    const entries = Object.entries(heights).map(([id, height]) => ({
      target: this.targets.find((t) => (t as HTMLElement).dataset.assetId === id)!,
      isIntersecting: height > 0,
      intersectionRect: { height },
    }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
  /** Shows each page (a data-page element found by its selector) with that many pixels in view. */
  showPages(heights: Record<string, number>) {
    const entries = Object.entries(heights).map(([selector, height]) => ({
      target: this.targets.find((t) => t.matches(selector))!,
      isIntersecting: height > 0,
      intersectionRect: { height },
    }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

let visibility: DocumentVisibilityState = 'visible';
const sent: ActivityEvent[][] = [];
const beacons: { url: string; body: { view_token: string; events: ActivityEvent[] } }[] = [];

function setup() {
  const send = vi.fn(async (_token: string, events: ActivityEvent[]) => {
    sent.push(events);
  });
  const beacon = vi.fn((url: string, data: Blob) => {
    beacons.push({ url, body: JSON.parse(blobText(data)) });
    expect(data.type).toBe('text/plain');
    return true;
  });
  const tracker = createTracker({ viewToken: 'tok', send, beacon, now: () => Date.now() });
  return { tracker, send, beacon };
}

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

const seconds = (events: ActivityEvent[]) =>
  events.reduce((sum, e) => sum + (e.type === 'time' ? e.seconds : 0), 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('Blob', FakeBlob);
  sent.length = 0;
  beacons.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('tracking', () => {
  it('sends a heartbeat every 15 s with the seconds since the last one', () => {
    const { tracker } = setup();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(sent).toEqual([[{ type: 'time', seconds: 15 }]]);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(sent[1]).toEqual([{ type: 'time', seconds: 15 }]);
    tracker.stop();
  });

  it('stops the clock after 60 s without activity and restarts it on activity', () => {
    const { tracker } = setup();
    vi.advanceTimersByTime(HEARTBEAT_MS * 4 * 60); // an hour with nobody there
    expect(sent.flat().reduce((s, e) => s + (e.type === 'time' ? e.seconds : 0), 0)).toBe(60);
    sent.length = 0;
    window.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(seconds(sent.flat())).toBe(15);
    tracker.stop();
  });

  it('counts nothing while the page is hidden and sends what it has by beacon as it hides', () => {
    const { tracker, beacon } = setup();
    vi.advanceTimersByTime(10_000);
    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacons[0]).toEqual({
      url: '/api/client/activity',
      body: { view_token: 'tok', events: [{ type: 'time', seconds: 10 }] },
    });
    vi.advanceTimersByTime(HEARTBEAT_MS * 10);
    expect(seconds(sent.flat())).toBe(0);
    setVisibility('visible'); // at 160 s; heartbeats keep their 15 s rhythm (165 s, 180 s)
    vi.advanceTimersByTime(20_000);
    expect(seconds(sent.flat())).toBe(20);
    tracker.stop();
  });

  it('flushes by beacon on pagehide', () => {
    const { tracker, beacon } = setup();
    tracker.pageViewed(7, 0);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    tracker.stop();
  });

  it('sends the fraction of a second left on each page by beacon, where a heartbeat keeps it', () => {
    document.body.innerHTML =
      '<main><div data-asset-id="1"><img data-page="0" id="p0"><img data-page="1" id="p1"></div></main>';
    const { tracker } = setup();
    tracker.observe(document.querySelector('main')!);
    const observer = FakeIntersectionObserver.last!;
    observer.show({ 1: 700 });
    observer.showPages({ '#p0': 600, '#p1': 0 });
    vi.advanceTimersByTime(7_600);
    observer.showPages({ '#p0': 0, '#p1': 600 });
    vi.advanceTimersByTime(HEARTBEAT_MS - 7_600);
    expect(sent[0]).toEqual([
      { type: 'time', asset_id: 1, page: 0, seconds: 7 },
      { type: 'time', asset_id: 1, page: 1, seconds: 7 },
    ]);
    vi.advanceTimersByTime(1_300);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons[0]?.body.events).toEqual([
      { type: 'time', asset_id: 1, page: 0, seconds: 0.6 },
      { type: 'time', asset_id: 1, page: 1, seconds: 1.7 },
    ]);
    tracker.stop();
  });

  it('records page views once and in increasing order only', () => {
    const { tracker } = setup();
    tracker.pageViewed(7, 0);
    tracker.pageViewed(7, 1);
    tracker.pageViewed(7, 1);
    tracker.pageViewed(7, 0);
    tracker.pageViewed(8, 0);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(sent[0]?.filter((e) => e.type === 'page_view')).toEqual([
      { type: 'page_view', asset_id: 7, page: 0 },
      { type: 'page_view', asset_id: 7, page: 1 },
      { type: 'page_view', asset_id: 8, page: 0 },
    ]);
    tracker.stop();
  });

  it('credits the time to the asset most in view', () => {
    document.body.innerHTML = '<main><div data-asset-id="1"></div><div data-asset-id="2"></div></main>';
    const { tracker } = setup();
    tracker.observe(document.querySelector('main')!);
    FakeIntersectionObserver.last!.show({ 1: 500, 2: 100 });
    vi.advanceTimersByTime(5_000);
    FakeIntersectionObserver.last!.show({ 1: 50, 2: 600 });
    vi.advanceTimersByTime(10_000);
    expect(sent[0]).toEqual([
      { type: 'time', asset_id: 1, seconds: 5 },
      { type: 'time', asset_id: 2, seconds: 10 },
    ]);
    tracker.stop();
  });

  it('credits the time to the page most in view within that asset', () => {
    document.body.innerHTML =
      '<main><div data-asset-id="1"><img data-page="0" id="p0"><img data-page="1" id="p1"></div>' +
      '<div data-asset-id="2"><img data-page="0" id="q0"></div></main>';
    const { tracker } = setup();
    tracker.observe(document.querySelector('main')!);
    const observer = FakeIntersectionObserver.last!;
    observer.show({ 1: 700, 2: 0 });
    observer.showPages({ '#p0': 600, '#p1': 100 });
    vi.advanceTimersByTime(4_000);
    observer.showPages({ '#p0': 50, '#p1': 650 });
    vi.advanceTimersByTime(6_000);
    // Another asset's page in view does not count for the asset most in view.
    observer.showPages({ '#q0': 300 });
    vi.advanceTimersByTime(5_000);
    expect(sent[0]).toEqual([
      { type: 'time', asset_id: 1, page: 0, seconds: 4 },
      { type: 'time', asset_id: 1, page: 1, seconds: 11 },
    ]);
    tracker.stop();
  });

  it('keeps the events of a failed heartbeat for the next one', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const tracker = createTracker({ viewToken: 'tok', send, beacon: () => true });
    tracker.pageViewed(3, 0);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(send.mock.calls[1]?.[1]).toEqual([
      { type: 'page_view', asset_id: 3, page: 0 },
      { type: 'time', seconds: 15 },
      { type: 'time', seconds: 15 },
    ]);
    tracker.stop();
  });

  it('splits long spans into events of at most 30 s and counts video play time', () => {
    document.body.innerHTML = '<div data-asset-id="9"><video></video></div>';
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    const send = vi.fn(async () => undefined);
    const tracker = createTracker({ viewToken: 'tok', send, beacon, win: windowLike() as unknown as Window });
    const video = document.querySelector('video')!;
    video.dispatchEvent(new Event('play'));
    vi.setSystemTime(Date.now() + 50_000);
    window.dispatchEvent(new Event('keydown'));
    video.dispatchEvent(new Event('pause'));
    tracker.stop();
    const body = JSON.parse(blobText(beacon.mock.calls[0]![1]));
    expect(body.events).toEqual([
      { type: 'time', seconds: 30 },
      { type: 'time', seconds: 20 },
      { type: 'video', asset_id: 9, seconds: 30 },
      { type: 'video', asset_id: 9, seconds: 20 },
    ]);
  });
});

/** A window whose timers never fire, so only the test moves the clock. */
function windowLike() {
  return {
    setInterval: () => 0,
    clearInterval: () => undefined,
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  };
}
