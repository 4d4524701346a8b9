import type { CompanyInviteRow } from './teams.table.ts';

type InviteState = Pick<CompanyInviteRow, 'acceptedAt' | 'declinedAt' | 'revokedAt' | 'expiresAt'>;

/** Neither used, declined nor revoked, and unexpired: its link and its Accept work (as `liveInvite` in SQL). */
export const isLiveInvite = (invite: InviteState, now: Date) =>
  !invite.acceptedAt && !invite.declinedAt && !invite.revokedAt && invite.expiresAt > now;

/** A link that leads nowhere any more (declined, revoked, or expired unused): the lookup answers 404. */
export const isDeadInviteLink = (invite: InviteState, now: Date) =>
  !invite.acceptedAt && !isLiveInvite(invite, now);
