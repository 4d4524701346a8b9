import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { linkForwards, type ShareLinkRow, shareLinks } from '../share-links/share-links.table.ts';

export type NewForwardLink = typeof shareLinks.$inferInsert;
export type NewLinkForward = typeof linkForwards.$inferInsert;

/** Forwarding reaches links only by their hash, as recipients do. */
export function createForwardsRepository(db: Db) {
  return {
    /** The link of this hash, enabled or not, with its (not deleted) presentation and when its owner verified their address. */
    async findByHash(hash: string) {
      const [row] = await db
        .select({ link: shareLinks, presentation: presentations, owner: users })
        .from(shareLinks)
        .innerJoin(presentations, eq(presentations.id, shareLinks.presentationId))
        .innerJoin(users, eq(users.id, presentations.userId))
        .where(and(eq(shareLinks.hash, hash), isNull(presentations.deletedAt)));
      return row;
    },

    async insertLink(values: NewForwardLink): Promise<ShareLinkRow> {
      const [row] = await db.insert(shareLinks).values(values).returning();
      return row!;
    },

    async insertForward(values: NewLinkForward) {
      const [row] = await db.insert(linkForwards).values(values).returning();
      return row!;
    },
  };
}

export type ForwardsRepository = ReturnType<typeof createForwardsRepository>;
export type ForwardSource = NonNullable<Awaited<ReturnType<ForwardsRepository['findByHash']>>>;
