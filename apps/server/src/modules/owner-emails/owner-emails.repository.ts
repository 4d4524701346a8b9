import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { viewSessions } from '../activity/activity.table.ts';
import { feedback } from '../feedback/feedback.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { linkForwards, shareLinks } from '../share-links/share-links.table.ts';

/** Views of one link by one viewer closer together than this make one e-mail to the owner. */
export const VIEWED_EMAIL_QUIET_MINUTES = 30;

export type ViewerColumns = Record<'viewerUserId' | 'email' | 'phone' | 'clientHash', AnyPgColumn>;

/** Whether two sessions are of one viewer (see firstInQuietPeriod). */
export function sameViewer(a: ViewerColumns, b: ViewerColumns) {
  const anonymous = (s: ViewerColumns) =>
    sql`coalesce(${s.viewerUserId}::text, ${s.email}, ${s.phone}) is null`;
  return sql`(${a.viewerUserId} = ${b.viewerUserId} or lower(${a.email}) = lower(${b.email})
    or ${a.phone} = ${b.phone}
    or (${anonymous(a)} and ${anonymous(b)} and ${a.clientHash} = ${b.clientHash}))`;
}

/** What the owner's activity e-mails are made from; every read is of one link, session, feedback or forward. */
export function createOwnerEmailsRepository(db: Db) {
  return {
    /**
     * The links of these ids with their presentation and owner, when the owner asked for activity
     * e-mails about them and the presentation is not deleted (the others are left out).
     */
    subscribedLinks: (shareLinkIds: number[]) =>
      db
        .select({
          link: { id: shareLinks.id, name: shareLinks.name, isPublic: shareLinks.isPublic },
          presentation: { id: presentations.id, title: presentations.title },
          owner: {
            email: users.email,
            timeZone: users.timeZone,
            viewEmails: users.viewEmails,
            notificationSettings: users.notificationSettings,
          },
        })
        .from(shareLinks)
        .innerJoin(presentations, eq(presentations.id, shareLinks.presentationId))
        .innerJoin(users, eq(users.id, presentations.userId))
        .where(
          and(
            inArray(shareLinks.id, shareLinkIds),
            eq(shareLinks.activityEmailUpdates, true),
            isNull(presentations.deletedAt),
            eq(users.isActive, true),
          ),
        ),

    /**
     * Those of these sessions that are their viewer's first of their link for VIEWED_EMAIL_QUIET_MINUTES:
     * no session of the same link and viewer with a smaller id began in the minutes before it. The viewer
     * is who they said they are (signed-in user, e-mail, phone), else their browser (address and user
     * agent) when they said nothing: two people on one link each count. Sessions of one link get ids in
     * the order they commit (activity locks the link), so every smaller id is committed by the time this
     * runs and each delivery of the event decides from the same rows.
     */
    firstInQuietPeriod(sessionIds: number[]) {
      const earlier = alias(viewSessions, 'earlier');
      const quietStart = sql`${viewSessions.createdAt} - make_interval(mins => ${VIEWED_EMAIL_QUIET_MINUTES})`;
      return db
        .select({ id: viewSessions.id, createdAt: viewSessions.createdAt })
        .from(viewSessions)
        .where(
          and(
            inArray(viewSessions.id, sessionIds),
            sql`not exists (${db
              .select({ id: earlier.id })
              .from(earlier)
              .where(
                and(
                  eq(earlier.shareLinkId, viewSessions.shareLinkId),
                  lt(earlier.id, viewSessions.id),
                  gt(earlier.createdAt, quietStart),
                  sameViewer(earlier, viewSessions),
                ),
              )})`,
          ),
        );
    },

    async feedback(feedbackId: number) {
      const [row] = await db.select().from(feedback).where(eq(feedback.id, feedbackId));
      return row;
    },

    /** A forward with the session it was made from, when there is one (its viewer is the forwarder). */
    async forward(forwardId: number) {
      const [row] = await db
        .select({
          forward: linkForwards,
          viewer: { name: viewSessions.name, email: viewSessions.email, phone: viewSessions.phone },
        })
        .from(linkForwards)
        .leftJoin(viewSessions, eq(viewSessions.id, linkForwards.viewSessionId))
        .where(eq(linkForwards.id, forwardId));
      return row;
    },
  };
}
