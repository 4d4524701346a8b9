import type { PresentationTab } from '@folio/shared';
import { and, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { users } from '../accounts/accounts.table.ts';
import { assets } from '../assets/assets.table.ts';
import { folders } from '../folders/folders.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';
import { companyMembers } from '../teams/teams.table.ts';
import { coverFileSelection } from './cover-images.ts';
import { presentationReceipts, presentations } from './presentations.table.ts';

export type ListFilter = {
  userId: number;
  tab: PresentationTab;
  folderId?: number;
  search?: string;
  hideInFolders: boolean;
  /** Received: only what came by the user's own link (hash), while their address is not verified. */
  receivedByLinkOnly?: boolean;
  offset: number;
  limit: number;
};

const live = isNull(presentations.deletedAt);

/**
 * Title search: every word of the search must occur in the title, in any order ('oak 12' finds '12 Oak Lane').
 * Each word is one ILIKE that the trigram index serves (migration 0002); Postgres ANDs the index scans.
 */
export const titleMatches = (search: string) => {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => ilike(presentations.title, `%${word.replace(/[\\%_]/g, '\\$&')}%`)));
};
const myCompanies = (userId: number) =>
  sql`(select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${userId})`;

/** Which presentations a tab shows (spec §4): every query is scoped to what the user owns, receives or shares in a team. */
function tabCondition(f: ListFilter): SQL {
  const own = and(eq(presentations.userId, f.userId), live, eq(presentations.isTemplate, false))!;
  switch (f.tab) {
    case 'mine':
      return and(
        own,
        eq(presentations.archived, false),
        f.hideInFolders ? isNull(presentations.folderId) : undefined,
      )!;
    case 'favorites':
      return and(own, eq(presentations.archived, false), eq(presentations.favorite, true))!;
    case 'archived':
      return and(own, eq(presentations.archived, true))!;
    case 'folders':
      return and(
        own,
        eq(presentations.archived, false),
        f.folderId ? eq(presentations.folderId, f.folderId) : sql`${presentations.folderId} is not null`,
      )!;
    case 'templates':
      return and(
        live,
        eq(presentations.isTemplate, true),
        inArray(presentations.companyId, myCompanies(f.userId)),
      )!;
    case 'received':
      // Opened only through the link it came by (its gates apply); a disabled link's item stays and says so.
      return and(
        live,
        sql`exists (select 1 from ${presentationReceipts} r
          where r.presentation_id = ${qualified(presentations.id)} and r.user_id = ${f.userId}
          ${f.receivedByLinkOnly ? sql`and r.by_link` : sql``})`,
      )!;
  }
}

/** The columns of a presentation as lists and details show it: the row, its owner, folder and receipt. */
const rowColumns = {
  presentation: presentations,
  owner: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    pictureKey: users.thumbnailPictureKey,
  },
  folder: { id: folders.id, name: folders.name },
  receipt: { read: presentationReceipts.read, sharedByUserId: presentationReceipts.sharedByUserId },
  /** The link the receipt came by: the received tab opens it while it is enabled. */
  receivedLink: { hash: shareLinks.hash, isPublic: shareLinks.isPublic, disabled: shareLinks.disabled },
};

export type AssetSummary = {
  numberOfAssets: number;
  hasPendingAssets: boolean;
  firstThumbnail: string | null;
};
const NO_ASSETS: AssetSummary = { numberOfAssets: 0, hasPendingAssets: false, firstThumbnail: null };

export type PresentationListRow = Awaited<
  ReturnType<ReturnType<typeof createPresentationsRepository>['list']>
>['rows'][number];

export const createPresentationsRepository = (db: Db) => {
  const selectRows = (viewerId: number) =>
    db
      .select(rowColumns)
      .from(presentations)
      .innerJoin(users, eq(users.id, presentations.userId))
      .leftJoin(folders, eq(folders.id, presentations.folderId))
      .leftJoin(
        presentationReceipts,
        and(
          eq(presentationReceipts.presentationId, presentations.id),
          eq(presentationReceipts.userId, viewerId),
        ),
      )
      .leftJoin(shareLinks, eq(shareLinks.id, presentationReceipts.shareLinkId));

  /** Asset count, pending uploads and first thumbnail of a page of presentations, in one grouped query. */
  async function summaries(ids: number[]) {
    if (ids.length === 0) return new Map<number, AssetSummary>();
    const rows = await db
      .select({
        id: assets.presentationId,
        numberOfAssets: sql<number>`count(*)::int`,
        hasPendingAssets: sql<boolean>`bool_or(${assets.uploading})`,
        firstThumbnail: sql<string | null>`(array_agg(${assets.thumbnail} order by ${assets.position})
          filter (where ${assets.thumbnail} is not null and not ${assets.isHidden}))[1]`,
      })
      .from(assets)
      .where(inArray(assets.presentationId, ids))
      .groupBy(assets.presentationId);
    return new Map(rows.map(({ id, ...summary }) => [id, summary]));
  }

  async function withSummaries<R extends { presentation: { id: number } }>(rows: R[]) {
    const byId = await summaries(rows.map((r) => r.presentation.id));
    return rows.map((row) => ({ ...row, assetSummary: byId.get(row.presentation.id) ?? NO_ASSETS }));
  }

  return {
    async list(f: ListFilter) {
      // Single-file documents are presentation rows too; they have their own list (/api/document).
      const where = and(
        tabCondition(f),
        eq(presentations.type, 'presentation'),
        f.search ? titleMatches(f.search) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectRows(f.userId).where(where).orderBy(desc(presentations.id)).offset(f.offset).limit(f.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(presentations).where(where),
      ]);
      return { rows: await withSummaries(rows), count: total?.n ?? 0 };
    },

    /** A presentation the user owns (in any state but purged). */
    async findOwned(id: number, userId: number) {
      const rows = await selectRows(userId).where(
        and(eq(presentations.id, id), eq(presentations.userId, userId), live),
      );
      return (await withSummaries(rows))[0];
    },

    /**
     * A presentation the user may open in the app: owned, or a template of one of the user's teams. A
     * received one is not: it opens only through the link it was shared by (receivedLinkHash).
     */
    async findVisible(id: number, userId: number) {
      const rows = await selectRows(userId).where(
        and(
          eq(presentations.id, id),
          live,
          sql`(${presentations.userId} = ${userId}
            or (${presentations.isTemplate} and ${presentations.companyId} in ${myCompanies(userId)}))`,
        ),
      );
      return (await withSummaries(rows))[0];
    },

    /** The hash of the link by which the user received the presentation, or undefined. */
    async receivedLinkHash(id: number, userId: number) {
      const [row] = await db
        .select({ hash: shareLinks.hash })
        .from(presentationReceipts)
        .innerJoin(shareLinks, eq(shareLinks.id, presentationReceipts.shareLinkId))
        .where(and(eq(presentationReceipts.presentationId, id), eq(presentationReceipts.userId, userId)));
      return row?.hash;
    },

    async findDeleted(id: number, userId: number) {
      const [row] = await db
        .select()
        .from(presentations)
        .where(and(eq(presentations.id, id), eq(presentations.userId, userId)));
      return row;
    },

    async insert(values: typeof presentations.$inferInsert) {
      const [row] = await db.insert(presentations).values(values).returning();
      return row!;
    },

    async update(id: number, userId: number, values: Partial<typeof presentations.$inferInsert>) {
      const [row] = await db
        .update(presentations)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(presentations.id, id), eq(presentations.userId, userId)))
        .returning();
      return row;
    },

    async purge(id: number, userId: number) {
      const [row] = await db
        .delete(presentations)
        .where(and(eq(presentations.id, id), eq(presentations.userId, userId)))
        .returning(coverFileSelection);
      return row;
    },

    async incrementTimesCloned(id: number) {
      await db
        .update(presentations)
        .set({ timesCloned: sql`${presentations.timesCloned} + 1` })
        .where(eq(presentations.id, id));
    },

    async stats(ids: number[], userId: number) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: presentations.id,
          numberOfAccess: presentations.numberOfAccess,
          numberOfInvites: presentations.numberOfInvites,
          numberOfFeedback: presentations.numberOfFeedback,
          lastAccess: presentations.lastAccess,
        })
        .from(presentations)
        .where(and(inArray(presentations.id, ids), eq(presentations.userId, userId), live));
      const byId = await summaries(rows.map((r) => r.id));
      return rows.map((row) => ({ ...row, ...(byId.get(row.id) ?? NO_ASSETS) }));
    },

    /** Marks the user's receipt of the presentation read; false when there is none. */
    async markRead(id: number, userId: number) {
      const rows = await db
        .update(presentationReceipts)
        .set({ read: true })
        .where(and(eq(presentationReceipts.presentationId, id), eq(presentationReceipts.userId, userId)))
        .returning({ id: presentationReceipts.presentationId });
      return rows.length > 0;
    },

    async isMember(userId: number, companyId: number) {
      const [row] = await db
        .select({ companyId: companyMembers.companyId })
        .from(companyMembers)
        .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)));
      return Boolean(row);
    },
  };
};

export type PresentationsRepository = ReturnType<typeof createPresentationsRepository>;
