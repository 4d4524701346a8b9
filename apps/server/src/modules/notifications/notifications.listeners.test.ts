import type { Notification } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvents } from '../../platform/events.ts';
import type { RealtimeHub, RealtimeMessage } from '../../platform/realtime/hub.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { assetTime, viewSessions } from '../activity/activity.table.ts';
import { assets } from '../assets/assets.table.ts';
import { linkForwards } from '../share-links/share-links.table.ts';
import { companies, companyMembers } from '../teams/teams.table.ts';
import { buildSharedPresentation, openLink } from '../viewer/viewer.test-utils.ts';
import { registerNotificationListeners } from './notifications.listeners.ts';
import { createNotificationsService } from './notifications.service.ts';

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
    push: async () => {},
    onError: () => {},
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

  it('asset viewed, a video: how long it was played', async () => {
    const s = await viewed();
    const [video] = await t.database.db
      .insert(assets)
      .values({ presentationId: s.p.id, type: 'video', title: 'Walkthrough', position: 9 })
      .returning();
    await t.database.db
      .insert(assetTime)
      .values({ sessionId: s.session.id, assetId: video!.id, kind: 'video', seconds: 65 });
    const event = {
      sessionId: s.session.id,
      presentationId: s.p.id,
      ownerId: s.owner.user.id,
      assetIds: [video!.id],
    };
    events.emit('asset.viewed', event);
    await events.settled();
    const [made] = madeFor(s.owner.user.id, 'asset_viewed');
    expect(made!.body).toMatchObject({ asset_kind: 'video', asset_title: 'Walkthrough', duration: 65 });
    expect(made!.message).toBe('Someone watched “Walkthrough” for 1 min 5 s in “Ocean View Villa”.');
    events.emit('asset.viewed', event);
    await events.settled();
    expect(madeFor(s.owner.user.id, 'asset_viewed')).toHaveLength(1);
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
