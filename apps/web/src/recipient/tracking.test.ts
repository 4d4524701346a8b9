import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityBatch } from './activity-outbox.ts';
import { createTracker, HEARTBEAT_MS, type TrackerEnv } from './tracking.ts';
import type { ActivityEvent } from './types.ts';

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
  /** Shows each element (a page, a section) found by its selector with that many pixels in view. */
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
const TAB = 'tab-of-this-test-0001';
/** Events of each heartbeat post, and the bodies of the keepalive posts made as the page hides. */
const sent: ActivityEvent[][] = [];
const beacons: { body: { view_token: string } & ActivityBatch }[] = [];

/** Records each post; `fail` answers it with that HTTP status (0: the network failed). */
function sender(fail?: (batch: ActivityBatch) => number | undefined) {
  return vi.fn(async (token: string, batch: ActivityBatch, keepalive: boolean) => {
    if (keepalive) beacons.push({ body: { view_token: token, ...batch } });
    else sent.push(batch.events);
    const status = fail?.(batch);
    if (status !== undefined) throw Object.assign(new Error('failed'), { status });
  });
}

function setup(env: Partial<TrackerEnv> = {}) {
  const send = sender();
  const tracker = createTracker({ viewToken: 'tok', send, tabId: TAB, now: () => Date.now(), ...env });
  return { tracker, send };
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
  localStorage.clear();
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

  it('counts nothing while the page is hidden and sends what it has with keepalive as it hides', () => {
    const { tracker } = setup();
    vi.advanceTimersByTime(10_000);
    setVisibility('hidden');
    expect(beacons).toEqual([
      { body: { view_token: 'tok', tab_id: TAB, seq: 1, events: [{ type: 'time', seconds: 10 }] } },
    ]);
    vi.advanceTimersByTime(HEARTBEAT_MS * 10);
    expect(seconds(sent.flat())).toBe(0);
    setVisibility('visible'); // at 160 s; heartbeats keep their 15 s rhythm (165 s, 180 s)
    vi.advanceTimersByTime(20_000);
    expect(seconds(sent.flat())).toBe(20);
    tracker.stop();
  });

  it('flushes with keepalive on pagehide', () => {
    const { tracker } = setup();
    tracker.pageViewed(7, 0);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.map((b) => b.body.events)).toEqual([[{ type: 'page_view', asset_id: 7, page: 0 }]]);
    tracker.stop();
  });

  it('sends the fraction of a second left on each page as the page hides, where a heartbeat keeps it', async () => {
    document.body.innerHTML =
      '<main><div data-asset-id="1"><img data-page="0" id="p0"><img data-page="1" id="p1"></div></main>';
    const { tracker } = setup();
    tracker.observe(document.querySelector('main')!);
    const observer = FakeIntersectionObserver.last!;
    observer.show({ 1: 700 });
    observer.showPages({ '#p0': 600, '#p1': 0 });
    vi.advanceTimersByTime(7_600);
    observer.showPages({ '#p0': 0, '#p1': 600 });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 7_600);
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

  it('records each page once, in any order: a reader who jumps ahead and back gets both', () => {
    const { tracker } = setup();
    tracker.pageViewed(7, 3);
    tracker.pageViewed(7, 1);
    tracker.pageViewed(7, 3);
    tracker.pageViewed(7, 1);
    tracker.pageViewed(8, 0);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(sent[0]?.filter((e) => e.type === 'page_view')).toEqual([
      { type: 'page_view', asset_id: 7, page: 3 },
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

  it('books the cover and the closing message apart, not to the asset that peeks in beside them', () => {
    document.body.innerHTML =
      '<main><header data-part="cover" id="head"></header><div data-part="cover" id="opening"></div>' +
      '<div data-asset-id="1" id="a1"></div><div data-part="closing" id="closing"></div></main>';
    const { tracker } = setup();
    tracker.observe(document.querySelector('main')!);
    const observer = FakeIntersectionObserver.last!;
    // The header and the opening message fill the screen together; the first asset shows its top.
    observer.showPages({ '#head': 300, '#opening': 250, '#a1': 400 });
    vi.advanceTimersByTime(6_000);
    observer.showPages({ '#head': 0, '#opening': 100, '#a1': 700 });
    vi.advanceTimersByTime(5_000);
    observer.showPages({ '#a1': 200, '#closing': 400 });
    vi.advanceTimersByTime(4_000);
    expect(sent[0]).toEqual([
      { type: 'time', seconds: 6 },
      { type: 'time', asset_id: 1, seconds: 5 },
      { type: 'time', part: 'closing', seconds: 4 },
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

  it('sends a batch again, under its own number, until it is answered, and never after', async () => {
    let down = true;
    const send = sender(() => (down ? 0 : undefined));
    const tracker = createTracker({ viewToken: 'tok', send, tabId: TAB });
    tracker.pageViewed(3, 0);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    down = false;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(send.mock.calls.map(([, batch]) => [batch.seq, batch.events])).toEqual([
      [
        1,
        [
          { type: 'page_view', asset_id: 3, page: 0 },
          { type: 'time', seconds: 15 },
        ],
      ],
      [
        1,
        [
          { type: 'page_view', asset_id: 3, page: 0 },
          { type: 'time', seconds: 15 },
        ],
      ],
      [2, [{ type: 'time', seconds: 15 }]],
      [3, [{ type: 'time', seconds: 15 }]],
    ]);
    expect(send.mock.calls.every(([, batch]) => batch.tab_id === TAB)).toBe(true);
    tracker.stop();
  });

  it('keeps unanswered batches in localStorage and sends them from the next load, then forgets them', async () => {
    // The network drops everything: a heartbeat and the keepalive post as the page goes.
    const first = createTracker({ viewToken: 'old-token', send: sender(() => 0), tabId: TAB });
    first.pageViewed(5, 2);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS + 4_000);
    window.dispatchEvent(new Event('pagehide'));
    first.stop();
    await vi.advanceTimersByTimeAsync(0);
    const lost = [
      {
        tab_id: TAB,
        seq: 1,
        events: [
          { type: 'page_view', asset_id: 5, page: 2 },
          { type: 'time', seconds: 15 },
        ],
      },
      { tab_id: TAB, seq: 2, events: [{ type: 'time', seconds: 4 }] },
    ];
    expect(JSON.parse(localStorage.getItem(`folio.activity.${TAB}`)!)).toEqual({
      token: 'old-token',
      batches: lost,
    });

    // The next load (a new tab id) sends them first, as they were, with their own token.
    sent.length = 0;
    const send = sender();
    const next = createTracker({ viewToken: 'new-token', send, tabId: 'tab-of-the-next-load' });
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls.map(([token, batch]) => [token, batch])).toEqual(
      lost.map((b) => ['old-token', b]),
    );
    expect(localStorage.getItem(`folio.activity.${TAB}`)).toBeNull();
    // Answered: never sent again.
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(send.mock.calls.slice(2).map(([token, batch]) => [token, batch.tab_id, batch.seq])).toEqual([
      ['new-token', 'tab-of-the-next-load', 1],
    ]);
    expect(localStorage.length).toBe(0);
    next.stop();
  });

  it('drops a batch the server refuses for good, and keeps at most 20 while the server is away', async () => {
    const refused = createTracker({ viewToken: 'tok', send: sender(() => 403), tabId: TAB });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(localStorage.getItem(`folio.activity.${TAB}`)).toBeNull();
    refused.stop();
    await vi.advanceTimersByTimeAsync(0);

    const away = createTracker({ viewToken: 'tok', send: sender(() => 503), tabId: 'tab-while-away-00' });
    for (let i = 0; i < 30; i += 1) {
      window.dispatchEvent(new Event('pointermove'));
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    }
    const kept = JSON.parse(localStorage.getItem('folio.activity.tab-while-away-00')!);
    expect(kept.batches.map((b: ActivityBatch) => b.seq)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 11),
    );
    away.stop();
  });

  it('splits long spans into events of at most 30 s and counts video play time', () => {
    document.body.innerHTML = '<div data-asset-id="9"><video></video></div>';
    const tracker = createTracker({
      viewToken: 'tok',
      send: sender(),
      win: windowLike() as unknown as Window,
    });
    const video = document.querySelector('video')!;
    video.dispatchEvent(new Event('play'));
    vi.setSystemTime(Date.now() + 50_000);
    window.dispatchEvent(new Event('keydown'));
    video.dispatchEvent(new Event('pause'));
    tracker.stop();
    expect(beacons[0]?.body.events).toEqual([
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
