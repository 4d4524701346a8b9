import { type Notification, type NotificationPage, notificationMessage } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ofType, openSocket } from '../../platform/realtime/realtime.test-utils.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { patiently } from '../../test/patience.ts';
import {
  call,
  createSecondInstance,
  createTestApp,
  type Headers,
  type TestApp,
} from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { assets } from '../assets/assets.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';
import { companies, companyMembers } from '../teams/teams.table.ts';
import { buildSharedPresentation, openLink, postActivity } from '../viewer/viewer.test-utils.ts';
import { createNotificationJobs } from './notifications.jobs.ts';
import { createNotificationsService } from './notifications.service.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const list = async (headers: Headers, page = 1) => {
  const response = await call(t, 'GET', `/api/notifications?page=${page}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json() as NotificationPage;
};
/** Waits until the user has a notification of the category (listeners run after the request). */
const waitFor = (headers: Headers, category: string, count = 1) =>
  vi.waitFor(async () => {
    const found = (await list(headers)).results.filter((n) => n.category === category);
    expect(found.length).toBe(count);
    return found;
  }, patiently);

/** The notifications service on the test database, without socket or push: notifications as rows only. */
const quietService = () =>
  createNotificationsService({
    db: t.database.db,
    clock,
    realtime: {
      publish: async () => {},
      connect: () => () => {},
      connections: () => 0,
      close: async () => {},
    },
    // No pushes: the events that would queue them are not recorded.
    events: { record: async () => {}, flush: () => {} },
  });

async function viewing() {
  const s = await buildSharedPresentation(t);
  const link = await s.share();
  const socket = openSocket(t.app, s.owner.headers);
  await socket.next(ofType('hello'));
  const { body } = await openLink(t, link.hash);
  return { ...s, link, socket, token: body.view_token! };
}

describe('notifications: the list, read one, mark all', () => {
  it('welcomes a new user with one notification, unread counted; no guide or video we may not have', async () => {
    const user = await buildUser(t.app);
    const [welcome] = await waitFor(user.headers, 'new_user');
    // Nothing else follows the welcome (the listener used to add a guide and a video right after it).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const found = await list(user.headers);
    expect(found.count).toBe(1);
    expect(found.unread_notifications).toBe(1);
    expect(welcome).toMatchObject({ read: false, presentation_id: null, body: {} });
    expect(welcome!.message).toBe(notificationMessage('new_user', {}));
    expect(found).toMatchObject({ next: null, previous: null });
  });

  it('marks one read (others’ ids are 404) and then all', async () => {
    const user = await buildUser(t.app);
    const other = await buildUser(t.app);
    const service = quietService();
    for (const who of [user, other]) {
      await waitFor(who.headers, 'new_user');
      for (const name of ['Sam', 'Ann'])
        await service.notify(who.user.id, 'presentation_viewed', { body: { name } });
    }
    const [first, second] = (await list(user.headers)).results;
    const refused = await call(t, 'POST', `/api/notifications/${first!.id}/read`, other.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'Not found.' });
    expect((await call(t, 'POST', '/api/notifications/2147483647/read', user.headers)).statusCode).toBe(404);

    const one = await call(t, 'POST', `/api/notifications/${first!.id}/read`, user.headers);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      unread_notifications: 2,
      notification: { id: first!.id, read: true },
    });
    expect((await list(user.headers)).unread_notifications).toBe(2);
    expect(
      (await call(t, 'POST', `/api/notifications/${second!.id}/read`, user.headers)).json(),
    ).toMatchObject({
      unread_notifications: 1,
    });

    const all = await call(t, 'POST', '/api/notifications/mark-all', user.headers);
    expect(all.json()).toEqual({ unread_notifications: 0, notification: null });
    const after = await list(user.headers);
    expect(after.unread_notifications).toBe(0);
    expect(after.results.every((n) => n.read)).toBe(true);
    expect((await list(other.headers)).unread_notifications).toBe(3);
  });

  it('pages by 20 with next and previous links', async () => {
    const user = await buildUser(t.app);
    await waitFor(user.headers, 'new_user');
    const service = quietService();
    for (let i = 0; i < 24; i += 1)
      await service.notify(user.user.id, 'presentation_viewed', { body: { name: `V${i}` } });
    const first = await list(user.headers);
    expect(first.count).toBe(25);
    expect(first.results).toHaveLength(20);
    expect(first.results[0]!.body.name).toBe('V23');
    expect(first.next).toContain('page=2');
    const second = await list(user.headers, 2);
    expect(second.results).toHaveLength(5);
    expect(second.previous).toContain('page=1');
    expect(second.next).toBeNull();
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/mark-all' })).statusCode).toBe(401);
  });
});

describe('notifications: made as things happen, sent over the socket', () => {
  it('a view: presentation viewed (and, once, first analytics) reaches the owner’s socket', async () => {
    const s = await viewing();
    const message = await s.socket.next(
      (m) => m.type === 'notification' && (m.notification as Notification).category === 'presentation_viewed',
    );
    const notification = message.notification as Notification;
    expect(notification).toMatchObject({
      presentation_id: s.p.id,
      read: false,
      body: { title: 'Ocean View Villa', presentation_id: s.p.id },
    });
    expect(notification.body.share_link).toContain(`/c/p/${s.link.hash}`);
    // A link that was not sent to someone by e-mail names no person: its name is only context.
    expect(notification.body).toMatchObject({ name: null, email: null, link_name: 'Buyer Jane' });
    expect(notification.message).toBe(
      'Someone viewed “Ocean View Villa” via the link “Buyer Jane” · 0 of 2 assets',
    );
    expect(message.unread_notifications).toBeGreaterThanOrEqual(2);
    await waitFor(s.owner.headers, 'first_analytics');
    await openLink(t, s.link.hash);
    await waitFor(s.owner.headers, 'presentation_viewed', 2);
    await waitFor(s.owner.headers, 'first_analytics', 1);
    s.socket.socket.close();
  });

  it('one visit to 8 assets: one notification, named by the e-mail share, updated in place over the socket', async () => {
    const s = await buildSharedPresentation(t);
    const images = await t.database.db
      .insert(assets)
      .values(
        [10, 11, 12, 13, 14, 15].map((position) => ({
          presentationId: s.p.id,
          type: 'image' as const,
          title: `Photo ${position}`,
          position,
        })),
      )
      .returning();
    const link = await s.share();
    await t.database.db
      .update(shareLinks)
      .set({ name: 'Sam Smith', email: 'sam@example.com' })
      .where(eq(shareLinks.id, link.id));
    const socket = openSocket(t.app, s.owner.headers);
    await socket.next(ofType('hello'));
    const token = (await openLink(t, link.hash)).body.view_token!;
    const isVisit = (m: Record<string, unknown>) =>
      m.type === 'notification' && (m.notification as Notification).category === 'presentation_viewed';
    const first = (await socket.next(isVisit)).notification as Notification;
    const visits = () => socket.messages.filter(isVisit).map((m) => m.notification as Notification);
    expect(first.body).toMatchObject({
      name: 'Sam Smith',
      email: 'sam@example.com',
      link_name: null,
      assets_viewed: 0,
      total_assets: 8,
    });
    clock.advance(600);
    const [a1, a2] = s.assets;
    const batches = [
      [
        { type: 'page_view', asset_id: a1!.id, page: 0 },
        { type: 'page_view', asset_id: a1!.id, page: 1 },
        { type: 'time', asset_id: a1!.id, page: 0, seconds: 30 },
      ],
      [{ type: 'time', asset_id: a2!.id, page: 0, seconds: 30 }],
      images.slice(0, 4).map((image) => ({ type: 'time', asset_id: image.id, seconds: 10 })),
      // No time on a photo: not viewed, as insights count it.
      [{ type: 'time', asset_id: images[4]!.id, seconds: 0 }],
      images.slice(0, 2).map((image) => ({ type: 'time', asset_id: image.id, seconds: 10 })),
    ];
    // A beacon every 30 s (seconds are counted as the clock allows: up to 40 s a beacon here).
    for (const events of batches) {
      clock.advance(30);
      expect((await postActivity(t, { view_token: token, events })).statusCode).toBe(200);
    }
    const updated = await socket.next(
      (m) => isVisit(m) && (m.notification as Notification).body.duration === 120,
    );
    const last = updated.notification as Notification;
    expect(last.id).toBe(first.id);
    // Each update went to the socket as the same notification, the counts only ever rising.
    expect(new Set(visits().map((n) => n.id))).toEqual(new Set([first.id]));
    // How many updates a burst of beacons makes depends on how the listeners group them: at least one.
    expect(visits().length).toBeGreaterThanOrEqual(2);
    expect(last.message).toBe('Sam Smith viewed “Ocean View Villa” · 2 min · 6 of 8 assets');
    const [listed] = await waitFor(s.owner.headers, 'presentation_viewed', 1);
    expect(listed).toMatchObject({ id: first.id, message: last.message });
    expect(await waitFor(s.owner.headers, 'asset_viewed', 0)).toEqual([]);
    socket.socket.close();
  });

  it('feedback with its emoji and comment', async () => {
    const s = await viewing();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: {
        name: 'Jane',
        email: 'jane@example.com',
        comment: 'Lovely view',
        emoji: 'love',
        presentation_activity: s.token,
      },
      headers: { 'user-agent': 'Mozilla/5.0' },
    });
    expect(response.statusCode).toBe(201);
    const [found] = await waitFor(s.owner.headers, 'feedback_received');
    expect(found!.body).toMatchObject({
      name: 'Jane',
      email: 'jane@example.com',
      emoji: 'love',
      comment: 'Lovely view',
    });
    expect(found!.message).toBe('Jane left feedback on “Ocean View Villa” 😍: “Lovely view”');
    s.socket.socket.close();
  });

  it('the first presentation created, once', async () => {
    const user = await buildUser(t.app);
    await call(t, 'POST', '/api/presentations', user.headers, { title: 'First', type: 'presentation' });
    await call(t, 'POST', '/api/presentations', user.headers, { title: 'Second', type: 'presentation' });
    const [found] = await waitFor(user.headers, 'first_presentation_created');
    expect(found!.body.title).toBe('First');
  });

  it('a team template: the owner is told it was added, the members get it, their dot and a socket message', async () => {
    const owner = await buildUser(t.app);
    const member = await buildUser(t.app);
    const [company] = await t.database.db.insert(companies).values({ name: 'Harbor Realty' }).returning();
    for (const userId of [owner.user.id, member.user.id])
      await t.database.db.insert(companyMembers).values({ companyId: company!.id, userId });
    const socket = openSocket(t.app, member.headers);
    await socket.next(ofType('hello'));
    const p = (
      await call(t, 'POST', '/api/presentations', owner.headers, {
        title: 'Listing kit',
        type: 'presentation',
      })
    ).json() as { id: number };
    const made = await call(t, 'POST', `/api/presentations/${p.id}/make-template`, owner.headers, {
      companies: [company!.id],
    });
    expect(made.statusCode).toBe(201);
    await socket.next(ofType('presentation_template.added'));
    const [added] = await waitFor(owner.headers, 'template_added');
    expect(added!.body).toMatchObject({ title: 'Listing kit', company: 'Harbor Realty' });
    const [fresh] = await waitFor(member.headers, 'new_template');
    expect(fresh!.message).toBe('A new template, “Listing kit”, is available to your team Harbor Realty.');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.hasNewPresentationTemplate).toBe(true);
    socket.socket.close();
  });

  it('not accessed in 24h: once per link sent by e-mail and never opened, by the scheduled job', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const opened = await s.share({ name: 'Opened' });
    await t.database.db
      .update(shareLinks)
      .set({ email: 'buyer@example.com', createdAt: new Date(clock.now().getTime() - 25 * 3_600_000) })
      .where(eq(shareLinks.id, link.id));
    await t.database.db
      .update(shareLinks)
      .set({ email: 'other@example.com', createdAt: new Date(clock.now().getTime() - 25 * 3_600_000) })
      .where(eq(shareLinks.id, opened.id));
    await openLink(t, opened.hash);
    const service = quietService();
    const jobs = createNotificationJobs({
      db: t.database.db,
      clock,
      webPush: {} as never,
      notifications: () => service,
      publicUrl: 'http://folio.test',
    });
    await jobs.notAccessed.handler({}, { lastAttempt: false });
    await jobs.notAccessed.handler({}, { lastAttempt: false });
    const [found] = await waitFor(s.owner.headers, 'not_accessed_24h');
    expect(found!.body).toMatchObject({
      name: 'Buyer Jane',
      email: 'buyer@example.com',
      time_passed: 25 * 3600,
    });
    expect(found!.message).toBe(
      'Buyer Jane has not opened “Ocean View Villa” in the 24 hours since you sent it.',
    );
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('across instances (needs PostgreSQL)', () => {
  it('a socket on one instance receives a notification raised on the other', async () => {
    const other = await createSecondInstance(t, { clock });
    try {
      const s = await buildSharedPresentation(t);
      const link = await s.share();
      const there = openSocket(other.app, s.owner.headers);
      await there.next(ofType('hello'));
      await openLink(t, link.hash);
      const message = await there.next(
        (m) =>
          m.type === 'notification' && (m.notification as Notification).category === 'presentation_viewed',
      );
      expect((message.notification as Notification).presentation_id).toBe(s.p.id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const views = there.messages.filter(
        (m) =>
          m.type === 'notification' && (m.notification as Notification).category === 'presentation_viewed',
      );
      expect(views).toHaveLength(1);
      there.socket.close();
    } finally {
      await other.close();
    }
  });
});
