import { notificationChannelOn, SHARE_EMAIL_TEXTS } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Events } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { viewerLabel } from '../owner-emails/owner-emails.listeners.ts';
import { createHotLeadsRepository } from './hot-leads.repository.ts';

type Deps = {
  db: Db;
  events: Events;
  notifications: NotificationsService;
  outbox: Outbox;
  publicUrl: string;
};

/**
 * 'Hot lead' alerts (settings, notifications tab): a notification and an e-mail to the owner when a
 * viewer comes back to a presentation, or stays in one visit at least the owner's minutes (each as the
 * owner's hot_lead channels allow: the notification service checks the bell, this the e-mail). One per
 * visit, keyed by its session, so an event delivered twice (or a later minute) alerts once.
 */
export function registerHotLeads({ db, events, notifications, outbox, publicUrl }: Deps) {
  const repo = createHotLeadsRepository(db);

  async function alert(sessionId: number, ownerId: number, returned: boolean) {
    const found = await repo.session(sessionId, ownerId);
    const minutes = found?.owner.hotLeadMinutes;
    if (!found || minutes == null) return;
    const { session, link, presentation, owner } = found;
    if (returned ? !(await repo.returned(sessionId)) : session.totalSeconds < minutes * 60) return;
    const title = presentation.title.trim() || SHARE_EMAIL_TEXTS.noTitle;
    await notifications.notify(ownerId, 'hot_lead', {
      presentationId: presentation.id,
      onceKey: `hot_lead:${sessionId}`,
      body: {
        title,
        presentation_id: presentation.id,
        name: session.name ?? session.phone ?? (link.isPublic ? null : link.name || null),
        email: session.email,
        returned,
        duration: Math.round(session.totalSeconds),
      },
    });
    if (!notificationChannelOn(owner.notificationSettings, 'hot_lead', 'email')) return;
    await outbox.send(
      owner.email,
      'hot-lead',
      {
        viewer: viewerLabel(session, link),
        title,
        returned,
        minutes,
        insightsUrl: `${publicUrl}/insights/${presentation.id}`,
      },
      { key: `hot-lead:${sessionId}` },
    );
  }

  events.on('presentation.viewed', ({ sessionId, ownerId }) => alert(sessionId, ownerId, true));
  events.on('asset.viewed', ({ sessionId, ownerId }) => alert(sessionId, ownerId, false));
}
