import type { AssetViewKind } from '@folio/shared';
import { and, eq, gt, inArray, isNotNull, lte, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { assetTime, pageViews, viewSessions } from '../activity/activity.table.ts';
import { assets } from '../assets/assets.table.ts';
import { feedback } from '../feedback/feedback.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { linkForwards, shareLinks } from '../share-links/share-links.table.ts';
import { companies, companyMembers } from '../teams/teams.table.ts';

/** How each asset type is reported when viewed; the others (text, separators, forms) are not. */
const ASSET_VIEW_KIND: Partial<Record<string, AssetViewKind>> = {
  file: 'file',
  image: 'file',
  website: 'file',
  link: 'file',
  video: 'video',
  video_url: 'video',
};

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
  /** The facts of these sessions (ids unknown are left out), in one read. */
  const sessions = (sessionIds: number[]) =>
    db
      .select({
        ...linkColumns,
        id: viewSessions.id,
        name: viewSessions.name,
        email: viewSessions.email,
        phone: viewSessions.phone,
      })
      .from(viewSessions)
      .innerJoin(presentations, eq(presentations.id, viewSessions.presentationId))
      .innerJoin(shareLinks, eq(shareLinks.id, viewSessions.shareLinkId))
      .where(inArray(viewSessions.id, sessionIds));

  return {
    async session(sessionId: number) {
      const [row] = await sessions([sessionId]);
      return row;
    },

    sessions,

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

    /** An asset as one session saw it: pages seen, seconds played or viewed. */
    async assetView(sessionId: number, assetId: number) {
      const [row] = await db
        .select({
          type: assets.type,
          assetTitle: assets.title,
          filename: assets.filename,
          totalPages: assets.numberOfPages,
          pagesViewed: sql<number>`(select count(*)::int from ${pageViews} where ${pageViews.sessionId} = ${sessionId} and ${pageViews.assetId} = ${assetId})`,
          videoSeconds: sql<number>`(select coalesce(sum(${assetTime.seconds}), 0)::real from ${assetTime} where ${assetTime.sessionId} = ${sessionId} and ${assetTime.assetId} = ${assetId} and ${assetTime.kind} = 'video')`,
        })
        .from(assets)
        .where(eq(assets.id, assetId));
      if (!row) return undefined;
      const kind = ASSET_VIEW_KIND[row.type];
      if (!kind) return undefined;
      const pdf = kind === 'file' && row.totalPages > 0;
      return {
        kind: pdf ? ('pdf' as const) : kind,
        assetTitle: row.assetTitle || row.filename || '',
        totalPages: row.totalPages,
        pagesViewed: row.pagesViewed,
        duration: Math.round(row.videoSeconds),
      };
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
