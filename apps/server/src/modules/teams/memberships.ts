import type { Role } from '@folio/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Events } from '../../platform/events.ts';
import { users } from '../accounts/accounts.table.ts';
import { paidByTeam } from './team-premium.ts';
import { companyMembers } from './teams.table.ts';

/** The plan a user has in the app now: their own, or premium through a team that pays. */
export async function planRoleNow(tx: Db, userId: number): Promise<Role> {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!row) return 'free_agent';
  return row.role === 'premium_agent' || (await paidByTeam(tx, userId)) ? 'premium_agent' : row.role;
}

/**
 * Adds a user to a team as 'admin' (is_admin and has_dashboard_access) or 'member', in the caller's
 * transaction; when the team's premium changes their plan, 'user.role_changed' is recorded with it (call
 * events.flush() after the commit). Answers false when they already were a member.
 */
export async function addMember(
  tx: Db,
  events: Pick<Events, 'record'>,
  input: { companyId: number; userId: number; role: 'admin' | 'member' },
) {
  const before = await planRoleNow(tx, input.userId);
  const admin = input.role === 'admin';
  const [row] = await tx
    .insert(companyMembers)
    .values({ ...input, isAdmin: admin, hasDashboardAccess: admin })
    .onConflictDoNothing()
    .returning({ userId: companyMembers.userId });
  if (!row) return false;
  const after = await planRoleNow(tx, input.userId);
  if (after !== before) await events.record(tx, 'user.role_changed', { userId: input.userId, role: after });
  return true;
}
