import type {
  Company,
  TeamInvite as TeamInviteWire,
  TeamMember as TeamMemberWire,
  TeamRole,
  teamMemberListSchema,
} from '@folio/shared';
import type { z } from 'zod';
import type { Camelize } from '../../lib/api.ts';

export type TeamMembersWire = z.infer<typeof teamMemberListSchema>;

export type Team = Camelize<Company>;
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
