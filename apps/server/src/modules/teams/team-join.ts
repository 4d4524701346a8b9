import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Events } from '../../platform/events.ts';
import { createInvitesRepository, liveInvite } from './invites.repository.ts';
import { addMember } from './memberships.ts';
import { companyInvites } from './teams.table.ts';

/** What joining through an invite did: joined; no free seat (nothing changed); or the invite was gone. */
export type JoinResult = 'joined' | 'already_member' | 'full' | 'gone';

/**
 * Adds the user to the team with the role the invite gives and records 'team.member_joined' (the admins'
 * 'new user team' notification, the refer-a-friend socket message), all through `tx`, the caller's
 * transaction. The invite is consumed only when the user joins (or already was a member), so a team
 * with no free seat leaves it open for later.
 */
export async function joinTeamByInvite(
  tx: Db,
  events: Pick<Events, 'record'>,
  { companyId, inviteId, userId, now }: { companyId: number; inviteId: number; userId: number; now: Date },
): Promise<JoinResult> {
  const repo = createInvitesRepository(tx);
  const company = await repo.lockCompany(companyId);
  if (!company) return 'gone';
  // The invite held one of the seats counted here until now.
  if ((await repo.seatsUsed(companyId, now, inviteId)) + 1 > company.seats) return 'full';
  const [invite] = await tx
    .update(companyInvites)
    .set({ acceptedAt: now })
    .where(and(eq(companyInvites.id, inviteId), eq(companyInvites.companyId, companyId), liveInvite(now)))
    .returning();
  if (!invite) return 'gone';
  const role = invite.role === 'admin' ? 'admin' : 'member';
  // A team that pays makes the newcomer premium: addMember records that for their socket.
  if (!(await addMember(tx, events, { companyId, userId, role }))) return 'already_member';
  await events.record(tx, 'team.member_joined', { companyId, userId });
  return 'joined';
}
