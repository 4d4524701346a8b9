import { ANALYTICS_LIMITS, type AnalyticsEventName, type AnalyticsProperties } from '@folio/shared';

const ENDPOINT = '/api/analytics/events';
/** Events wait this long for others to share their request. */
const FLUSH_MS = 5000;
const TAB_ID_KEY = 'folio_analytics_id';

type Queued = { event: AnalyticsEventName; properties: AnalyticsProperties };

/** Do Not Track or Global Privacy Control: the browser asks not to be tracked, so nothing is sent. */
export function trackingRefused(nav: Navigator = navigator) {
  const gpc = (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  return nav.doNotTrack === '1' || gpc === true;
}

/** A random id for this tab session (sessionStorage), so a signed-out visitor's events group together. */
function tabId() {
  try {
    const kept = sessionStorage.getItem(TAB_ID_KEY);
    if (kept) return kept;
    const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    sessionStorage.setItem(TAB_ID_KEY, id);
    return id;
  } catch {
    return undefined;
  }
}

/**
 * Product analytics to our own API (no third-party script): named events are batched and posted every
 * few seconds, and handed to sendBeacon when the page is hidden or left, so the last ones are not lost.
 */
function createAnalytics() {
  const queue: Queued[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;

  const take = () => {
    clearTimeout(timer);
    timer = undefined;
    const events = queue.splice(0, ANALYTICS_LIMITS.batch);
    return events.length > 0 ? JSON.stringify({ anonymous_id: tabId(), events }) : null;
  };

  /** A failure is dropped: analytics never disturbs the user. */
  const post = (body: string) =>
    void fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
      keepalive: true,
      body,
    }).catch(() => undefined);

  const flush = () => {
    for (let body = take(); body; body = take()) post(body);
  };

  const beacon = () => {
    // A string goes as text/plain: no preflight, and the server reads it as JSON.
    for (let body = take(); body; body = take()) if (!navigator.sendBeacon?.(ENDPOINT, body)) post(body);
  };

  const listen = () => {
    if (listening) return;
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') beacon();
    });
    window.addEventListener('pagehide', beacon);
  };

  return {
    track(event: AnalyticsEventName, properties: AnalyticsProperties = {}) {
      if (trackingRefused()) return;
      listen();
      queue.push({ event, properties });
      if (queue.length >= ANALYTICS_LIMITS.batch) flush();
      else timer ??= setTimeout(flush, FLUSH_MS);
    },
    flush,
  };
}

const analytics = createAnalytics();

/** Records a product event (spec presentations §7), unless the browser asks not to be tracked. */
export const track = analytics.track;
