import type { FeatureFlags, ShareEmail } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { randomHexHash } from '../../platform/tokens.ts';
import { emailNotVerified } from '../accounts/accounts.errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { rememberContacts } from '../contacts/contacts.repository.ts';
import type { PresentationsService } from '../presentations/presentations.service.ts';
import type { PresentationRow } from '../presentations/presentations.table.ts';
import { shareLinkNotFound } from '../share-links/share-links.errors.ts';
import { checkSettings } from '../share-links/share-links.policy.ts';
import { createShareLinksRepository } from '../share-links/share-links.repository.ts';
import type { ShareLinkRow } from '../share-links/share-links.table.ts';
import {
  linkDisabled,
  noRecipients,
  notEmailed,
  remindersOnlyPresentations,
  remindersUnavailable,
} from './share-email.errors.ts';
import type { ShareMails } from './share-email.mails.ts';
import { createShareEmailRepository } from './share-email.repository.ts';

type Deps = {
  db: Db;
  clock: Clock;
  presentations: PresentationsService;
  flags: FeatureFlags;
  mails: ShareMails;
  realtime: RealtimeHub;
  events: Events;
};

const DAY_MS = 86_400_000;

/** One link per address: the first of a payload's recipients, or the newest of a presentation's links. */
const onePerEmail = <T extends { email: string | null }>(items: T[]) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const email = item.email?.toLowerCase();
    if (!email || seen.has(email)) return false;
    seen.add(email);
    return true;
  });
};

/** Share with email (spec §2, §3): a tracked link per recipient, their e-mails, and what comes after. */
export function createShareEmailService({ db, clock, presentations, flags, mails, realtime, events }: Deps) {
  const repo = createShareEmailRepository(db);
  /** The presentation, owned by a user allowed to send it by e-mail: one who verified their address. */
  const owned = async (user: UserRow, id: number) => {
    const { presentation } = await presentations.owned(user, id);
    if (!user.emailVerifiedAt) throw emailNotVerified();
    return presentation;
  };

  function checkShare(user: UserRow, p: PresentationRow, input: ShareEmail) {
    if (input.has_auto_reminder && !flags.auto_reminders) throw remindersUnavailable();
    if (input.has_auto_reminder && p.type === 'document') throw remindersOnlyPresentations();
    checkSettings(
      {
        activity_email_updates: input.activity_email_updates,
        require_email: input.require_email,
        require_email_message: input.require_email_message,
        require_phone_number: input.require_phone_number,
        require_phone_number_message: input.require_phone_number_message,
        forward_tracking: input.forward_tracking,
        prevent_download: input.prevent_download,
        prevent_feedback: input.prevent_feedback,
        prevent_printing: input.prevent_printing,
        password_protect: input.password_protect ?? null,
      },
      { user, now: clock.now(), presentationType: p.type, isPublic: false, printFlag: flags.print },
    );
  }

  /** The mail of each link (recorded through `tx` when given); a document's names its file's kind. */
  async function sendShared(links: ShareLinkRow[], p: PresentationRow, author: UserRow, tx?: Db) {
    const filename =
      p.type === 'document'
        ? await (tx ? createShareEmailRepository(tx) : repo).documentFilename(p.id)
        : null;
    for (const link of links) await mails.shared(link, p, author, filename, db, tx);
  }

  /** Follow-ups to each address once, skipping an address whose recipient stopped them on any of these links. */
  async function sendAll(links: ShareLinkRow[], send: (link: ShareLinkRow) => Promise<void>) {
    const stopped = new Set(links.filter((l) => l.emailsStoppedAt).map((l) => l.email?.toLowerCase()));
    const recipients = onePerEmail(links).filter((l) => !stopped.has(l.email?.toLowerCase()));
    if (recipients.length === 0) throw noRecipients();
    for (const link of recipients) await send(link);
    return { count: recipients.length };
  }

  return {
    async share(user: UserRow, presentationId: number, input: ShareEmail) {
      const presentation = await owned(user, presentationId);
      checkShare(user, presentation, input);
      const now = clock.now();
      const recipients = onePerEmail(input.recipients);
      const passwordHash = input.password_protect ? await hashPassword(input.password_protect) : null;
      const reminders = input.has_auto_reminder
        ? {
            hasAutoReminder: true,
            daysUntilNextReminder: input.days_until_next_reminder!,
            reminderInterval: input.reminder_interval!,
            nextReminderAt: new Date(now.getTime() + input.days_until_next_reminder! * DAY_MS),
          }
        : {
            hasAutoReminder: false,
            daysUntilNextReminder: null,
            reminderInterval: null,
            nextReminderAt: null,
          };
      const values = recipients.map((r) => ({
        presentationId: presentation.id,
        hash: randomHexHash(),
        name: r.name,
        email: r.email,
        title: input.title || presentation.title,
        subject: input.subject,
        message: input.message,
        activityEmailUpdates: input.activity_email_updates,
        requireEmail: input.require_email,
        requireEmailMessage: input.require_email_message ?? '',
        requirePhoneNumber: input.require_phone_number ?? false,
        requirePhoneNumberMessage: input.require_phone_number_message ?? '',
        forwardTracking: input.forward_tracking,
        preventDownload: input.prevent_download,
        preventFeedback: input.prevent_feedback,
        preventPrinting: input.prevent_printing,
        passwordHash,
        ...reminders,
        createdByUserId: user.id,
        createdAt: now,
        updatedAt: now,
      }));

      await mails.ready();
      const { links, receivers } = await db.transaction(async (tx) => {
        const txRepo = createShareEmailRepository(tx);
        const links = await txRepo.insertLinks(values);
        await createShareLinksRepository(tx).syncPresentation(user.id, presentation.id, { sharedAt: now });
        await txRepo.addInvites(presentation.id, links.length);
        await rememberContacts(tx, user.id, recipients);
        const users = await txRepo.recipientUsers(
          links.map((l) => l.email!),
          user.id,
        );
        const linkOf = new Map(links.map((l) => [l.email, l]));
        const receivers = users.map((u) => ({
          userId: u.id,
          presentationId: presentation.id,
          sharedByUserId: user.id,
          shareLinkId: linkOf.get(u.email)!.id,
        }));
        await txRepo.receive(receivers, { flag: presentation.type === 'presentation' });
        // The links, their e-mails and the event are committed together.
        await sendShared(links, presentation, user, tx);
        await events.record(tx, 'presentation.shared', {
          presentationId: presentation.id,
          ownerId: presentation.userId,
          shareLinkIds: links.map((l) => l.id),
        });
        return { links, receivers };
      });
      events.flush();

      // Documents are not listed in the received tab: nothing new to show there.
      if (presentation.type === 'presentation')
        for (const r of receivers)
          await realtime.publish(r.userId, {
            type: 'presentation.received',
            presentation_id: presentation.id,
            has_new_received_presentation: true,
          });
      return { links, presentation };
    },

    /** Sends an e-mailed link's e-mail again, from its author (the owner when the author is gone). */
    async resend(user: UserRow, presentationId: number, linkId: number) {
      const presentation = await owned(user, presentationId);
      const link = await createShareLinksRepository(db).find(user.id, presentation.id, linkId);
      if (!link) throw shareLinkNotFound();
      if (!link.email) throw notEmailed();
      if (link.disabled) throw linkDisabled();
      const author = (link.createdByUserId && (await repo.user(link.createdByUserId))) || user;
      await sendShared([link], presentation, author);
    },

    /** Tells every recipient still reached by e-mail that the presentation changed. */
    async notify(user: UserRow, presentationId: number) {
      const presentation = await owned(user, presentationId);
      const links = await repo.emailedLinks(presentation.id);
      return sendAll(links, (link) => mails.updated(link, presentation, user, db));
    },

    /** A message to the chosen links' recipients (all reached by e-mail when none is chosen). */
    async message(user: UserRow, presentationId: number, input: { message: string; share_links?: number[] }) {
      const presentation = await owned(user, presentationId);
      let links: ShareLinkRow[];
      if (input.share_links) {
        const ids = [...new Set(input.share_links)];
        links = await repo.linksByIds(presentation.id, ids);
        if (links.length !== ids.length) throw shareLinkNotFound();
        links = links.filter((l) => !l.disabled);
      } else links = await repo.emailedLinks(presentation.id);
      return sendAll(links, (link) => mails.message(link, presentation, user, input.message, db));
    },
  };
}

export type ShareEmailService = ReturnType<typeof createShareEmailService>;
