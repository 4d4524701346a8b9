import { SHARE_EMAIL_TEXTS } from '@folio/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { TemplateProps } from '../../platform/mail/templates/index.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { fullName, mailBrand, sentFor } from '../share-email/mail-brand.ts';
import { shareLinkUrl, stopEmailsUrl } from '../share-links/share-links.presenter.ts';
import { type FileCapabilities, MAIL_FILE_URL_TTL_SECONDS } from '../viewer/file-capabilities.ts';
import { createRemindersRepository } from './reminders.repository.ts';
import { nextReminder, stopReason } from './reminders.schedule.ts';

const BATCH = 50;
/** One run sends at most this many batches; the next run (10 minutes later) takes the rest. */
const MAX_BATCHES = 40;

type Deps = { db: Db; clock: Clock; publicUrl: string; files: FileCapabilities; outbox: () => Outbox };
type Person = { firstName: string; lastName: string; email: string };
/**
 * A reminder to queue: sent for the author, as the e-mail it reminds of, in the owner's brand (signed
 * once the claim is committed).
 */
type Reminder = {
  to: string;
  hash: string;
  sender: Person;
  owner: UserRow;
  props: Omit<TemplateProps<'presentation-reminder'>, 'brand'>;
};

/**
 * Claims one batch of due reminders in a transaction: stops the ones that should not go out (the link
 * was opened, disabled, its presentation deleted, the window passed) and moves the others to their
 * next date. Answers the e-mails to queue once the claim is committed.
 */
async function claimBatch({
  db,
  clock,
  publicUrl,
}: Omit<Deps, 'outbox' | 'files'>): Promise<Reminder[] | null> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const repo = createRemindersRepository(tx);
    const due = await repo.claimDue(now, BATCH);
    if (due.length === 0) return null;
    const ids = due.map((l) => l.id);
    const [contexts, viewed] = await Promise.all([repo.context(ids), repo.viewed(ids)]);
    const byLink = new Map(contexts.map((c) => [c.linkId, c]));
    const reminders: Reminder[] = [];
    for (const link of due) {
      const context = byLink.get(link.id)!;
      const stop = stopReason(link, {
        presentationDeleted: context.presentation.deletedAt !== null,
        viewed: viewed.has(link.id),
        now,
      });
      if (stop) {
        await repo.schedule(link.id, { nextReminderAt: null });
        continue;
      }
      await repo.schedule(link.id, {
        nextReminderAt: nextReminder(link, link.nextReminderAt!, now),
        remindersSent: link.remindersSent + 1,
      });
      const { presentation, owner } = context;
      const sender = context.author ?? owner;
      reminders.push({
        to: link.email!,
        hash: link.hash,
        sender,
        owner,
        props: {
          recipientName: link.name,
          author: fullName(sender),
          subject:
            link.subject.trim() ||
            link.title.trim() ||
            presentation.title.trim() ||
            SHARE_EMAIL_TEXTS.noSubject,
          title: presentation.title.trim() || SHARE_EMAIL_TEXTS.noTitle,
          kind: presentation.type,
          url: shareLinkUrl(publicUrl, link, presentation),
          stopUrl: stopEmailsUrl(publicUrl, link),
        },
      });
    }
    return reminders;
  });
}

/**
 * Every 10 minutes: automatic reminders to recipients who have not opened an e-mailed link, first after
 * days_until_next_reminder days, then every reminder_interval days, for at most REMINDER_WINDOW_DAYS.
 */
export const shareLinkRemindersJob = (deps: Deps) =>
  defineJob({
    name: 'share-links.reminders',
    schema: z.object({}).passthrough(),
    cron: '*/10 * * * *',
    retryLimit: 1,
    async handler() {
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const reminders = await claimBatch(deps);
        if (!reminders) return;
        for (const { to, hash, sender, owner, props } of reminders) {
          const sign = await deps.files.signer(hash, { ttlSeconds: MAIL_FILE_URL_TTL_SECONDS });
          const brand = await mailBrand(deps.db, owner, sign, deps.clock.now());
          await deps.outbox().send(to, 'presentation-reminder', { ...props, brand }, sentFor(sender));
        }
      }
    },
  });
