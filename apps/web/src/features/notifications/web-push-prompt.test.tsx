import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { User } from '../accounts/types.ts';
import { fakeSocket } from '../editor/uploads/socket.test-utils.ts';
import { emptyPage } from '../presentations/factories.test-utils.ts';
import { notificationPage } from './notifications.test-utils.ts';
import { removeServiceWorker, SUBSCRIPTION, stubPushBrowser, VAPID_KEY } from './push.test-utils.ts';
import { urlBase64ToUint8Array } from './web-push.ts';

function setup(user = buildUser()) {
  fakeSocket();
  const api = mockApi({
    'GET /api/user': { body: user },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'GET /api/presentations': { body: emptyPage },
    'POST /api/presentations/stats': { body: { results: [] } },
    'GET /api/notifications': { body: notificationPage([], { unread: 0 }) },
    'GET /api/web-push/public-key': { body: { public_key: VAPID_KEY } },
    'POST /api/web-push/subscriptions': {
      status: 201,
      body: { id: 7, web_push_notifications: true, onesignal_player_id: '7' },
    },
  });
  return { api, app: renderApp('/presentations') };
}

const prompt = () => screen.findByRole('region', { name: 'Turn on browser notifications?' });
const promptedCookie = () => document.cookie.split(/;\s*/).includes('web_push_prompted=1');

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom keeps cookies between tests; each starts not asked.
  document.cookie = 'web_push_prompted=; max-age=0; path=/';
});
afterEach(removeServiceWorker);

describe('web-push prompt', () => {
  it('asks once: dismissing it sets the web_push_prompted cookie and it does not come back', async () => {
    const first = setup();
    const banner = await prompt();
    await first.app.user.click(within(banner).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Turn on browser notifications?' })).not.toBeInTheDocument();
    expect(promptedCookie()).toBe(true);
    first.app.unmount();

    setup();
    await screen.findByRole('button', { name: 'Notifications' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('region', { name: 'Turn on browser notifications?' })).not.toBeInTheDocument();
  });

  it('takes its own place at the top of the page, before its content, so on a phone it covers nothing', async () => {
    setup();
    const banner = await prompt();
    const main = screen.getByRole('main');
    expect(main).toContainElement(banner);
    const heading = await screen.findByRole('heading', { name: 'Presentations', level: 1 });
    expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.className).not.toMatch(/(^|\s)fixed/);
  });

  it('is not shown to a user who has push on', async () => {
    setup(buildUser({ web_push_notifications: true, onesignal_player_id: '3' }));
    await screen.findByRole('button', { name: 'Notifications' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('region', { name: 'Turn on browser notifications?' })).not.toBeInTheDocument();
  });

  it("says 'This browser does not support notifications' where there is no Push API", async () => {
    vi.stubGlobal('PushManager', undefined);
    const { app } = setup();
    await app.user.click(within(await prompt()).getByRole('button', { name: 'Allow' }));
    expect(await screen.findByText('This browser does not support notifications')).toBeInTheDocument();
    expect(promptedCookie()).toBe(true);
  });

  it("says 'You have to allow notifications on your browser settings' when permission is denied", async () => {
    const browser = stubPushBrowser('denied');
    const { api, app } = setup();
    await app.user.click(within(await prompt()).getByRole('button', { name: 'Allow' }));
    expect(
      await screen.findByText('You have to allow notifications on your browser settings'),
    ).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(api.calls.some((c) => c.path === '/api/web-push/subscriptions')).toBe(false);
  });

  it('gives the denied message when the push service refuses after permission was granted', async () => {
    const browser = stubPushBrowser('granted');
    browser.subscribe.mockRejectedValue(
      new DOMException('Registration failed - permission denied', 'NotAllowedError'),
    );
    const { api, app } = setup();
    await app.user.click(within(await prompt()).getByRole('button', { name: 'Allow' }));
    expect(
      await screen.findByText('You have to allow notifications on your browser settings'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/web-push/subscriptions')).toBe(false);
  });

  it('subscribes with the VAPID key, saves the subscription and updates the user', async () => {
    const browser = stubPushBrowser('granted');
    const { api, app } = setup();
    await app.user.click(within(await prompt()).getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(api.bodyOf('POST /api/web-push/subscriptions')).toBeDefined());
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toEqual(urlBase64ToUint8Array(VAPID_KEY));
    expect(api.bodyOf('POST /api/web-push/subscriptions')).toMatchObject({
      endpoint: SUBSCRIPTION.endpoint,
      keys: SUBSCRIPTION.keys,
    });
    await waitFor(() =>
      expect(app.queryClient.getQueryData<User>(['user'])).toMatchObject({
        webPushNotifications: true,
        onesignalPlayerId: '7',
      }),
    );
  });
});

describe('urlBase64ToUint8Array', () => {
  it('decodes base64url without padding', () => {
    expect([...urlBase64ToUint8Array('-_8')]).toEqual([0xfb, 0xff]);
    expect(urlBase64ToUint8Array(VAPID_KEY)).toHaveLength(65);
  });
});
