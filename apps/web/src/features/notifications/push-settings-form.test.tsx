import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fakeSocket } from '../editor/uploads/socket.test-utils.ts';
import { notificationPage } from './notifications.test-utils.ts';
import { removeServiceWorker, SUBSCRIPTION, stubPushBrowser, VAPID_KEY } from './push.test-utils.ts';
import { rememberPushPrompted } from './push-cookie.ts';

function setup(user = buildUser()) {
  fakeSocket();
  const api = mockApi({
    'GET /api/user': { body: user },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'GET /api/notifications': { body: notificationPage([], { unread: 0 }) },
    'GET /api/web-push/public-key': { body: { public_key: VAPID_KEY } },
    'POST /api/web-push/subscriptions': {
      status: 201,
      body: { id: 7, web_push_notifications: true, onesignal_player_id: '7' },
    },
    'DELETE /api/web-push/subscriptions/7': {
      body: { id: 7, web_push_notifications: false, onesignal_player_id: null },
    },
  });
  return { api, app: renderApp('/settings/notifications') };
}

const toggle = () => screen.findByRole('switch', { name: 'Browser notifications' });

beforeEach(() => {
  rememberPushPrompted();
  localStorage.clear();
});
afterEach(removeServiceWorker);

describe('settings: notifications tab', () => {
  it('turns browser push on: subscribes this browser and saves it', async () => {
    stubPushBrowser('granted');
    const { api, app } = setup();
    await app.user.click(await toggle());
    await waitFor(async () => expect(await toggle()).toBeChecked());
    expect(api.bodyOf('POST /api/web-push/subscriptions')).toMatchObject({ endpoint: SUBSCRIPTION.endpoint });
    expect(await screen.findByText('Browser notifications are on.')).toBeInTheDocument();
  });

  it('turns it off: the browser forgets its subscription and the server removes it', async () => {
    const browser = stubPushBrowser('granted');
    browser.getSubscription.mockResolvedValue({
      options: { applicationServerKey: null },
      unsubscribe: browser.unsubscribe,
    });
    const { api, app } = setup(buildUser({ web_push_notifications: true, onesignal_player_id: '7' }));
    expect(await toggle()).toBeChecked();
    await app.user.click(await toggle());
    await waitFor(async () => expect(await toggle()).not.toBeChecked());
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/web-push/subscriptions/7')).toBe(
      true,
    );
  });

  it("says 'This browser does not support notifications' where push is missing", async () => {
    const { app } = setup();
    await app.user.click(await toggle());
    expect(await screen.findByText('This browser does not support notifications')).toBeInTheDocument();
    expect(await toggle()).not.toBeChecked();
  });
});
