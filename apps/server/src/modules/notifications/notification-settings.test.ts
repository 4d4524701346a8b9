import { NOTIFICATION_SETTINGS_TEXTS, type Notification, VALIDATION } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvents } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { RealtimeHub, RealtimeMessage } from '../../platform/realtime/hub.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { viewSessions } from '../activity/activity.table.ts';
import { feedback } from '../feedback/feedback.table.ts';
import { registerHotLeads } from '../hot-leads/hot-leads.listeners.ts';
import { registerOwnerEmails } from '../owner-emails/owner-emails.listeners.ts';
import { insertEmailedLink } from '../owner-emails/owner-emails.test-utils.ts';
import { linkForwards } from '../share-links/share-links.table.ts';
import { buildSharedPresentation, unlock } from '../viewer/viewer.test-utils.ts';
import { webPushJob } from '../web-push/web-push.jobs.ts';
import type { WebPushService } from '../web-push/web-push.service.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService } from './notifications.service.ts';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
const published: { userId: number; message: RealtimeMessage }[] = [];
const realtime: RealtimeHub = {
  publish: async (userId, message) => {
    published.push({ userId, message });
  },
  connect: () => () => {},
  connections: () => 0,
  close: async () => {},
};
const mails: { to: string; template: string }[] = [];
const outbox: Outbox = {
  record: async () => {},
  send: async (to, template) => {
    mails.push({ to, template });
  },
};
// The listeners on an events bus of their own, fed by hand and awaited: no waiting on the app's queue.
const events = createEvents((error) => {
  throw error;
});
let notifications: ReturnType<typeof createNotificationsService>;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ROLE: 'web' } });
  notifications = createNotificationsService({
    db: t.database.db,
    clock,
    realtime,
    events: { record: async () => {}, flush: () => {} },
  });
  const deps = { db: t.database.db, events, outbox, publicUrl: 'http://folio.test' };
  registerOwnerEmails(deps);
  registerHotLeads({ ...deps, notifications });
});
afterAll(() => t.close());

const save = (headers: Headers, settings: unknown) =>
  call(t, 'PATCH', '/api/user', headers, { notification_settings: settings });
const bell = async (headers: Headers) =>
  ((await call(t, 'GET', '/api/notifications?page=1', headers)).json() as { results: Notification[] })
    .results;

describe('notification settings (PATCH /api/user notification_settings)', () => {
  it('starts with every channel on and merges each save into the choices already made', async () => {
    const user = await buildUser(t.app);
    expect((await call(t, 'GET', '/api/user', user.headers)).json().notification_settings).toEqual({});
    const first = await save(user.headers, { feedback_received: { email: false } });
    expect(first.statusCode).toBe(200);
    expect(first.json().notification_settings).toEqual({ feedback_received: { email: false } });
    await save(user.headers, { feedback_received: { push: false }, forwarded: { in_app: false } });
    const me = (await call(t, 'GET', '/api/user', user.headers)).json();
    expect(me.notification_settings).toEqual({
      feedback_received: { email: false, push: false },
      forwarded: { in_app: false },
    });
    const on = await save(user.headers, { feedback_received: { email: true } });
    expect(on.json().notification_settings.feedback_received).toEqual({ email: true, push: false });
  });

  it('keeps both of two saves made at once (the merge is done in the update itself)', async () => {
    const user = await buildUser(t.app);
    await Promise.all([
      save(user.headers, { forwarded: { email: false } }),
      save(user.headers, { feedback_received: { push: false } }),
      save(user.headers, { forwarded: { push: false } }),
    ]);
    expect((await call(t, 'GET', '/api/user', user.headers)).json().notification_settings).toEqual({
      forwarded: { email: false, push: false },
      feedback_received: { push: false },
    });
  });

  it('refuses unknown categories, channels a category does not have, non-booleans and other keys', async () => {
    const user = await buildUser(t.app);
    const refused = async (payload: object, field: string, message: string) => {
      const response = await call(t, 'PATCH', '/api/user', user.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ [field]: [message] });
    };
    const texts = NOTIFICATION_SETTINGS_TEXTS;
    await refused(
      { notification_settings: { sms_sent: { in_app: false } } },
      'notification_settings',
      texts.unknownCategory,
    );
    // Asset views stay inside their visit's entry: the category is never made, so it cannot be set.
    await refused(
      { notification_settings: { asset_viewed: { in_app: false } } },
      'notification_settings',
      texts.unknownCategory,
    );
    await refused(
      { notification_settings: { forwarded: { sms: false } } },
      'notification_settings',
      texts.unknownChannel,
    );
    // No e-mail for 'not accessed in 24h' exists; views' e-mails have their own mode (view_emails).
    await refused(
      { notification_settings: { not_accessed_24h: { email: false } } },
      'notification_settings',
      texts.unknownChannel,
    );
    await refused(
      { notification_settings: { presentation_viewed: { email: false } } },
      'notification_settings',
      texts.unknownChannel,
    );
    await refused(
      { notification_settings: { forwarded: { push: 'no' } } },
      'notification_settings',
      texts.notBoolean,
    );
    await refused(
      { notification_settings: { forwarded: null } },
      'notification_settings',
      expect.any(String) as never,
    );
    await refused({ notification_settings: 'off' }, 'notification_settings', expect.any(String) as never);
    const other = await call(t, 'PATCH', '/api/user', user.headers, { notifications: {} });
    expect(other.statusCode).toBe(400);
    expect(other.json().non_field_errors).toContain('Unrecognized key: "notifications"');
    await refused({}, 'non_field_errors', VALIDATION.emptyUpdate);
    expect((await call(t, 'GET', '/api/user', user.headers)).json().notification_settings).toEqual({});
  });
});

describe('notification settings obeyed', () => {
  it('makes no bell entry and sends no socket message for a category with in-app off; others still go', async () => {
    const user = await buildUser(t.app);
    await save(user.headers, { feedback_received: { in_app: false } });
    const body = { title: 'Ocean View Villa', name: 'Jane' };
    expect(await notifications.notify(user.user.id, 'feedback_received', { body })).toBeNull();
    expect(await notifications.notify(user.user.id, 'forwarded', { body })).not.toBeNull();
    const sent = published.filter((p) => p.userId === user.user.id);
    expect(sent.map((p) => (p.message.notification as Notification).category)).toEqual(['forwarded']);
    const entries = (await bell(user.headers)).map((n) => n.category);
    expect(entries).toContain('forwarded');
    expect(entries).not.toContain('feedback_received');
  });

  it('pushes no notification of a category with push off (or in-app off); others still go', async () => {
    const user = await buildUser(t.app);
    const pushed: string[] = [];
    const webPush = {
      send: async (_subscriptionId: number, _userId: number, payload: { notification: Notification }) => {
        pushed.push(payload.notification.category);
        return 'sent' as const;
      },
    } as unknown as WebPushService;
    const job = webPushJob({ db: t.database.db, webPush, publicUrl: 'http://folio.test' });
    const rows = await createNotificationsRepository(t.database.db).insertMany(
      (['feedback_received', 'forwarded', 'hot_lead'] as const).map((category) => ({
        userId: user.user.id,
        category,
        body: { title: 'Ocean View Villa' },
        createdAt: clock.now(),
      })),
    );
    // Turned off after the entries were made: the push reads the choice when it goes.
    await save(user.headers, { forwarded: { push: false }, hot_lead: { in_app: false } });
    for (const row of rows)
      await job.handler({ notificationId: row!.id, subscriptionId: 1 }, { lastAttempt: true });
    expect(pushed).toEqual(['feedback_received']);
  });

  it('sends no e-mail of a category with e-mail off; others still go', async () => {
    const s = await buildSharedPresentation(t);
    const ownerId = s.owner.user.id;
    await call(t, 'PATCH', '/api/user', s.owner.headers, {
      hot_lead_minutes: 1,
      notification_settings: { feedback_received: { email: false }, hot_lead: { email: false } },
    });
    const link = await insertEmailedLink(t, s.p.id, { requireEmail: true });
    await unlock(t, link.hash, { email: 'jane@example.com', name: 'Jane Buyer' });
    const [session] = await t.database.db
      .update(viewSessions)
      .set({ totalSeconds: 120 })
      .where(eq(viewSessions.shareLinkId, link.id))
      .returning();
    const about = { sessionId: session!.id, shareLinkId: link.id, presentationId: s.p.id, ownerId };
    const [left] = await t.database.db
      .insert(feedback)
      .values({ sessionId: session!.id, presentationId: s.p.id, name: 'Jane', email: 'jane@example.com' })
      .returning();
    events.emit('feedback.created', { ...about, feedbackId: left!.id });
    const [forward] = await t.database.db
      .insert(linkForwards)
      .values({
        shareLinkId: link.id,
        presentationId: s.p.id,
        viewSessionId: session!.id,
        name: 'Sam Partner',
        email: 'sam@example.com',
        createdAt: clock.now(),
      })
      .returning();
    events.emit('presentation.forwarded', { ...about, forwardId: forward!.id });
    // Two minutes in one visit make a hot lead: its bell entry is made, its e-mail is not.
    events.emit('asset.viewed', { ...about, assetIds: [s.assets[0]!.id] });
    await events.settled();

    expect(mails.filter((m) => m.to === s.owner.email).map((m) => m.template)).toEqual([
      'activity-forwarded',
    ]);
    expect((await bell(s.owner.headers)).map((n) => n.category)).toContain('hot_lead');
  });
});
