import type { TeamInvite } from '@folio/shared';
import type { CompanyInviteRow } from './teams.table.ts';

/** A pending invite as Manage Team shows it; the token hash never leaves the server. */
export const presentTeamInvite = (row: CompanyInviteRow, now: Date): TeamInvite => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  role: row.role === 'admin' ? 'admin' : 'member',
  sent_at: row.sentAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  expired: row.expiresAt <= now,
});
