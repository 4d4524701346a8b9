import { and, eq, gt, inArray, isNotNull, lte, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { assetTime, pageViews, viewSessions } from '../activity/activity.table.ts';
import { assets } from '../assets/assets.table.ts';
import { feedback } from '../feedback/feedback.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { linkForwards, shareLinks } from '../share-links/share-links.table.ts';
import { companies, companyMembers } from '../teams/teams.table.ts';

/** The asset types a visit counts (of n assets); the others (text, separators, forms) are not viewed. */
const VIEWED_TYPES = ['file', 'image', 'website', 'link', 'video', 'video_url'];

const linkColumns = {
  title: presentations.title,
  type: presentations.type,
  presentationId: presentations.id,
  ownerId: presentations.userId,
  hash: shareLinks.hash,
  isPublic: shareLinks.isPublic,
};

/** The facts notifications are made from, read when the event comes (listeners run after the request). */
export function createNotificationFacts(db: Db) {
  /**
   * The facts of these visits (sessions), in one read: who by the best identity known (the name of an
   * e-mail share, then what the gates were given, then the signed-in viewer), the link's name as context,
   * and counts as insights counts them (an asset is viewed when a page of it was seen or it had time).
   */
  const visits = (sessionIds: number[]) =>
    db
      .select({
        ...linkColumns,
        id: viewSessions.id,
        linkName: shareLinks.name,
        sharedName: sql<
          string | null
        >`case when not ${shareLinks.isPublic} and ${shareLinks.email} is not null then nullif(${shareLinks.name}, '') end`,
        sharedEmail: sql<
          string | null
        >`case when not ${shareLinks.isPublic} then nullif(${shareLinks.email}, '') end`,
        name: viewSessions.name,
        email: viewSessions.email,
        phone: viewSessions.phone,
        viewerName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        viewerEmail: users.email,
        totalSeconds: viewSessions.totalSeconds,
        assetsViewed: sql<number>`(select count(*)::int from (
          select ${pageViews.assetId} from ${pageViews} where ${pageViews.sessionId} = ${viewSessions.id}
          union select ${assetTime.assetId} from ${assetTime}
            where ${assetTime.sessionId} = ${viewSessions.id} and ${assetTime.assetId} is not null and ${assetTime.seconds} > 0
        ) seen join ${assets} on ${assets.id} = seen.asset_id and not ${assets.isHidden})`,
        totalAssets: sql<number>`(select count(*)::int from ${assets} where ${assets.presentationId} = ${viewSessions.presentationId}
          and not ${assets.isHidden} and ${assets.type} in (${sql.join(
            VIEWED_TYPES.map((type) => sql`${type}`),
            sql`, `,
          )}))`,
      })
      .from(viewSessions)
      .innerJoin(presentations, eq(presentations.id, viewSessions.presentationId))
      .innerJoin(shareLinks, eq(shareLinks.id, viewSessions.shareLinkId))
      .leftJoin(users, eq(users.id, viewSessions.viewerUserId))
      .where(inArray(viewSessions.id, sessionIds));

  return {
    visits,

    async feedback(feedbackId: number) {
      const [row] = await db
        .select({
          ...linkColumns,
          name: feedback.name,
          email: feedback.email,
          comment: feedback.comment,
          emoji: feedback.emoji,
        })
        .from(feedback)
        .innerJoin(viewSessions, eq(viewSessions.id, feedback.sessionId))
        .innerJoin(presentations, eq(presentations.id, feedback.presentationId))
        .innerJoin(shareLinks, eq(shareLinks.id, viewSessions.shareLinkId))
        .where(eq(feedback.id, feedbackId));
      return row;
    },

    async forward(forwardId: number) {
      const [row] = await db
        .select({ ...linkColumns, name: linkForwards.name, email: linkForwards.email })
        .from(linkForwards)
        .innerJoin(presentations, eq(presentations.id, linkForwards.presentationId))
        .innerJoin(shareLinks, eq(shareLinks.id, linkForwards.shareLinkId))
        .where(eq(linkForwards.id, forwardId));
      return row;
    },

    async presentation(presentationId: number) {
      const [row] = await db
        .select({ title: presentations.title, type: presentations.type, companyId: presentations.companyId })
        .from(presentations)
        .where(eq(presentations.id, presentationId));
      return row;
    },

    /** The team of a template with its members other than `except`. */
    async team(companyId: number, except: number) {
      const [company] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      const members = await db
        .select({ userId: companyMembers.userId, isAdmin: companyMembers.isAdmin })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), ne(companyMembers.userId, except)));
      return { name: company?.name ?? '', members };
    },

    /** The user whose proven address this is (any case), if any. */
    async verifiedUserId(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNotNull(users.emailVerifiedAt)));
      return row?.id;
    },

    async user(userId: number) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Set the user's 'new template' dot (spec §2 menu); answers who had it set. */
    async markNewTemplate(userIds: number[]) {
      if (userIds.length === 0) return;
      await db.update(users).set({ hasNewPresentationTemplate: true }).where(inArray(users.id, userIds));
    },

    /**
     * Links sent to someone (by e-mail) between `from` and `to` ago that nobody has opened: the candidates
     * for 'not accessed in 24h'.
     */
    notOpened(sentAfter: Date, sentBefore: Date) {
      return db
        .select({
          ...linkColumns,
          linkId: shareLinks.id,
          name: shareLinks.name,
          email: shareLinks.email,
          sentAt: shareLinks.createdAt,
        })
        .from(shareLinks)
        .innerJoin(presentations, eq(presentations.id, shareLinks.presentationId))
        .where(
          and(
            isNotNull(shareLinks.email),
            eq(shareLinks.disabled, false),
            gt(shareLinks.createdAt, sentAfter),
            lte(shareLinks.createdAt, sentBefore),
            sql`${presentations.deletedAt} is null`,
            notExists(
              db
                .select({ one: sql`1` })
                .from(viewSessions)
                .where(eq(viewSessions.shareLinkId, shareLinks.id)),
            ),
          ),
        )
        .limit(1000);
    },
  };
}

export type NotificationFacts = ReturnType<typeof createNotificationFacts>;
