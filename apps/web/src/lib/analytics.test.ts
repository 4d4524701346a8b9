import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock.ts';

const EVENTS = 'POST /api/analytics/events';

/** A fresh client (the module keeps its queue), with the browser's privacy signals as given. */
async function load(privacy: { doNotTrack?: string; globalPrivacyControl?: boolean } = {}) {
  vi.resetModules();
  Object.defineProperty(navigator, 'doNotTrack', { value: privacy.doNotTrack ?? null, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    value: privacy.globalPrivacyControl,
    configurable: true,
  });
  return import('./analytics.ts');
}

let beacons: { url: string; body: string }[];
beforeEach(() => {
  vi.useFakeTimers();
  beacons = [];
  sessionStorage.clear();
  Object.defineProperty(navigator, 'sendBeacon', {
    value: (url: string, body: string) => beacons.push({ url, body }) > 0,
    configurable: true,
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('product analytics client', () => {
  it('sends the events of a few seconds in one request to our own API, with a tab id', async () => {
    const api = mockApi({ [EVENTS]: { status: 202, body: { accepted: 2 } } });
    const { track } = await load();
    track('ShareDialogView', { dialog: 'link' });
    track('EmailShareSingleFile', { recipients: 2 });
    expect(api.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.calls).toHaveLength(1);
    const [call] = api.calls;
    expect(call!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(call!.body).toEqual({
      anonymous_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      events: [
        { event: 'ShareDialogView', properties: { dialog: 'link' } },
        { event: 'EmailShareSingleFile', properties: { recipients: 2 } },
      ],
    });
  });

  it('hands what is waiting to sendBeacon when the page is left', async () => {
    const api = mockApi({});
    const { track } = await load();
    track('ShareDialogView', { dialog: 'email' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/analytics/events');
    expect(JSON.parse(beacons[0]!.body).events).toEqual([
      { event: 'ShareDialogView', properties: { dialog: 'email' } },
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('sends nothing at all with %s', async (_name, privacy) => {
    const api = mockApi({});
    const { track } = await load(privacy);
    track('ShareDialogView', { dialog: 'link' });
    await vi.advanceTimersByTimeAsync(5000);
    window.dispatchEvent(new Event('pagehide'));
    expect(api.calls).toHaveLength(0);
    expect(beacons).toHaveLength(0);
    expect(sessionStorage.getItem('folio_analytics_id')).toBeNull();
  });
});
