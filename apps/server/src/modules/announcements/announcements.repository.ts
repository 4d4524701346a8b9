import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements } from './announcements.table.ts';

export const createAnnouncementsRepository = (db: Db) => ({
  async listActive(offset: number, limit: number) {
    const where = eq(announcements.isActive, true);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(announcements)
        .where(where)
        .orderBy(desc(announcements.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(announcements).where(where),
    ]);
    return { rows, count: total?.n ?? 0 };
  },
  async insert(values: typeof announcements.$inferInsert) {
    const [row] = await db.insert(announcements).values(values).returning();
    return row!;
  },
});
