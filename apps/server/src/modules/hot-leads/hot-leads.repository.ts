import { and, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { REPEAT_VIEW_MINUTES } from '../activity/activity.opening.ts';
import { viewSessions } from '../activity/activity.table.ts';
import { sameViewer } from '../owner-emails/owner-emails.repository.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';

/** What a hot lead alert is made from; every read is of one session of the owner's. */
export function createHotLeadsRepository(db: Db) {
  return {
    /** The session with its link, presentation and owner's alert setting (none for a deleted presentation). */
    async session(sessionId: number, ownerId: number) {
      const [row] = await db
        .select({
          session: {
            id: viewSessions.id,
            name: viewSessions.name,
            email: viewSessions.email,
            phone: viewSessions.phone,
            totalSeconds: viewSessions.totalSeconds,
          },
          link: { name: shareLinks.name, isPublic: shareLinks.isPublic },
          presentation: { id: presentations.id, title: presentations.title },
          owner: {
            email: users.email,
            hotLeadMinutes: users.hotLeadMinutes,
            notificationSettings: users.notificationSettings,
          },
        })
        .from(viewSessions)
        .innerJoin(shareLinks, eq(shareLinks.id, viewSessions.shareLinkId))
        .innerJoin(presentations, eq(presentations.id, viewSessions.presentationId))
        .innerJoin(users, eq(users.id, presentations.userId))
        .where(
          and(
            eq(viewSessions.id, sessionId),
            eq(presentations.userId, ownerId),
            sql`${presentations.deletedAt} is null`,
            eq(users.isActive, true),
          ),
        );
      return row;
    },

    /**
     * Whether the viewer of this session had an earlier visit of the same presentation (any link) that began
     * at least REPEAT_VIEW_MINUTES before this one: a viewer's views closer together join one visit, so an
     * earlier session that close is the same visit opened twice at once, not a return.
     */
    async returned(sessionId: number) {
      const earlier = alias(viewSessions, 'earlier');
      const [row] = await db
        .select({ id: earlier.id })
        .from(viewSessions)
        .innerJoin(
          earlier,
          and(
            eq(earlier.presentationId, viewSessions.presentationId),
            lt(earlier.id, viewSessions.id),
            lt(
              earlier.createdAt,
              sql`${viewSessions.createdAt} - make_interval(mins => ${REPEAT_VIEW_MINUTES})`,
            ),
            sameViewer(earlier, viewSessions),
          ),
        )
        .where(eq(viewSessions.id, sessionId))
        .limit(1);
      return row !== undefined;
    },
  };
}
