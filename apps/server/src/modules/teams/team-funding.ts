import { TEAM_SEATS } from '@folio/shared';
import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import { users } from '../accounts/accounts.table.ts';
import type { TeamFunding } from '../billing/subscription-sync.ts';
import { paidByTeam } from './team-premium.ts';
import { companies, companyMembers } from './teams.table.ts';

/** The subscription metadata key that carries the name of the team a checkout buys. */
export const TEAM_NAME_METADATA = 'folio_company_name';
/** A team is made once its subscription is active (spec §4); a trial counts. */
const STARTS_TEAM = new Set(['active', 'trialing']);

/**
 * A team's life follows the Stripe subscription that pays for it, as billing stores it: the team is made
 * once (companies.stripe_subscription_id is unique, so a replayed event finds it), its seats follow the
 * subscription's quantity, and is_company_pays its status; members who had premium only through the team
 * hear that their plan changed.
 */
export function createTeamFunding(deps: { db: Db; clock: Clock; events: Events }): TeamFunding {
  const { db, clock, events } = deps;

  return {
    paidByTeam: (userId, subscriptionId) => paidByTeam(db, userId, subscriptionId),

    async apply(tx, userId, subscription) {
      const [team] = await tx
        .select()
        .from(companies)
        .where(eq(companies.stripeSubscriptionId, subscription.id))
        .for('update');
      if (!team) {
        const name = subscription.metadata[TEAM_NAME_METADATA]?.trim();
        if (!name || !STARTS_TEAM.has(subscription.status)) return false;
        const [created] = await tx
          .insert(companies)
          .values({
            name,
            isCompanyPays: true,
            billingUserId: userId,
            stripeSubscriptionId: subscription.id,
            seats: Math.max(subscription.quantity, TEAM_SEATS.min),
          })
          .onConflictDoNothing()
          .returning({ id: companies.id });
        if (created)
          await tx
            .insert(companyMembers)
            .values({ companyId: created.id, userId, isAdmin: true, hasDashboardAccess: true, role: 'admin' })
            .onConflictDoNothing();
        // The creator's premium comes from this very subscription: billing announces it.
        return false;
      }
      const seats = subscription.quantity > 0 ? subscription.quantity : team.seats;
      if (team.seats === seats && team.isCompanyPays === subscription.pays) return false;
      await tx
        .update(companies)
        .set({ seats, isCompanyPays: subscription.pays, updatedAt: clock.now() })
        .where(eq(companies.id, team.id));
      if (team.isCompanyPays === subscription.pays) return false;
      // Members whose plan in the app was (or now is) the team's alone; the payer's own plan is billing's.
      const otherPayingTeam = tx
        .select({ one: sql`1` })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(
          and(
            eq(companyMembers.userId, users.id),
            eq(companies.isCompanyPays, true),
            ne(companies.id, team.id),
          ),
        );
      const affected = await tx
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(
          and(
            eq(companyMembers.companyId, team.id),
            ne(companyMembers.userId, userId),
            eq(users.role, 'free_agent'),
            notExists(otherPayingTeam),
          ),
        );
      const role = subscription.pays ? 'premium_agent' : 'free_agent';
      await events.record(tx, 'user.role_changed', ...affected.map((m) => ({ userId: m.userId, role })));
      return affected.length > 0;
    },
  };
}
