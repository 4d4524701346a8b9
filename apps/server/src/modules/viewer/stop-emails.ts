import { SHARE_LINK_HASH_PATTERN, type StopEmailsResponse } from '@folio/shared';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';
import { linkNotFound } from './viewer.errors.ts';

/**
 * A recipient turns off the e-mails sent to their own link: automatic reminders, "updated" notices and
 * the author's messages. The link's hash is the capability (only an e-mailed link has someone to stop).
 */
export function createStopEmails({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Idempotent: the first call stops them and records when; later calls answer that same moment. */
    async stop(hash: string): Promise<StopEmailsResponse> {
      if (!SHARE_LINK_HASH_PATTERN.test(hash)) throw linkNotFound();
      return db.transaction(async (tx) => {
        const [link] = await tx
          .select({ id: shareLinks.id, title: presentations.title })
          .from(shareLinks)
          .innerJoin(presentations, eq(presentations.id, shareLinks.presentationId))
          .where(
            and(eq(shareLinks.hash, hash), isNotNull(shareLinks.email), isNull(presentations.deletedAt)),
          );
        if (!link) throw linkNotFound();
        const [stopped] = await tx
          .update(shareLinks)
          .set({
            emailsStoppedAt: sql`coalesce(${shareLinks.emailsStoppedAt}, ${clock.now().toISOString()}::timestamptz)`,
            nextReminderAt: null,
          })
          .where(eq(shareLinks.id, link.id))
          .returning({ at: shareLinks.emailsStoppedAt });
        return { title: link.title, emails_stopped_at: stopped!.at!.toISOString() };
      });
    },
  };
}

export type StopEmails = ReturnType<typeof createStopEmails>;
