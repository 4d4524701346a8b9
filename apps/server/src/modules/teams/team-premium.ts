import type { Role } from '@folio/shared';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyMembers } from './teams.table.ts';

/**
 * The plan a user has in the app: a member of a team that pays has premium whatever their own plan, so
 * every premium check (hasPremium), the user payload (Upgrade hidden) and the role socket message agree.
 * users.role itself stays the user's own plan, which billing keeps in line with their own subscription.
 */
export const planRoleOf = (ownRole: Role, memberships: readonly { is_company_pays: boolean }[]): Role =>
  ownRole === 'premium_agent' || memberships.some((m) => m.is_company_pays) ? 'premium_agent' : ownRole;

/**
 * Whether a paying team covers the user, leaving out the team the given subscription funds (its own
 * change is being applied, so what it said before does not count).
 */
export async function paidByTeam(db: Db, userId: number, exceptSubscriptionId: string | null = null) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(
      and(
        eq(companyMembers.userId, userId),
        eq(companies.isCompanyPays, true),
        exceptSubscriptionId === null
          ? undefined
          : or(
              isNull(companies.stripeSubscriptionId),
              ne(companies.stripeSubscriptionId, exceptSubscriptionId),
            ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
