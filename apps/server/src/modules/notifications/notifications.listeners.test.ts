import type { Notification } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvents } from '../../platform/events.ts';
import type { RealtimeHub, RealtimeMessage } from '../../platform/realtime/hub.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { viewSessions } from '../activity/activity.table.ts';
import { linkForwards, shareLinks } from '../share-links/share-links.table.ts';
import { companies, companyMembers } from '../teams/teams.table.ts';
import { buildSharedPresentation, openLink } from '../viewer/viewer.test-utils.ts';
import { registerNotificationListeners } from './notifications.listeners.ts';
import { createNotificationsService } from './notifications.service.ts';
import { notifications as notificationRows } from './notifications.table.ts';

/**
 * The listeners on their own, fed events by hand: for events whose producers live in other modules
 * (forwards, share by e-mail, teams, billing) and for the facts each notification is made from.
 */
const clock = createTestClock();
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
const events = createEvents((error) => {
  throw error;
});
beforeAll(async () => {
  t = await createTestApp({ clock });
  const notifications = createNotificationsService({
    db: t.database.db,
    clock,
    realtime,
    // No pushes: the events that would queue them are not recorded.
    events: { record: async () => {}, flush: () => {} },
  });
  registerNotificationListeners({
    db: t.database.db,
    events,
    notifications,
    realtime,
    publicUrl: 'http://folio.test',
  });
});
afterAll(async () => {
  await t.close();
});

const madeFor = (userId: number, category: string) =>
  published
    .filter((p) => p.userId === userId && p.message.type === 'notification')
    .map((p) => p.message.notification as Notification)
    .filter((n) => n.category === category);

async function viewed() {
  const s = await buildSharedPresentation(t);
  const link = await s.share();
  await openLink(t, link.hash);
  const [session] = await t.database.db
    .select()
    .from(viewSessions)
    .where(eq(viewSessions.shareLinkId, link.id));
  return { ...s, link, session: session! };
}

describe('notification listeners', () => {
  it('forwarded: who the link went to', async () => {
    const s = await viewed();
    const [forward] = await t.database.db
      .insert(linkForwards)
      .values({
        shareLinkId: s.link.id,
        presentationId: s.p.id,
        viewSessionId: s.session.id,
        name: 'Sam Buyer',
        email: 'sam@example.com',
      })
      .returning();
    events.emit('presentation.forwarded', {
      forwardId: forward!.id,
      shareLinkId: s.link.id,
      presentationId: s.p.id,
      ownerId: s.owner.user.id,
    });
    await events.settled();
    const [made] = madeFor(s.owner.user.id, 'forwarded');
    expect(made!.body).toMatchObject({
      name: 'Sam Buyer',
      email: 'sam@example.com',
      title: 'Ocean View Villa',
    });
    expect(made!.message).toBe('“Ocean View Villa” was forwarded to Sam Buyer.');
  });

  it('first presentation sent: once, however many shares follow', async () => {
    const s = await viewed();
    for (let i = 0; i < 2; i += 1)
      events.emit('presentation.shared', {
        presentationId: s.p.id,
        ownerId: s.owner.user.id,
        shareLinkIds: [s.link.id],
      });
    await events.settled();
    expect(madeFor(s.owner.user.id, 'first_presentation_sent')).toHaveLength(1);
  });

  it('a visit is named by the best identity known: the e-mail share, the gates, the signed-in viewer', async () => {
    const viewer = await buildUser(t.app, { first_name: 'Lee', last_name: 'Park' });
    const visitOf = async (link: object, session: object) => {
      const s = await viewed();
      await t.database.db.update(shareLinks).set(link).where(eq(shareLinks.id, s.link.id));
      if (Object.keys(session).length > 0)
        await t.database.db.update(viewSessions).set(session).where(eq(viewSessions.id, s.session.id));
      // The app's own listeners make the visit's notification at the open: it is made again from these facts.
      const ofOwner = eq(notificationRows.userId, s.owner.user.id);
      await vi.waitFor(async () =>
        expect(await t.database.db.select().from(notificationRows).where(ofOwner)).not.toEqual([]),
      );
      await t.database.db.delete(notificationRows).where(ofOwner);
      events.emit('presentation.viewed', {
        sessionId: s.session.id,
        shareLinkId: s.link.id,
        presentationId: s.p.id,
        ownerId: s.owner.user.id,
        viewer: { name: null, email: null, phone: null },
        createdAt: new Date().toISOString(),
      });
      await events.settled();
      return madeFor(s.owner.user.id, 'presentation_viewed').at(-1)!;
    };
    const shared = await visitOf(
      { name: 'Sam Smith', email: 'sam@example.com' },
      { name: 'Sammy', email: 'other@example.com' },
    );
    expect(shared.body).toMatchObject({ name: 'Sam Smith', email: 'sam@example.com', link_name: null });
    expect(shared.message).toBe('Sam Smith viewed “Ocean View Villa” · 0 of 2 assets');
    const gated = await visitOf({ name: 'Facebook', isPublic: true }, { email: 'lee@example.com' });
    expect(gated.body).toMatchObject({ name: null, email: 'lee@example.com', link_name: 'Facebook' });
    expect(gated.message).toBe('lee@example.com viewed “Ocean View Villa” · 0 of 2 assets');
    const signedIn = await visitOf({ name: 'Facebook', isPublic: true }, { viewerUserId: viewer.user.id });
    expect(signedIn.body).toMatchObject({ name: 'Lee Park', email: viewer.user.email });
    const anonymous = await visitOf({ name: 'Facebook', isPublic: true }, {});
    expect(anonymous.body).toMatchObject({ name: null, email: null, link_name: 'Facebook' });
    expect(anonymous.message).toBe(
      'Someone viewed “Ocean View Villa” via the link “Facebook” · 0 of 2 assets',
    );
  });

  it('a new team member: the admins are told, the member loses refer-a-friend', async () => {
    const admin = await buildUser(t.app);
    const member = await buildUser(t.app, { first_name: 'Lee', last_name: 'Park' });
    const [company] = await t.database.db.insert(companies).values({ name: 'Bay Homes' }).returning();
    await t.database.db.insert(companyMembers).values([
      { companyId: company!.id, userId: admin.user.id, isAdmin: true },
      { companyId: company!.id, userId: member.user.id },
    ]);
    events.emit('team.member_joined', { companyId: company!.id, userId: member.user.id });
    await events.settled();
    const [made] = madeFor(admin.user.id, 'new_user_team');
    expect(made!.message).toBe('Lee Park joined your team Bay Homes.');
    expect(published).toContainEqual({
      userId: member.user.id,
      message: { type: 'can_refer_a_friend', can_refer_a_friend: false },
    });
    expect(madeFor(member.user.id, 'new_user_team')).toEqual([]);
  });

  it('a role change goes to the user’s sockets', async () => {
    const user = await buildUser(t.app);
    events.emit('user.role_changed', { userId: user.user.id, role: 'premium_agent' });
    await events.settled();
    expect(published).toContainEqual({
      userId: user.user.id,
      message: { type: 'role.changed', role: 'premium_agent' },
    });
  });
});
