import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { assets } from '../assets/assets.table.ts';
import { presentationReceipts, presentations } from '../presentations/presentations.table.ts';
import { type ShareLinkRow, shareLinks } from '../share-links/share-links.table.ts';

export type NewShareLink = typeof shareLinks.$inferInsert;

/** The queries of share with email; the caller has checked that the presentation is the user's. */
export function createShareEmailRepository(db: Db) {
  return {
    async insertLinks(values: NewShareLink[]) {
      return db.insert(shareLinks).values(values).returning();
    },

    async addInvites(presentationId: number, count: number) {
      await db
        .update(presentations)
        .set({ numberOfInvites: sql`${presentations.numberOfInvites} + ${count}` })
        .where(eq(presentations.id, presentationId));
    },

    /** Registered users who verified these (lower-cased) addresses, the owner left out: only they receive. */
    recipientUsers(emails: string[], ownerId: number) {
      if (emails.length === 0) return Promise.resolve([]);
      return db
        .select({ id: users.id, email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(
          and(
            inArray(sql`lower(${users.email})`, emails),
            ne(users.id, ownerId),
            isNotNull(users.emailVerifiedAt),
          ),
        );
    },

    /**
     * The presentation lands (again) in each user's received tab, unread, opened by the newest link;
     * `flag` marks the tab as having something new (documents are not listed there).
     */
    async receive(
      rows: { userId: number; presentationId: number; sharedByUserId: number; shareLinkId: number }[],
      { flag }: { flag: boolean },
    ) {
      if (rows.length === 0) return;
      await db
        .insert(presentationReceipts)
        .values(rows)
        .onConflictDoUpdate({
          target: [presentationReceipts.userId, presentationReceipts.presentationId],
          set: {
            shareLinkId: sql`excluded.share_link_id`,
            sharedByUserId: sql`excluded.shared_by_user_id`,
            read: false,
            createdAt: sql`now()`,
          },
        });
      if (!flag) return;
      await db
        .update(users)
        .set({ hasNewReceivedPresentation: true })
        .where(
          inArray(
            users.id,
            rows.map((r) => r.userId),
          ),
        );
    },

    /** The e-mailed links of the presentation that still reach their recipient: enabled and not archived. */
    emailedLinks(presentationId: number) {
      return db
        .select()
        .from(shareLinks)
        .where(
          and(
            eq(shareLinks.presentationId, presentationId),
            isNotNull(shareLinks.email),
            eq(shareLinks.disabled, false),
            eq(shareLinks.archived, false),
          ),
        )
        .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
    },

    /** These links of the presentation, in any state; ids of other presentations are left out. */
    linksByIds(presentationId: number, ids: number[]): Promise<ShareLinkRow[]> {
      return db
        .select()
        .from(shareLinks)
        .where(and(eq(shareLinks.presentationId, presentationId), inArray(shareLinks.id, ids)))
        .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
    },

    async user(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** The file name of a document (its first asset), for the e-mail's 'View PDF' button. */
    async documentFilename(presentationId: number) {
      const [row] = await db
        .select({ filename: assets.filename })
        .from(assets)
        .where(eq(assets.presentationId, presentationId))
        .orderBy(asc(assets.position), asc(assets.id))
        .limit(1);
      return row?.filename ?? null;
    },
  };
}
