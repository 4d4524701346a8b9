import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { camelize } from '../../lib/case.ts';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { type Handler, mockApi, type Reply } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { User } from '../accounts/types.ts';
import { fakeSocket } from '../editor/uploads/socket.test-utils.ts';
import { emptyPage } from '../presentations/factories.test-utils.ts';
import {
  buildNotification,
  fakeIntersectionObserver,
  notificationPage,
  range,
} from './notifications.test-utils.ts';
import { mergeNotifications, type Notification } from './notifications-state.ts';
import { rememberPushPrompted } from './push-cookie.ts';

function setup(routes: Record<string, Handler | Reply>, user = buildUser()) {
  const socket = fakeSocket();
  const api = mockApi({
    'GET /api/user': { body: user },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'GET /api/presentations': { body: emptyPage },
    'POST /api/presentations/stats': { body: { results: [] } },
    ...routes,
  });
  return { api, socket, app: renderApp('/presentations') };
}

const bell = () => screen.findByRole('button', { name: /^Notifications/ });

beforeEach(() => {
  // Asked already: these tests are about the bell, not the web-push prompt.
  rememberPushPrompted();
});

describe('mergeNotifications', () => {
  it('keeps one copy of each (the newer one) sorted by id descending', () => {
    const [a, b, c] = [3, 1, 2].map((id) => camelize(buildNotification(id))) as [
      Notification,
      Notification,
      Notification,
    ];
    const merged = mergeNotifications([a, b], [{ ...b, read: true }, c]);
    expect(merged.map((n) => [n.id, n.read])).toEqual([
      [3, false],
      [2, false],
      [1, true],
    ]);
  });
});

describe('notification bell', () => {
  it("caps the unread counter at '99+'", async () => {
    setup({ 'GET /api/notifications': { body: notificationPage(range(20, 1), { unread: 120 }) } });
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-counter')).toHaveTextContent('99+');
  });

  it('shows the exact count up to 99', async () => {
    setup({ 'GET /api/notifications': { body: notificationPage(range(3, 1), { unread: 99 }) } });
    expect(await screen.findByRole('button', { name: 'Notifications, 99 unread' })).toBeInTheDocument();
  });

  it('loads more on scroll, merging without duplicates, newest first', async () => {
    const observer = fakeIntersectionObserver();
    const { api, app } = setup({
      'GET /api/notifications': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? // Two arrived since page 1 was read: page 2 starts with the last two of page 1 again.
            { body: notificationPage(range(12, 1), { unread: 30 }) }
          : { body: notificationPage(range(30, 11), { unread: 30, next: true }) },
    });
    await app.user.click(await bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(20);
    observer.scrollToEnd();
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(30));
    const texts = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.match(/Viewer (\d+)/)?.[1]);
    expect(texts).toEqual(range(30, 1).map((n) => String(n.id)));
    expect(api.calls.filter((c) => c.path === '/api/notifications')).toHaveLength(2);
    // No third page: the end of the list loads nothing more.
    observer.scrollToEnd();
    expect(api.calls.filter((c) => c.path === '/api/notifications')).toHaveLength(2);
  });

  it('marks one read on click and opens its presentation insights', async () => {
    const { api, app } = setup({
      'GET /api/notifications': {
        body: notificationPage([buildNotification(2), buildNotification(1, { read: true })], { unread: 1 }),
      },
      'POST /api/notifications/2/read': {
        body: { unread_notifications: 0, notification: buildNotification(2, { read: true }) },
      },
      'GET /api/presentations/12/insights': { status: 404, body: { detail: 'Not found.' } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await app.user.click(await screen.findByRole('button', { name: /Viewer 2 viewed/ }));
    await waitFor(() => expect(app.location()).toBe('/insights/12'));
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/2/read')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-counter')).not.toBeInTheDocument();
  });

  it('marks all read: the counter goes and no item is unread', async () => {
    const { api, app } = setup({
      'GET /api/notifications': { body: notificationPage(range(5, 1), { unread: 5 }) },
      'POST /api/notifications/mark-all': { body: { unread_notifications: 0, notification: null } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Notifications, 5 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findAllByText('(unread)')).toHaveLength(5);
    await app.user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(panel).queryAllByText('(unread)')).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(api.bodyOf('POST /api/notifications/mark-all')).toBeUndefined();
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    const { app } = setup({ 'GET /api/notifications': { body: notificationPage([], { unread: 0 }) } });
    await app.user.click(await bell());
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });
});

describe('realtime messages about the user', () => {
  it('appends a pushed notification with its count and drops the 24-hour digest', async () => {
    const { socket, app } = setup({
      'GET /api/notifications': { body: notificationPage(range(2, 1), { unread: 2 }) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByText(/Viewer 2 viewed/);
    await socket.send({
      type: 'notification',
      notification: buildNotification(3, { message: 'Grace left feedback on “Ocean View Villa”' }),
      unread_notifications: 3,
    });
    await waitFor(() =>
      expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('Grace left feedback'),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    await socket.send({
      type: 'notification',
      notification: { ...buildNotification(4), category: 'presentation_viewed_in_24h' },
      unread_notifications: 4,
    });
    await socket.send({ type: 'notification', notification: buildNotification(5), unread_notifications: 4 });
    await within(panel).findByText(/Viewer 5 viewed/);
    expect(within(panel).queryByText(/Viewer 4 viewed/)).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
  });

  it('replaces a visit’s entry in place when the server sends it again with the visit’s progress', async () => {
    const { socket, app } = setup({
      'GET /api/notifications': { body: notificationPage(range(2, 1), { unread: 2 }) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByText(/Viewer 2 viewed/);
    const visit = (message: string, body: Partial<Notification['body']>) =>
      socket.send({
        type: 'notification',
        notification: buildNotification(2, { message, body: { ...buildNotification(2).body, ...body } }),
        unread_notifications: 2,
      });
    await visit('Sam Smith viewed “Ocean View Villa” · 1 min · 2 of 8 assets', { assetsViewed: 2 });
    await within(panel).findByText('Sam Smith viewed “Ocean View Villa” · 1 min · 2 of 8 assets');
    await visit('Sam Smith viewed “Ocean View Villa” · 4 min · 6 of 8 assets', { assetsViewed: 6 });
    await within(panel).findByText('Sam Smith viewed “Ocean View Villa” · 4 min · 6 of 8 assets');
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('6 of 8 assets');
    expect(within(panel).queryByText(/2 of 8 assets/)).not.toBeInTheDocument();
    expect(within(panel).queryByText(/Viewer 2 viewed/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('sends the browser’s time zone when the stored one differs, once', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { api } = setup(
      {
        'GET /api/notifications': { body: notificationPage([], { unread: 0 }) },
        'PATCH /api/user': { body: buildUser({ time_zone: zone }) },
      },
      buildUser({ time_zone: 'Pacific/Chatham' }),
    );
    await bell();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PATCH')).toMatchObject([{ body: { time_zone: zone } }]),
    );
  });

  it('updates the role, the new-item flags and refer-a-friend in the cached user', async () => {
    const { socket, app } = setup({
      'GET /api/notifications': { body: notificationPage([], { unread: 0 }) },
    });
    await bell();
    const user = () => app.queryClient.getQueryData<User>(['user']);
    await socket.send({ type: 'role.changed', role: 'premium_agent' });
    await socket.send({
      type: 'presentation.received',
      presentation_id: 8,
      has_new_received_presentation: true,
    });
    await socket.send({ type: 'presentation_template.added', has_new_presentation_template: true });
    await socket.send({ type: 'can_refer_a_friend', can_refer_a_friend: false });
    expect(user()).toMatchObject({
      role: 'premium_agent',
      hasNewReceivedPresentation: true,
      hasNewPresentationTemplate: true,
      canReferAFriend: false,
    });
    // The menu shows the received dot at once.
    await app.user.click(screen.getByRole('button', { name: /Presentations/ }));
    expect(await screen.findByRole('menuitem', { name: 'Received(new)' })).toBeInTheDocument();
  });
});
