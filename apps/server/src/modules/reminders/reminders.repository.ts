import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { viewSessions } from '../activity/activity.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';

/** Due reminders and what their e-mails say; `db` is a transaction whose locks hold the claim. */
export function createRemindersRepository(db: Db) {
  return {
    /**
     * Up to `limit` links whose reminder is due, locked for this run; rows another run holds are
     * skipped, so two workers never claim the same reminder.
     */
    claimDue(now: Date, limit: number) {
      return db
        .select()
        .from(shareLinks)
        .where(and(isNotNull(shareLinks.nextReminderAt), lte(shareLinks.nextReminderAt, now)))
        .orderBy(asc(shareLinks.nextReminderAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** The presentations of these links with their owners and each link's author. */
    async context(linkIds: number[]) {
      const author = alias(users, 'author');
      return db
        .select({
          linkId: shareLinks.id,
          presentation: {
            title: presentations.title,
            type: presentations.type,
            deletedAt: presentations.deletedAt,
          },
          owner: users,
          author: { firstName: author.firstName, lastName: author.lastName, email: author.email },
        })
        .from(shareLinks)
        .innerJoin(presentations, eq(presentations.id, shareLinks.presentationId))
        .innerJoin(users, eq(users.id, presentations.userId))
        .leftJoin(author, eq(author.id, shareLinks.createdByUserId))
        .where(inArray(shareLinks.id, linkIds));
    },

    /** Which of these links a recipient has opened. */
    async viewed(linkIds: number[]) {
      const rows = await db
        .selectDistinct({ id: viewSessions.shareLinkId })
        .from(viewSessions)
        .where(inArray(viewSessions.shareLinkId, linkIds));
      return new Set(rows.map((r) => r.id));
    },

    schedule(linkId: number, values: { nextReminderAt: Date | null; remindersSent?: number }) {
      return db.update(shareLinks).set(values).where(eq(shareLinks.id, linkId));
    },
  };
}
