import type { TeamInvite as TeamInviteWire, TeamRole } from '@folio/shared';
import type { Camelize } from '../../lib/api.ts';

/*
 * The Manage Team payloads as the teams API contract sends them (snake_case on the wire). They move to
 * packages/shared when the server's schemas land there.
 */

export type TeamWire = {
  id: number;
  name: string;
  seats: number;
  seats_used: number;
  is_company_pays: boolean;
  me: { role: TeamRole; is_admin: boolean; has_dashboard_access: boolean; is_billing_admin: boolean };
};

export type TeamMemberWire = {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  picture: string | null;
  role: TeamRole;
  status: 'active';
  is_billing_user: boolean;
  last_active_at: string | null;
  joined_at: string;
};

export type TeamMembersWire = { results: TeamMemberWire[]; seats: number; seats_used: number };

export type Team = Camelize<TeamWire>;
export type TeamMember = Camelize<TeamMemberWire>;
export type TeamInvite = Camelize<TeamInviteWire>;

export type InviteInput = {
  email: string;
  firstName?: string;
  lastName?: string;
  message?: string;
  role: TeamRole;
};

/** A member's or an invitee's name as people read it, else the address. */
export const personName = (person: { firstName: string; lastName: string; email: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;
