import type {
  CanReferAFriendMessage,
  NotificationBody,
  PresentationTemplateMessage,
  RoleChangeMessage,
  TeamInvitedMessage,
} from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { createBatching, LISTENER_WAIT_MS } from '../../platform/batching.ts';
import type { Events } from '../../platform/events.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { shareLinkUrl } from '../share-links/share-links.presenter.ts';
import { createNotificationFacts } from './notifications.facts.ts';
import type { NotificationsService } from './notifications.service.ts';

/** A feedback comment in a notification is cut here: the socket message has to stay under NOTIFY's 8 KB. */
const COMMENT_MAX = 500;

type Deps = {
  db: Db;
  events: Events;
  notifications: NotificationsService;
  realtime: RealtimeHub;
  publicUrl: string;
};

/** Makes the notifications of spec §9 as the events that cause them happen, and the socket flag messages of §4. */
export function registerNotificationListeners({ db, events, notifications, realtime, publicUrl }: Deps) {
  const facts = createNotificationFacts(db);
  type LinkFacts = {
    title: string;
    type: 'presentation' | 'document';
    presentationId: number;
    hash: string;
    isPublic: boolean;
  };
  const about = (f: LinkFacts): NotificationBody => ({
    title: f.title,
    presentation_id: f.presentationId,
    share_link: shareLinkUrl(publicUrl, f, f),
  });

  // Views come in bursts: the listeners of concurrent views share the read of their visits.
  const visit = createBatching(
    async (ids: number[]) => {
      const rows = await facts.visits(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    },
    { waitMs: LISTENER_WAIT_MS },
  );
  /**
   * One notification per visit, made when it opens and updated in place as it goes on (time, assets
   * viewed); asset-level facts stay inside it. Answers whether this call made it.
   */
  async function visitSeen(sessionId: number, ownerId: number, presentationId: number, opening: boolean) {
    const f = await visit(sessionId);
    if (!f) return false;
    const onceKey = `visit:${sessionId}`;
    const counts = {
      duration: Math.round(f.totalSeconds),
      assets_viewed: f.assetsViewed,
      total_assets: f.totalAssets,
    };
    // A visit's opening makes its entry, so it skips the update that only its later events need.
    if (!opening && (await notifications.update(ownerId, onceKey, counts))) return false;
    const name = f.sharedName ?? f.name ?? f.viewerName;
    const email = f.sharedEmail ?? f.email ?? f.viewerEmail;
    const body: NotificationBody = {
      ...about(f),
      name: name ?? f.phone,
      email,
      // The link's name is context (which link), never the person, unless it named an e-mail share.
      link_name: f.sharedName ? null : f.linkName || null,
      ...counts,
    };
    const made = await notifications.notify(ownerId, 'presentation_viewed', {
      presentationId,
      onceKey,
      body,
    });
    // Another listener of this visit made it in between, maybe from older facts.
    if (!made) await notifications.update(ownerId, onceKey, counts);
    return made !== null;
  }

  // Owners who have had their first analytics notification: it is once per owner, so it is not tried again.
  const hadFirstAnalytics = new Set<number>();
  events.on('presentation.viewed', async ({ sessionId, ownerId, presentationId }) => {
    await visitSeen(sessionId, ownerId, presentationId, true);
    if (hadFirstAnalytics.has(ownerId)) return;
    const f = await visit(sessionId);
    if (!f) return;
    await notifications.notify(ownerId, 'first_analytics', {
      presentationId,
      body: about(f),
      onceKey: 'first_analytics',
    });
    hadFirstAnalytics.add(ownerId);
  });

  events.on('asset.viewed', async ({ sessionId, ownerId, presentationId }) => {
    await visitSeen(sessionId, ownerId, presentationId, false);
  });

  events.on('feedback.created', async ({ feedbackId, ownerId, presentationId }) => {
    const f = await facts.feedback(feedbackId);
    if (!f) return;
    await notifications.notify(ownerId, 'feedback_received', {
      presentationId,
      onceKey: `feedback:${feedbackId}`,
      body: {
        ...about(f),
        name: f.name,
        email: f.email,
        emoji: f.emoji,
        comment: f.comment.slice(0, COMMENT_MAX),
      },
    });
  });

  events.on('presentation.forwarded', async ({ forwardId, ownerId, presentationId }) => {
    const f = await facts.forward(forwardId);
    if (!f) return;
    await notifications.notify(ownerId, 'forwarded', {
      presentationId,
      onceKey: `forward:${forwardId}`,
      body: { ...about(f), name: f.name, email: f.email },
    });
  });

  events.on('presentation.shared', async ({ presentationId, ownerId }) => {
    const p = await facts.presentation(presentationId);
    if (!p) return;
    await notifications.notify(ownerId, 'first_presentation_sent', {
      presentationId,
      onceKey: 'first_presentation_sent',
      body: { title: p.title, presentation_id: presentationId },
    });
  });

  events.on('presentation.created', async ({ presentationId, ownerId }) => {
    const p = await facts.presentation(presentationId);
    if (p?.type !== 'presentation') return;
    await notifications.notify(ownerId, 'first_presentation_created', {
      presentationId,
      onceKey: 'first_presentation_created',
      body: { title: p.title, presentation_id: presentationId },
    });
  });

  // Recorded with the template: a redelivery finds the notifications already made (once keys).
  events.on('template.added', async ({ templateIds, ownerId, notifyTeam = true }) => {
    for (const templateId of templateIds) {
      const p = await facts.presentation(templateId);
      if (!p?.companyId) continue;
      const team = await facts.team(p.companyId, ownerId);
      const body = { title: p.title, presentation_id: templateId, company: team.name };
      const onceKey = `template:${templateId}`;
      await notifications.notify(ownerId, 'template_added', { presentationId: templateId, body, onceKey });
      if (!notifyTeam) continue;
      const memberIds = team.members.map((m) => m.userId);
      await facts.markNewTemplate(memberIds);
      const flag: PresentationTemplateMessage = {
        type: 'presentation_template.added',
        has_new_presentation_template: true,
      };
      for (const userId of memberIds) {
        await realtime.publish(userId, flag);
        await notifications.notify(userId, 'new_template', { presentationId: templateId, body, onceKey });
      }
    }
  });

  // Only the welcome: the first-run checklist on My Presentations leads the way, and a guide or video
  // notification would point to content a deployment may not have.
  events.on('user.registered', async ({ userId }) => {
    await notifications.notify(userId, 'new_user', { onceKey: 'new_user' });
  });

  events.on('team.member_joined', async ({ companyId, userId }) => {
    const [team, user] = await Promise.all([facts.team(companyId, userId), facts.user(userId)]);
    if (!user) return;
    // Refer-a-friend is hidden for users in a team (spec §2).
    const refer: CanReferAFriendMessage = { type: 'can_refer_a_friend', can_refer_a_friend: false };
    await realtime.publish(userId, refer);
    const name = `${user.firstName} ${user.lastName}`.trim();
    for (const admin of team.members.filter((m) => m.isAdmin))
      await notifications.notify(admin.userId, 'new_user_team', {
        onceKey: `new_user_team:${companyId}:${userId}`,
        body: { name: name || null, email: user.email, company: team.name },
      });
  });

  events.on('team.invited', async ({ companyId, inviteId, email }) => {
    // Only a proven address sees its invites in the app (invites.service.ts liveInviteOf).
    const userId = await facts.verifiedUserId(email);
    if (userId === undefined) return;
    const message: TeamInvitedMessage = { type: 'team.invited', company_id: companyId, invite_id: inviteId };
    await realtime.publish(userId, message);
  });

  events.on('user.role_changed', async ({ userId, role, companyId, teamRole }) => {
    const team = companyId === undefined ? {} : { company_id: companyId, team_role: teamRole ?? null };
    const message: RoleChangeMessage = { type: 'role.changed', role, ...team };
    await realtime.publish(userId, message);
  });
}
