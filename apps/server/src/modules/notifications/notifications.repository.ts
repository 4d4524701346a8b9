import type { NotificationBody, NotificationCategory } from '@folio/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
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
    /**
     * The rows made, in the order of the values: null for a value whose once-key the user has used
     * already (or an earlier value of the same group used).
     */
    async insertMany(values: NewNotification[]): Promise<(NotificationRow | null)[]> {
      const rows = await db
        .insert(notifications)
        .values(
          values.map((v) => ({
            userId: v.userId,
            category: v.category,
            presentationId: v.presentationId ?? null,
            body: v.body,
            onceKey: v.onceKey ?? null,
            createdAt: v.createdAt,
          })),
        )
        .onConflictDoNothing()
        .returning();
      // Ids are drawn in the order of the values: rows without a key answer those values in turn.
      rows.sort((a, b) => a.id - b.id);
      const keyed = new Map(rows.filter((r) => r.onceKey).map((r) => [`${r.userId}\n${r.onceKey}`, r]));
      const unkeyed = rows.filter((r) => !r.onceKey).values();
      return values.map((v) => {
        if (!v.onceKey) return unkeyed.next().value ?? null;
        const key = `${v.userId}\n${v.onceKey}`;
        const row = keyed.get(key) ?? null;
        keyed.delete(key);
        return row;
      });
    },

    /**
     * Raises counts in the body of the user's once-keyed notification, never lowering one (a listener
     * that read older facts may write last); null when there is none.
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
        .returning();
      return rows[0] ?? null;
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

    /** Each user's notification choices (spec §9 categories by channel; none stored: all on). */
    async settingsOf(userIds: number[]) {
      const rows = await db
        .select({ id: users.id, settings: users.notificationSettings })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((r) => [r.id, r.settings]));
    },

    async find(id: number) {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
