import { z } from 'zod';
import { emailSchema, personNameSchema, textSchema } from './validation.ts';

/** The roles an invite can give; company_members.role holds the same values. */
export const TEAM_ROLES = ['admin', 'member'] as const;

/** The admin's optional note in the invite e-mail. */
export const INVITE_MESSAGE_MAX = 1000;

/** Texts of team invitations (ours: the spec shows none). */
export const TEAM_INVITE_TEXTS = {
  seatsFull:
    'All seats of this team are taken (members and pending invites). Add seats or revoke an invite first.',
  acceptSeatsFull: 'This team has no free seat right now. Ask its admin to add seats, then accept again.',
  alreadyMember: 'This person is already a member of this team.',
} as const;

/** POST /api/company/{id}/invites: who to invite, with the e-mail's optional note and the role they get. */
export const teamInviteCreateSchema = z.object({
  email: emailSchema,
  first_name: personNameSchema.optional(),
  last_name: personNameSchema.optional(),
  message: textSchema({ max: INVITE_MESSAGE_MAX, multiline: true }).optional(),
  role: z.enum(TEAM_ROLES).optional(),
});
export type TeamInviteCreate = z.infer<typeof teamInviteCreateSchema>;

/** A pending invite as a team's admins see it (Manage Team); `expired` ones can be resent. */
export const teamInviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(TEAM_ROLES),
  sent_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamInviteListSchema = z.object({ results: z.array(teamInviteSchema) });

/** An open invite to the signed-in user's address (spec §3 team invite): what the team invite modal shows. */
export const companyInviteSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  admin_name: z.string(),
  company_name: z.string(),
});
export type CompanyInvite = z.infer<typeof companyInviteSchema>;

export const companyInviteListSchema = z.object({ results: z.array(companyInviteSchema) });
