import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AssetRow, assets } from '../assets/assets.table.ts';
import { titleMatches } from '../presentations/presentations.repository.ts';
import { type PresentationRow, presentations } from '../presentations/presentations.table.ts';

/** A document is a presentation row of type 'document'; every query names its owner. */
const ownedDocument = (userId: number) =>
  and(eq(presentations.userId, userId), eq(presentations.type, 'document'), isNull(presentations.deletedAt))!;

export type DocumentWithAssets = { document: PresentationRow; assets: AssetRow[] };

export const createDocumentsRepository = (db: Db) => {
  /** The assets of these documents, grouped by document, in position order. */
  async function assetsOf(ids: number[]) {
    const byId = new Map<number, AssetRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byId;
    const rows = await db
      .select()
      .from(assets)
      .where(inArray(assets.presentationId, ids))
      .orderBy(asc(assets.position), asc(assets.id));
    for (const row of rows) byId.get(row.presentationId)?.push(row);
    return byId;
  }

  async function withAssets(rows: PresentationRow[]): Promise<DocumentWithAssets[]> {
    const byId = await assetsOf(rows.map((r) => r.id));
    return rows.map((document) => ({ document, assets: byId.get(document.id) ?? [] }));
  }

  return {
    async list(f: { userId: number; search?: string; offset: number; limit: number }) {
      const where = and(ownedDocument(f.userId), f.search ? titleMatches(f.search) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(presentations)
          .where(where)
          .orderBy(desc(presentations.id))
          .offset(f.offset)
          .limit(f.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(presentations).where(where),
      ]);
      return { rows: await withAssets(rows), count: total?.n ?? 0 };
    },

    async find(id: number, userId: number) {
      const [row] = await db
        .select()
        .from(presentations)
        .where(and(eq(presentations.id, id), ownedDocument(userId)));
      return row ? (await withAssets([row]))[0] : undefined;
    },

    /** The user's documents among `ids` (others' ids and presentations are left out). */
    async findMany(ids: number[], userId: number) {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(presentations)
        .where(and(inArray(presentations.id, ids), ownedDocument(userId)));
      return withAssets(rows);
    },

    async insert(userId: number, title: string) {
      const [row] = await db.insert(presentations).values({ userId, type: 'document', title }).returning();
      return row!;
    },

    async setTitle(id: number, userId: number, title: string) {
      const [row] = await db
        .update(presentations)
        .set({ title, updatedAt: new Date() })
        .where(and(eq(presentations.id, id), ownedDocument(userId)))
        .returning({ id: presentations.id });
      return row;
    },

    /** Removes the row for good; its assets go with it (cascade), so remove their files first. */
    async delete(id: number, userId: number) {
      const [row] = await db
        .delete(presentations)
        .where(
          and(eq(presentations.id, id), eq(presentations.userId, userId), eq(presentations.type, 'document')),
        )
        .returning({ id: presentations.id });
      return row;
    },
  };
};

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
