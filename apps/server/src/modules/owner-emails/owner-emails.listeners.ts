import {
  type NotificationCategory,
  type NotificationSettings,
  notificationChannelOn,
  SHARE_EMAIL_TEXTS,
} from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { createBatching, LISTENER_WAIT_MS } from '../../platform/batching.ts';
import type { Events } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { createOwnerEmailsRepository } from './owner-emails.repository.ts';

type Deps = { db: Db; events: Events; outbox: Outbox; publicUrl: string };
type Person = { name: string | null; email: string | null; phone: string | null };
type Link = { name: string; isPublic: boolean };

/**
 * How the owner's e-mails name a recipient: as they identified themselves (name, e-mail, phone), else
 * by the individual link's name (the recipient it was made for); the public link names nobody.
 */
export function viewerLabel(person: Person | null, link: Link) {
  const given = [person?.name, person?.email, person?.phone].find((v) => v?.trim());
  if (given) return given.trim();
  return !link.isPublic && link.name.trim() ? link.name.trim() : 'Someone';
}

/** Whether the owner left e-mail on for this category (settings, notifications tab). */
const emailOn = (
  target: { owner: { notificationSettings: NotificationSettings } },
  category: NotificationCategory,
) => notificationChannelOn(target.owner.notificationSettings, category, 'email');

const titleOf = (title: string) => title.trim() || SHARE_EMAIL_TEXTS.noTitle;

/**
 * The owner's activity e-mails (activity_email_updates on a link): a recipient opened it (the owner's
 * view_emails mode), left feedback or forwarded it (those categories' e-mail channel). They listen to domain events, so the recipient's request never waits on them; each
 * is keyed by what it is about, so an event delivered twice sends one e-mail.
 */
export function registerOwnerEmails({ db, events, outbox, publicUrl }: Deps) {
  const repo = createOwnerEmailsRepository(db);
  // Views come in bursts: the listeners of concurrent views share their reads.
  const subscribedLink = createBatching(
    async (ids: number[]) => {
      const rows = await repo.subscribedLinks([...new Set(ids)]);
      const byId = new Map(rows.map((row) => [row.link.id, row]));
      return ids.map((id) => byId.get(id));
    },
    { waitMs: LISTENER_WAIT_MS },
  );
  const firstInQuietPeriod = createBatching(
    async (ids: number[]) => {
      const rows = await repo.firstInQuietPeriod(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    },
    { waitMs: LISTENER_WAIT_MS },
  );
  const insightsUrl = (presentationId: number) => `${publicUrl}/insights/${presentationId}`;

  events.on('presentation.viewed', async ({ sessionId, shareLinkId, viewer }) => {
    const target = await subscribedLink(shareLinkId);
    // An owner who chose the daily digest (or none) hears of views there.
    if (target?.owner.viewEmails !== 'instant') return;
    // A recipient reloading or coming back within the quiet period gets the owner one e-mail.
    const session = await firstInQuietPeriod(sessionId);
    if (!session) return;
    await outbox.send(
      target.owner.email,
      'activity-viewed',
      {
        viewer: viewerLabel(viewer, target.link),
        title: titleOf(target.presentation.title),
        linkName: target.link.name,
        viewedAt: session.createdAt.toISOString(),
        timeZone: target.owner.timeZone,
        insightsUrl: insightsUrl(target.presentation.id),
      },
      { key: `activity-viewed:${sessionId}` },
    );
  });

  events.on('feedback.created', async ({ feedbackId, shareLinkId }) => {
    const [target, row] = await Promise.all([subscribedLink(shareLinkId), repo.feedback(feedbackId)]);
    if (!target || !row || !emailOn(target, 'feedback_received')) return;
    await outbox.send(
      target.owner.email,
      'activity-feedback',
      {
        name: row.name,
        email: row.email,
        title: titleOf(target.presentation.title),
        linkName: target.link.name,
        comment: row.comment,
        emoji: row.emoji,
        sentAt: row.createdAt.toISOString(),
        timeZone: target.owner.timeZone,
        insightsUrl: insightsUrl(target.presentation.id),
      },
      { key: `activity-feedback:${feedbackId}` },
    );
  });

  events.on('presentation.forwarded', async ({ forwardId, shareLinkId }) => {
    const [target, row] = await Promise.all([subscribedLink(shareLinkId), repo.forward(forwardId)]);
    if (!target || !row || !emailOn(target, 'forwarded')) return;
    await outbox.send(
      target.owner.email,
      'activity-forwarded',
      {
        forwarder: viewerLabel(row.viewer, target.link),
        toName: row.forward.name,
        toEmail: row.forward.email,
        title: titleOf(target.presentation.title),
        linkName: target.link.name,
        forwardedAt: row.forward.createdAt.toISOString(),
        timeZone: target.owner.timeZone,
        insightsUrl: insightsUrl(target.presentation.id),
      },
      { key: `activity-forwarded:${forwardId}` },
    );
  });
}
