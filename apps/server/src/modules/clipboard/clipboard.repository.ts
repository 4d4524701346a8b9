import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AssetSnapshot, clipboardItems } from './clipboard.table.ts';

export const createClipboardRepository = (db: Db) => ({
  async insert(userId: number, sourcePresentationId: number, asset: AssetSnapshot) {
    const [row] = await db.insert(clipboardItems).values({ userId, sourcePresentationId, asset }).returning();
    return row!;
  },
  async list(userId: number, offset: number, limit: number) {
    const where = eq(clipboardItems.userId, userId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(clipboardItems)
        .where(where)
        .orderBy(desc(clipboardItems.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(clipboardItems).where(where),
    ]);
    return { rows, count: total?.n ?? 0 };
  },
  async find(id: number, userId: number) {
    const [row] = await db
      .select()
      .from(clipboardItems)
      .where(and(eq(clipboardItems.id, id), eq(clipboardItems.userId, userId)));
    return row;
  },
  async delete(id: number, userId: number) {
    const [row] = await db
      .delete(clipboardItems)
      .where(and(eq(clipboardItems.id, id), eq(clipboardItems.userId, userId)))
      .returning();
    return row;
  },
});
