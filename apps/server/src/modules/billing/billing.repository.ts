import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { type BillingCustomerRow, billingCustomers } from './billing.table.ts';

export type SubscriptionCopy = Pick<
  BillingCustomerRow,
  'stripeSubscriptionId' | 'planId' | 'status' | 'quantity' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'
>;

/** Billing rows, always reached through the user they belong to or the Stripe customer Stripe names. */
export function createBillingRepository(db: Db) {
  return {
    async customerOfUser(userId: number) {
      const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
      return row ?? null;
    },
    async customerByStripeId(stripeCustomerId: string) {
      const [row] = await db
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId));
      return row ?? null;
    },
    /** Links the user to a Stripe customer; a concurrent request that linked one first wins. */
    async linkCustomer(userId: number, stripeCustomerId: string) {
      // Epoch: never synced, so the first copy read from Stripe is always stored.
      await db
        .insert(billingCustomers)
        .values({ userId, stripeCustomerId, syncedAt: new Date(0) })
        .onConflictDoNothing();
      const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
      return row!;
    },
    async user(userId: number) {
      const [row] = await db
        .select({ role: users.role, subscriptionStatus: users.subscriptionStatus })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
    /**
     * Stores the subscription as read from Stripe at `readAt`, with the user's role and status, unless a copy
     * read later is already stored. Answers whether it was stored.
     */
    async storeSubscription(
      userId: number,
      copy: SubscriptionCopy,
      readAt: Date,
      user: { role: 'free_agent' | 'premium_agent'; downgraded: boolean },
      /** Written in the same transaction when the copy is stored (the events it causes). */
      alsoWrite: (tx: Db) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const stored = await tx
          .update(billingCustomers)
          .set({ ...copy, syncedAt: readAt })
          .where(and(eq(billingCustomers.userId, userId), lte(billingCustomers.syncedAt, readAt)))
          .returning({ userId: billingCustomers.userId });
        if (stored.length === 0) return false;
        await tx
          .update(users)
          .set({
            role: user.role,
            subscriptionStatus: copy.status,
            ...(user.downgraded && { showDowngradeToFreemiumModal: true }),
            updatedAt: readAt,
          })
          .where(eq(users.id, userId));
        await alsoWrite(tx);
        return true;
      });
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
