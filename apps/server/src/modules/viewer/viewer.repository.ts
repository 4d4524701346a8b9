import { and, asc, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { assets } from '../assets/assets.table.ts';
import { linkAgreements } from '../link-agreements/link-agreements.table.ts';
import { presentationReceipts, presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';
import { brandTeamOf } from '../teams/team-brand.ts';
import { companies, companyMembers } from '../teams/teams.table.ts';
import { viewerSigningKeys } from './viewer.table.ts';

/** The agent's company on their card: the team the presentation belongs to, else the owner's first team. */
const agentCompany = sql<string | null>`coalesce(
  (select c.name from ${companies} c where c.id = ${presentations.companyId}),
  (select c.name from ${companyMembers} m join ${companies} c on c.id = m.company_id
    where m.user_id = ${users.id} order by m.created_at limit 1))`;

/** What recipients can reach: only through an enabled link's hash, never by id. */
export function createViewerRepository(db: Db) {
  return {
    /**
     * The enabled link of this hash with its (not deleted) presentation, owner, owner's company and the
     * team whose brand the owner's shares carry.
     */
    async findByHash(hash: string) {
      const [row] = await db
        .select({
          link: shareLinks,
          presentation: presentations,
          owner: users,
          company: agentCompany,
          agreement: linkAgreements,
        })
        .from(shareLinks)
        .innerJoin(presentations, eq(presentations.id, shareLinks.presentationId))
        .innerJoin(users, eq(users.id, presentations.userId))
        .leftJoin(
          linkAgreements,
          and(eq(linkAgreements.shareLinkId, shareLinks.id), eq(linkAgreements.current, true)),
        )
        .where(
          and(eq(shareLinks.hash, hash), eq(shareLinks.disabled, false), isNull(presentations.deletedAt)),
        );
      if (!row) return undefined;
      // A watermarked link never hands out its originals (issue 18): it prevents downloads too.
      const link = { ...row.link, preventDownload: row.link.preventDownload || row.link.watermark };
      return { ...row, link, brandTeam: await brandTeamOf(db, row.owner.id) };
    },

    /** Who shared the link of this hash, in any state, with the team whose brand their shares carry. */
    async senderOfLink(hash: string) {
      const [row] = await db
        .select({ owner: users })
        .from(shareLinks)
        .innerJoin(presentations, eq(presentations.id, shareLinks.presentationId))
        .innerJoin(users, eq(users.id, presentations.userId))
        .where(eq(shareLinks.hash, hash));
      return row && { owner: row.owner, brandTeam: await brandTeamOf(db, row.owner.id) };
    },

    /** The visible assets of the link of this hash: read alongside findByHash, not after it. */
    visibleAssetsOfLink: (hash: string) =>
      db
        .select(getTableColumns(assets))
        .from(assets)
        .innerJoin(shareLinks, eq(shareLinks.presentationId, assets.presentationId))
        .where(and(eq(shareLinks.hash, hash), eq(assets.isHidden, false)))
        .orderBy(asc(assets.position), asc(assets.id)),

    /** The thumbnail of the first visible asset that has one: a link card's picture when the cover has none. */
    async firstThumbnail(presentationId: number) {
      const [row] = await db
        .select({ id: assets.id, thumbnail: assets.thumbnail })
        .from(assets)
        .where(
          and(
            eq(assets.presentationId, presentationId),
            eq(assets.isHidden, false),
            isNotNull(assets.thumbnail),
          ),
        )
        .orderBy(asc(assets.position), asc(assets.id))
        .limit(1);
      return row;
    },

    /** A user's profile picture as share e-mails show it: the thumbnail, else the picture. */
    async pictureOf(userId: number) {
      const [row] = await db
        .select({ thumbnail: users.thumbnailPictureKey, picture: users.pictureKey })
        .from(users)
        .where(eq(users.id, userId));
      return row?.thumbnail ?? row?.picture ?? null;
    },

    async asset(id: number) {
      const [row] = await db.select().from(assets).where(eq(assets.id, id));
      return row;
    },

    /** A signed-in recipient opened a presentation they received: it is read in their received tab. */
    async markReceiptRead(presentationId: number, userId: number) {
      await db
        .update(presentationReceipts)
        .set({ read: true })
        .where(
          and(
            eq(presentationReceipts.presentationId, presentationId),
            eq(presentationReceipts.userId, userId),
            eq(presentationReceipts.read, false),
          ),
        );
    },

    /** The signing key, made by the first caller (the insert is a no-op for the others). */
    async signingKey(fresh: Buffer) {
      await db.insert(viewerSigningKeys).values({ id: 1, secret: fresh }).onConflictDoNothing();
      const [row] = await db.select().from(viewerSigningKeys).where(eq(viewerSigningKeys.id, 1));
      return Buffer.from(row!.secret);
    },
  };
}

export type ViewerRepository = ReturnType<typeof createViewerRepository>;
export type ViewerLink = NonNullable<Awaited<ReturnType<ViewerRepository['findByHash']>>>;
