import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AssetRow, assets } from './assets.table.ts';

export type NewAsset = Omit<typeof assets.$inferInsert, 'presentationId' | 'position'>;

/** Asset queries; callers have checked that the presentation belongs to the user, and every query names it. */
export const createAssetsRepository = (db: Db) => ({
  list: (presentationId: number) =>
    db
      .select()
      .from(assets)
      .where(eq(assets.presentationId, presentationId))
      .orderBy(asc(assets.position), asc(assets.id)),

  async find(id: number, presentationId: number) {
    const [row] = await db
      .select()
      .from(assets)
      .where(and(eq(assets.id, id), eq(assets.presentationId, presentationId)));
    return row;
  },

  /** Inserts at `position` (shifting the ones after it) or at the end; `alongside` runs in the same transaction. */
  async insert(
    presentationId: number,
    values: NewAsset,
    position?: number,
    alongside?: (tx: Db) => Promise<unknown>,
  ) {
    return db.transaction(async (tx) => {
      await alongside?.(tx as unknown as Db);
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${assets.position}), -1)::int` })
        .from(assets)
        .where(eq(assets.presentationId, presentationId));
      const end = (last?.max ?? -1) + 1;
      const at = position === undefined ? end : Math.min(position, end);
      if (at < end)
        await tx
          .update(assets)
          .set({ position: sql`${assets.position} + 1` })
          .where(and(eq(assets.presentationId, presentationId), gte(assets.position, at)));
      const [row] = await tx
        .insert(assets)
        .values({ ...values, presentationId, position: at })
        .returning();
      return row!;
    });
  },

  /** Appends rows after the last asset, in their order, in one statement (inside the caller's transaction). */
  async append(presentationId: number, rows: NewAsset[]) {
    const [last] = await db
      .select({ max: sql<number>`coalesce(max(${assets.position}), -1)::int` })
      .from(assets)
      .where(eq(assets.presentationId, presentationId));
    const start = (last?.max ?? -1) + 1;
    const inserted = await db
      .insert(assets)
      .values(rows.map((row, i) => ({ ...row, presentationId, position: start + i })))
      .returning();
    return inserted.sort((a, b) => a.position - b.position);
  },

  async usesOfFile(fileKey: string) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(assets)
      .where(eq(assets.fileKey, fileKey));
    return row?.n ?? 0;
  },

  async update(id: number, presentationId: number, values: Partial<NewAsset>) {
    const [row] = await db
      .update(assets)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(assets.id, id), eq(assets.presentationId, presentationId)))
      .returning();
    return row;
  },

  async delete(id: number, presentationId: number) {
    const [row] = await db
      .delete(assets)
      .where(and(eq(assets.id, id), eq(assets.presentationId, presentationId)))
      .returning();
    return row;
  },

  /** Gives each asset its index in `ids` as position, in one statement. */
  async reorder(presentationId: number, ids: number[]) {
    if (ids.length === 0) return;
    const cases = sql.join(
      ids.map((id, index) => sql`when ${id} then ${index}`),
      sql` `,
    );
    await db
      .update(assets)
      .set({ position: sql`(case ${assets.id} ${cases} end)::int`, updatedAt: new Date() })
      .where(and(eq(assets.presentationId, presentationId), sql`${assets.id} in ${ids}`));
  },

  /** Copies every asset of one presentation into another, keeping order; `rows` when only some, or changed. */
  async copyAll(fromId: number, toId: number, rows?: AssetRow[]) {
    rows ??= await db.select().from(assets).where(eq(assets.presentationId, fromId));
    if (rows.length === 0) return;
    await db
      .insert(assets)
      .values(
        rows.map(({ id: _id, createdAt: _c, updatedAt: _u, ...row }) => ({ ...row, presentationId: toId })),
      );
  },
});

export type AssetsRepository = ReturnType<typeof createAssetsRepository>;
export type { AssetRow };
