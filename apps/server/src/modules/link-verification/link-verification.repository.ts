import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shareLinks } from '../share-links/share-links.table.ts';
import { linkRefusals, linkVerificationCodes } from './link-verification.table.ts';

type NewCode = typeof linkVerificationCodes.$inferInsert;

export function createLinkVerificationRepository(db: Db) {
  const countSince = async (where: ReturnType<typeof and>) => {
    const [row] = await db.select({ n: count() }).from(linkVerificationCodes).where(where);
    return row?.n ?? 0;
  };

  return {
    /** Codes sent since `since`: to this address for the link, for the link, from this IP address. */
    async sentSince(linkId: number, email: string, ipHash: string, since: Date) {
      const recent = gt(linkVerificationCodes.createdAt, since);
      const [address, link, ip] = await Promise.all([
        countSince(
          and(recent, eq(linkVerificationCodes.shareLinkId, linkId), eq(linkVerificationCodes.email, email)),
        ),
        countSince(and(recent, eq(linkVerificationCodes.shareLinkId, linkId))),
        countSince(and(recent, eq(linkVerificationCodes.ipHash, ipHash))),
      ]);
      return { address, link, ip };
    },

    insert: async (code: NewCode) => {
      const [row] = await db.insert(linkVerificationCodes).values(code).returning();
      return row!;
    },

    /** The last code sent to this address for the link: only it works. */
    async latest(linkId: number, email: string) {
      const [row] = await db
        .select()
        .from(linkVerificationCodes)
        .where(and(eq(linkVerificationCodes.shareLinkId, linkId), eq(linkVerificationCodes.email, email)))
        .orderBy(desc(linkVerificationCodes.createdAt), desc(linkVerificationCodes.id))
        .limit(1);
      return row;
    },

    /** Counts a wrong code; answers the tries now, or undefined when it had none left. */
    async countTry(id: number, maxTries: number) {
      const [row] = await db
        .update(linkVerificationCodes)
        .set({ tries: sql`${linkVerificationCodes.tries} + 1` })
        .where(and(eq(linkVerificationCodes.id, id), lt(linkVerificationCodes.tries, maxTries)))
        .returning({ tries: linkVerificationCodes.tries });
      return row?.tries;
    },

    /** Uses a code once: false when it was used meanwhile. */
    async use(id: number, now: Date) {
      const rows = await db
        .update(linkVerificationCodes)
        .set({ usedAt: now })
        .where(and(eq(linkVerificationCodes.id, id), isNull(linkVerificationCodes.usedAt)))
        .returning({ id: linkVerificationCodes.id });
      return rows.length > 0;
    },

    /** The latest refused attempts at the presentation's links, with the link's name. */
    refusalsOf: (presentationId: number, limit: number) =>
      db
        .select({ refusal: linkRefusals, linkName: shareLinks.name })
        .from(linkRefusals)
        .innerJoin(shareLinks, eq(shareLinks.id, linkRefusals.shareLinkId))
        .where(eq(linkRefusals.presentationId, presentationId))
        .orderBy(desc(linkRefusals.createdAt), desc(linkRefusals.id))
        .limit(limit),

    async insertRefusal(values: typeof linkRefusals.$inferInsert) {
      await db.insert(linkRefusals).values(values);
    },
  };
}

export type LinkVerificationRepository = ReturnType<typeof createLinkVerificationRepository>;
