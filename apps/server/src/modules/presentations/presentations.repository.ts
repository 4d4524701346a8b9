import type { PresentationTab } from '@folio/shared';
import { and, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { users } from '../accounts/accounts.table.ts';
import { assets } from '../assets/assets.table.ts';
import { folders } from '../folders/folders.table.ts';
import { companyMembers } from '../teams/teams.table.ts';
import { presentationReceipts, presentations } from './presentations.table.ts';

export type ListFilter = {
  userId: number;
  tab: PresentationTab;
  folderId?: number;
  search?: string;
  hideInFolders: boolean;
  offset: number;
  limit: number;
};

const live = isNull(presentations.deletedAt);
const myCompanies = (userId: number) =>
  sql`(select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${userId})`;

/** Which presentations a tab shows (spec §4): every query is scoped to what the user owns, receives or shares in a team. */
function tabCondition(f: ListFilter): SQL {
  const own = and(
    eq(presentations.userId, f.userId),
    live,
    eq(presentations.isTemplate, false),
    eq(presentations.type, 'presentation'),
  )!;
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
      return and(
        live,
        sql`exists (select 1 from ${presentationReceipts} r where r.presentation_id = ${qualified(presentations.id)} and r.user_id = ${f.userId})`,
      )!;
  }
}

/** The columns of a presentation as lists and details show it, with its owner, folder and asset summary. */
const listColumns = (viewerId: number) => ({
  presentation: presentations,
  owner: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    pictureKey: users.thumbnailPictureKey,
  },
  folder: { id: folders.id, name: folders.name },
  numberOfAssets: sql<number>`(select count(*)::int from ${assets} a where a.presentation_id = ${qualified(presentations.id)})`,
  hasPendingAssets: sql<boolean>`exists (select 1 from ${assets} a where a.presentation_id = ${qualified(presentations.id)} and a.uploading)`,
  firstThumbnail: sql<
    string | null
  >`(select a.thumbnail from ${assets} a where a.presentation_id = ${qualified(presentations.id)}
    and a.thumbnail is not null and not a.is_hidden order by a.position limit 1)`,
  receipt: sql<{
    read: boolean;
    shared_by: string | null;
  } | null>`(select json_build_object('read', r.read, 'shared_by',
    nullif(trim(u.first_name || ' ' || u.last_name), '')) from ${presentationReceipts} r left join ${users} u on u.id = r.shared_by_user_id
    where r.presentation_id = ${qualified(presentations.id)} and r.user_id = ${viewerId})`,
});

export type PresentationListRow = Awaited<
  ReturnType<ReturnType<typeof createPresentationsRepository>['list']>
>['rows'][number];

export const createPresentationsRepository = (db: Db) => {
  const selectWithSummary = (viewerId: number) =>
    db
      .select(listColumns(viewerId))
      .from(presentations)
      .innerJoin(users, eq(users.id, presentations.userId))
      .leftJoin(folders, eq(folders.id, presentations.folderId));

  return {
    async list(f: ListFilter) {
      const where = and(
        tabCondition(f),
        f.search ? ilike(presentations.title, `%${f.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectWithSummary(f.userId)
          .where(where)
          .orderBy(desc(presentations.id))
          .offset(f.offset)
          .limit(f.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(presentations).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    /** A presentation the user owns (in any state but purged). */
    async findOwned(id: number, userId: number) {
      const [row] = await selectWithSummary(userId).where(
        and(eq(presentations.id, id), eq(presentations.userId, userId), live),
      );
      return row;
    },

    /** A presentation the user may look at: owned, received, or a template of one of the user's teams. */
    async findVisible(id: number, userId: number) {
      const [row] = await selectWithSummary(userId).where(
        and(
          eq(presentations.id, id),
          live,
          sql`(${presentations.userId} = ${userId}
            or exists (select 1 from ${presentationReceipts} r where r.presentation_id = ${qualified(presentations.id)} and r.user_id = ${userId})
            or (${presentations.isTemplate} and ${presentations.companyId} in ${myCompanies(userId)}))`,
        ),
      );
      return row;
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
        .returning({
          logoKey: presentations.logoKey,
          backgroundKey: presentations.backgroundKey,
          backgroundThumbnailKey: presentations.backgroundThumbnailKey,
        });
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
      return db
        .select({
          id: presentations.id,
          numberOfAccess: presentations.numberOfAccess,
          numberOfInvites: presentations.numberOfInvites,
          numberOfFeedback: presentations.numberOfFeedback,
          lastAccess: presentations.lastAccess,
          numberOfAssets: sql<number>`(select count(*)::int from ${assets} a where a.presentation_id = ${qualified(presentations.id)})`,
          hasPendingAssets: sql<boolean>`exists (select 1 from ${assets} a where a.presentation_id = ${qualified(presentations.id)} and a.uploading)`,
        })
        .from(presentations)
        .where(and(inArray(presentations.id, ids), eq(presentations.userId, userId), live));
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
