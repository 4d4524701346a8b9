import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { raisedAccessVersion } from '../share-links/share-links.repository.ts';
import { shareLinks } from '../share-links/share-links.table.ts';
import { agreementAcceptances, linkAgreements } from './link-agreements.table.ts';

/** Whether recipients of this link must accept an agreement. */
export async function asksAgreement(db: Db, linkId: number) {
  const [row] = await db
    .select({ id: linkAgreements.id })
    .from(linkAgreements)
    .where(and(eq(linkAgreements.shareLinkId, linkId), eq(linkAgreements.current, true)));
  return row !== undefined;
}

/** Agreement versions and acceptances of one link; callers pass a link id its owner was checked for. */
export function createAgreementsRepository(db: Db) {
  return {
    async current(linkId: number) {
      const [row] = await db
        .select()
        .from(linkAgreements)
        .where(and(eq(linkAgreements.shareLinkId, linkId), eq(linkAgreements.current, true)));
      return row;
    },

    /**
     * A new current version (the next number), the previous one kept for the acceptances that name it. The
     * link's access version rises with it: viewers inside accept the new text before they see more.
     */
    addVersion: (linkId: number, text: string, now: Date) =>
      db.transaction(async (tx) => {
        await tx
          .update(shareLinks)
          .set({ accessVersion: raisedAccessVersion })
          .where(eq(shareLinks.id, linkId));
        await tx
          .update(linkAgreements)
          .set({ current: false })
          .where(and(eq(linkAgreements.shareLinkId, linkId), eq(linkAgreements.current, true)));
        const [row] = await tx
          .insert(linkAgreements)
          .values({
            shareLinkId: linkId,
            text,
            createdAt: now,
            version: sql`(select coalesce(max(version), 0) + 1 from link_agreements where share_link_id = ${linkId})`,
          })
          .returning();
        return row!;
      }),

    remove: (linkId: number) =>
      db
        .update(linkAgreements)
        .set({ current: false })
        .where(and(eq(linkAgreements.shareLinkId, linkId), eq(linkAgreements.current, true))),

    /** The acceptances on the links of a presentation (the caller checked its owner), newest first. */
    acceptances: (presentationId: number) =>
      db
        .select({ acceptance: agreementAcceptances, agreement: linkAgreements, link: shareLinks })
        .from(agreementAcceptances)
        .innerJoin(linkAgreements, eq(linkAgreements.id, agreementAcceptances.agreementId))
        .innerJoin(shareLinks, eq(shareLinks.id, agreementAcceptances.shareLinkId))
        .where(eq(shareLinks.presentationId, presentationId))
        .orderBy(desc(agreementAcceptances.acceptedAt), desc(agreementAcceptances.id)),

    async acceptance(presentationId: number, acceptanceId: number) {
      const [row] = await db
        .select({ acceptance: agreementAcceptances, agreement: linkAgreements, link: shareLinks })
        .from(agreementAcceptances)
        .innerJoin(linkAgreements, eq(linkAgreements.id, agreementAcceptances.agreementId))
        .innerJoin(shareLinks, eq(shareLinks.id, agreementAcceptances.shareLinkId))
        .where(and(eq(shareLinks.presentationId, presentationId), eq(agreementAcceptances.id, acceptanceId)));
      return row;
    },
  };
}
