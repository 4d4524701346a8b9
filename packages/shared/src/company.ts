import { z } from 'zod';
import { MAX_SEATS } from './billing.ts';
import { TEAM_ROLES } from './team-invites.ts';
import { TEAM_SEATS, TEAM_TEXTS } from './teams.ts';
import { nonEmptyUpdate, textSchema } from './validation.ts';

/** Texts of team creation, members and seats that the spec does not give (ours). */
export const COMPANY_TEXTS = {
  alreadyInTeam: 'You are already in a team.',
  upgradeToCreate: 'Teams can be created by upgraded users. Upgrade to continue.',
  lastAdmin: 'A team needs at least one admin.',
  billingUserStays: 'The admin who pays for the team stays its admin and cannot be removed.',
  seatsBelowUsed: (used: number) =>
    `This team uses ${used} seats (members and pending invites): choose at least ${used}.`,
  seatsMin: `A team has at least ${TEAM_SEATS.min} seats.`,
  seatsMax: `A team has at most ${MAX_SEATS} seats.`,
  teamNotPaying: "This team's subscription is not active: seats cannot be changed.",
} as const;

export const TEAM_NAME_MAX = 100;
const teamName = textSchema({ max: TEAM_NAME_MAX }).pipe(z.string().min(1, TEAM_TEXTS.nameRequired));

const seatCount = z
  .number({ error: COMPANY_TEXTS.seatsMin })
  .int(COMPANY_TEXTS.seatsMin)
  .min(TEAM_SEATS.min, COMPANY_TEXTS.seatsMin)
  .max(MAX_SEATS, COMPANY_TEXTS.seatsMax);

/** POST /api/company: the team checkout (spec §3 'Checkout request carries companyName, planId, quantity, cancelUrl'). */
export const createCompanySchema = z.object({
  company_name: z.string({ error: TEAM_TEXTS.nameRequired }).pipe(teamName),
  plan_id: z.enum(['tiered_monthly', 'tiered_yearly']),
  quantity: seatCount,
  cancel_url: z.string().max(2000).optional(),
});
export type CreateCompany = z.infer<typeof createCompanySchema>;

export const companyUpdateSchema = nonEmptyUpdate(z.object({ name: teamName }).partial().strict());

/** GET /api/company/{id}: the team as its members see it, with the caller's own standing in it. */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  seats: z.number().int(),
  seats_used: z.number().int(),
  is_company_pays: z.boolean(),
  branding: z.object({
    logo: z.string().nullable(),
    primary_color: z.string().nullable(),
    show_white_label: z.boolean(),
    allow_member_branding: z.boolean(),
  }),
  me: z.object({
    role: z.enum(TEAM_ROLES),
    is_admin: z.boolean(),
    has_dashboard_access: z.boolean(),
    is_billing_admin: z.boolean(),
  }),
});
export type Company = z.infer<typeof companySchema>;

export const teamMemberSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  status: z.literal('active'),
  is_billing_user: z.boolean(),
  last_active_at: z.string().nullable(),
  joined_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const seatsSchema = z.object({ seats: z.number().int(), seats_used: z.number().int() });
export type Seats = z.infer<typeof seatsSchema>;

export const teamMemberListSchema = seatsSchema.extend({ results: z.array(teamMemberSchema) });

export const memberRoleUpdateSchema = z.object({ role: z.enum(TEAM_ROLES) }).strict();
export const seatsUpdateSchema = z.object({ seats: seatCount }).strict();
