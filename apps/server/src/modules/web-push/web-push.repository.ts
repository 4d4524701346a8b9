import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { VapidKeys } from '../../platform/web-push.ts';
import { users } from '../accounts/accounts.table.ts';
import { webPushKeys, webPushSubscriptions } from './web-push.table.ts';

export type NewSubscription = { endpoint: string; p256dh: string; auth: string; userAgent: string };

/** How many browsers one user may have subscribed; the oldest go first. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

export function createWebPushRepository(db: Db) {
  /** The user's spec fields follow their newest subscription: its id, and whether there is any. */
  async function syncUser(tx: Db, userId: number) {
    const [newest] = await tx
      .select({ id: webPushSubscriptions.id })
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.userId, userId))
      .orderBy(desc(webPushSubscriptions.id))
      .limit(1);
    await tx
      .update(users)
      .set({
        webPushNotifications: newest !== undefined,
        onesignalPlayerId: newest ? String(newest.id) : null,
      })
      .where(eq(users.id, userId));
  }

  return {
    /** The stored pair, or `fresh` stored as the pair when there is none yet (first start of any instance). */
    async vapidKeys(fresh: () => VapidKeys): Promise<VapidKeys> {
      const [row] = await db.select().from(webPushKeys).where(eq(webPushKeys.id, 1));
      if (row) return { publicKey: row.publicKey, privateKey: row.privateKey };
      await db
        .insert(webPushKeys)
        .values({ id: 1, ...fresh() })
        .onConflictDoNothing();
      const [kept] = await db.select().from(webPushKeys).where(eq(webPushKeys.id, 1));
      return { publicKey: kept!.publicKey, privateKey: kept!.privateKey };
    },

    /** Saves the browser's subscription for the user (a browser that signs in as someone else moves to them). */
    subscribe(userId: number, values: NewSubscription) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ userId: webPushSubscriptions.userId })
          .from(webPushSubscriptions)
          .where(eq(webPushSubscriptions.endpoint, values.endpoint));
        await tx.delete(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, values.endpoint));
        const [row] = await tx
          .insert(webPushSubscriptions)
          .values({ userId, ...values })
          .returning();
        const keep = tx
          .select({ id: webPushSubscriptions.id })
          .from(webPushSubscriptions)
          .where(eq(webPushSubscriptions.userId, userId))
          .orderBy(desc(webPushSubscriptions.id))
          .limit(MAX_SUBSCRIPTIONS_PER_USER);
        await tx
          .delete(webPushSubscriptions)
          .where(and(eq(webPushSubscriptions.userId, userId), notInArray(webPushSubscriptions.id, keep)));
        await syncUser(tx, userId);
        if (before && before.userId !== userId) await syncUser(tx, before.userId);
        return row!;
      });
    },

    /** Deletes the user's subscription; false when it is not theirs or does not exist. */
    unsubscribe(userId: number, id: number) {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(webPushSubscriptions)
          .where(and(eq(webPushSubscriptions.id, id), eq(webPushSubscriptions.userId, userId)))
          .returning({ id: webPushSubscriptions.id });
        await syncUser(tx, userId);
        return gone.length > 0;
      });
    },

    /** Removes a subscription its push service no longer knows. */
    async forget(id: number) {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(webPushSubscriptions)
          .where(eq(webPushSubscriptions.id, id))
          .returning({ userId: webPushSubscriptions.userId });
        if (gone) await syncUser(tx, gone.userId);
      });
    },

    /** The subscription ids of each of these users. */
    async idsOfUsers(userIds: number[]) {
      const rows = await db
        .select({ id: webPushSubscriptions.id, userId: webPushSubscriptions.userId })
        .from(webPushSubscriptions)
        .where(inArray(webPushSubscriptions.userId, userIds));
      return userIds.map((userId) => rows.filter((r) => r.userId === userId).map((r) => r.id));
    },

    async find(id: number) {
      const [row] = await db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.id, id));
      return row ?? null;
    },

    async user(userId: number) {
      const [row] = await db
        .select({
          webPushNotifications: users.webPushNotifications,
          onesignalPlayerId: users.onesignalPlayerId,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row!;
    },
  };
}

export type WebPushRepository = ReturnType<typeof createWebPushRepository>;
