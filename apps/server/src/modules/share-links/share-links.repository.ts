import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { users } from '../accounts/accounts.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { type ShareLinkRow, shareLinks } from './share-links.table.ts';

export type ShareLinkValues = Partial<Omit<ShareLinkRow, 'id' | 'presentationId' | 'hash' | 'createdAt'>>;

/** Who a link's e-mail is from, as the API shows it: its creator, else the presentation's owner. */
export const authorColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  pictureKey: sql<string | null>`coalesce(${users.thumbnailPictureKey}, ${users.pictureKey})`,
};
export type LinkAuthor = { firstName: string; lastName: string; pictureKey: string | null };

/** The link's access version, one more: file URLs and view sessions of before stop (access-version.ts). */
export const raisedAccessVersion = sql`${shareLinks.accessVersion} + 1`;

/** Share link queries, always scoped to a presentation of the given owner. */
export function createShareLinksRepository(db: Db) {
  const owned = (userId: number, presentationId: number) =>
    and(
      eq(shareLinks.presentationId, presentationId),
      inArray(
        shareLinks.presentationId,
        db
          .select({ id: presentations.id })
          .from(presentations)
          .where(and(eq(presentations.id, presentationId), eq(presentations.userId, userId))),
      ),
    );
  const enabledPublic = and(eq(shareLinks.isPublic, true), eq(shareLinks.disabled, false));

  return {
    async list(userId: number, presentationId: number, archived: boolean, offset: number, limit: number) {
      const where = and(owned(userId, presentationId), eq(shareLinks.archived, archived));
      const [rows, [total]] = await Promise.all([
        db
          .select({ link: shareLinks, author: authorColumns })
          .from(shareLinks)
          // The creator's row always exists: a deleted creator is set null and the owner stands in.
          .innerJoin(users, eq(users.id, sql`coalesce(${shareLinks.createdByUserId}, ${userId})`))
          .where(where)
          .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(shareLinks).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    /** The author of one link: `authorId` is its creator, else the presentation's owner. */
    async author(authorId: number): Promise<LinkAuthor> {
      const [row] = await db.select(authorColumns).from(users).where(eq(users.id, authorId));
      return row ?? { firstName: '', lastName: '', pictureKey: null };
    },

    async find(userId: number, presentationId: number, linkId: number) {
      const [row] = await db
        .select()
        .from(shareLinks)
        .where(and(owned(userId, presentationId), eq(shareLinks.id, linkId)));
      return row;
    },

    async findByHash(userId: number, presentationId: number, hash: string) {
      const [row] = await db
        .select()
        .from(shareLinks)
        .where(and(owned(userId, presentationId), eq(shareLinks.hash, hash)));
      return row;
    },

    /** The presentation's public link while it is enabled (there is at most one). */
    async findEnabledPublic(userId: number, presentationId: number) {
      const [row] = await db
        .select()
        .from(shareLinks)
        .where(and(owned(userId, presentationId), enabledPublic));
      return row;
    },

    /** Inserts a link; the caller has checked that the presentation is the user's. */
    async insert(values: ShareLinkValues & Pick<ShareLinkRow, 'presentationId' | 'hash' | 'name'>) {
      const [row] = await db.insert(shareLinks).values(values).returning();
      return row!;
    },

    /**
     * Updates the given links of the presentation; returns the rows it found. `raiseAccess` raises their
     * access version in the same statement (two raises at once both count).
     */
    update(
      userId: number,
      presentationId: number,
      linkIds: number[],
      values: ShareLinkValues,
      raiseAccess = false,
    ) {
      return db
        .update(shareLinks)
        .set({ ...values, ...(raiseAccess && { accessVersion: raisedAccessVersion }) })
        .where(and(owned(userId, presentationId), inArray(shareLinks.id, linkIds)))
        .returning();
    },

    /** The presentation is a webpage exactly while it has an enabled public link; `sharedAt` sets its first share date. */
    async syncPresentation(userId: number, presentationId: number, options: { sharedAt?: Date } = {}) {
      await db
        .update(presentations)
        .set({
          isWebpage: sql`exists (select 1 from ${shareLinks} where ${qualified(shareLinks.presentationId)} = ${presentationId} and ${qualified(shareLinks.isPublic)} and not ${qualified(shareLinks.disabled)})`,
          ...(options.sharedAt && {
            shareDate: sql`coalesce(${presentations.shareDate}, ${options.sharedAt.toISOString()}::timestamptz)`,
          }),
        })
        .where(and(eq(presentations.id, presentationId), eq(presentations.userId, userId)));
    },
  };
}
