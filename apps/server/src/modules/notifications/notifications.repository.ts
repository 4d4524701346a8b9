import type { NotificationBody, NotificationCategory } from '@folio/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type NotificationRow, notifications } from './notifications.table.ts';

export type NewNotification = {
  userId: number;
  category: NotificationCategory;
  presentationId?: number | null;
  body: NotificationBody;
  /** Once per user and key: a second insert with it is a no-op. */
  onceKey?: string;
  createdAt: Date;
};

/** A user's notifications; every query names the user, so nobody reaches another's. */
export function createNotificationsRepository(db: Db) {
  return {
    /** The row made, or null when one with the same once-key exists. */
    async insert(values: NewNotification): Promise<NotificationRow | null> {
      const [row] = await db
        .insert(notifications)
        .values({
          userId: values.userId,
          category: values.category,
          presentationId: values.presentationId ?? null,
          body: values.body,
          onceKey: values.onceKey ?? null,
          createdAt: values.createdAt,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Rows made for values without a once-key (which cannot collide), in the order of the values. */
    async insertMany(values: NewNotification[]): Promise<NotificationRow[]> {
      const rows = await db
        .insert(notifications)
        .values(
          values.map((v) => ({
            userId: v.userId,
            category: v.category,
            presentationId: v.presentationId ?? null,
            body: v.body,
            createdAt: v.createdAt,
          })),
        )
        .returning();
      // Ids are drawn in the order of the values.
      return rows.sort((a, b) => a.id - b.id);
    },

    /**
     * Raises counts in the body of the user's once-keyed notification, never lowering one (a listener
     * that read older facts may write last); false when there is none.
     */
    async mergeBody(userId: number, onceKey: string, counts: Record<string, number>) {
      const raised = Object.entries(counts).map(
        ([key, value]) =>
          sql`${key}::text, greatest(coalesce((${notifications.body} ->> ${key}::text)::float8, 0), ${value}::float8)`,
      );
      const rows = await db
        .update(notifications)
        .set({ body: sql`${notifications.body} || jsonb_build_object(${sql.join(raised, sql`, `)})` })
        .where(and(eq(notifications.userId, userId), eq(notifications.onceKey, onceKey)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async page(userId: number, page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async unread(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
      return row?.n ?? 0;
    },

    /** The unread count of each of these users (0 when none). */
    async unreadOf(userIds: number[]) {
      const rows = await db
        .select({ userId: notifications.userId, n: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), eq(notifications.read, false)))
        .groupBy(notifications.userId);
      return new Map(rows.map((r) => [r.userId, r.n]));
    },

    markAll(userId: number) {
      return db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
    },

    async markRead(userId: number, id: number) {
      const [row] = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
        .returning();
      return row ?? null;
    },

    async find(id: number) {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
